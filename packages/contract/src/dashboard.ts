import { z } from 'zod';
import { HOME_MODULE_SERVER_NAMES, WEBMAIL_STATUSES } from '@coax/domain';
import { defineRoute } from './route.ts';

/** Seed 000 §3 Home modules preference: a slot holds one of the 7 choosable modules, by server name. */
export const homeModuleServerName = z.enum(HOME_MODULE_SERVER_NAMES, {
  error: `Choose one of the home modules: ${HOME_MODULE_SERVER_NAMES.join(', ')}.`,
});

/**
 * set/funmod's body (seed 000 §7 Home preferences): homeFunc1 is the left slot, homeFunc2 the
 * right. Left without a schema id so its fields stay inline in the published JSON Schema.
 */
export const homePreferencesBody = z.object({
  homeFunc1: homeModuleServerName,
  homeFunc2: homeModuleServerName,
});
/** get/funmod's answer: the same two slots. */
export const homePreferences = homePreferencesBody.meta({ id: 'HomePreferences' });
export type HomePreferences = z.infer<typeof homePreferences>;

/** Seed 000 §3 Voicemail counter; §7: the module "expects status 200 and count". */
export const voicemailCounter = z
  .object({
    status: z.literal(200),
    /** new (unheard) messages in the account's voicemail box */
    count: z.number().int().nonnegative(),
  })
  .meta({ id: 'VoicemailCounter' });
export type VoicemailCounter = z.infer<typeof voicemailCounter>;

/** One message of seed 000 §3 Webmail. */
export const webmailEmail = z
  .object({
    id: z.string(),
    subject: z.string(),
    /** when it arrived, ISO time */
    date: z.string(),
    status: z.enum(WEBMAIL_STATUSES),
    /** opens the message in webmail */
    link: z.string(),
  })
  .meta({ id: 'WebmailEmail' });
export type WebmailEmail = z.infer<typeof webmailEmail>;

/** Seed 000 §3 Webmail: messageCount (every message in the mailbox) and the newest messages. */
export const webmailMetadata = z
  .object({
    messageCount: z.number().int().nonnegative(),
    /** newest first, at most WEBMAIL_LIST_LIMIT */
    emails: z.array(webmailEmail),
  })
  .meta({ id: 'WebmailMetadata' });
export type WebmailMetadata = z.infer<typeof webmailMetadata>;

export const dashboardRoutes = {
  getHomePreferences: defineRoute({
    method: 'GET',
    path: '/api/dashboard/home-preferences',
    summary: 'The two home slots of the signed-in user (get/funmod); a default pair when never chosen',
    area: 'dashboard',
    access: 'user',
    response: homePreferences,
  }),
  setHomePreferences: defineRoute({
    method: 'POST',
    path: '/api/dashboard/home-preferences',
    summary: 'Saves the two home slots (set/funmod)',
    area: 'dashboard',
    access: 'user',
    body: homePreferencesBody,
    response: homePreferences,
  }),
  voicemailCounter: defineRoute({
    method: 'GET',
    path: '/api/dashboard/voicemail',
    summary: "New voicemail messages on the signed-in account's phone line",
    area: 'dashboard',
    access: 'user',
    response: voicemailCounter,
  }),
  webmail: defineRoute({
    method: 'GET',
    path: '/api/dashboard/webmail',
    summary: "The signed-in user's mailbox: message count and newest messages (only for an active mailbox)",
    area: 'dashboard',
    access: 'user',
    response: webmailMetadata,
  }),
};
