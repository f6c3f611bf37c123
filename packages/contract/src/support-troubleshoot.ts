import { z } from 'zod';
import {
  CONSENT_CODE_PATTERN,
  EmailMessages,
  MODEM_STATUSES,
  MacAddressMessages,
  SERVICE_STATUS_SYMPTOMS,
  TROUBLESHOOT_ACTIONS,
  TROUBLESHOOT_PRODUCTS,
  TROUBLESHOOT_REPORT_LIMITS,
  TROUBLESHOOT_SERVICES,
  TUTORIAL_AUDIENCES,
  TUTORIAL_CATEGORIES,
  OUTAGE_STATUSES,
  TroubleshootMessages,
  formatMacAddressInput,
  isValidEmail,
  isValidMacAddress,
  validatePhone,
} from '@coax/domain';
import { defineRoute } from './route.ts';

// The support area, troubleshooting slice (issue 18 items 2 and 3): seed 002 §7 Support
// "Troubleshoot", "GET device/stb; GET and POST temporary consent (accessCode)", "Outage ... POST
// log/servicestatus" and "Tutorials", with the §3 Troubleshoot report.

const troubleshootService = z.enum(TROUBLESHOOT_SERVICES).meta({ id: 'TroubleshootService' });

/** Seed 000 §5 MAC rule; the colons may be left out, as the field inserts them. */
const macAddress = z
  .string()
  .max(32)
  .transform((raw) => formatMacAddressInput(raw))
  .refine(isValidMacAddress, MacAddressMessages.invalid);

export const modemView = z
  .object({
    macAddress: z.string(),
    model: z.string(),
    status: z.enum(MODEM_STATUSES),
    /** ISO instant the modem is back online while restarting; null otherwise */
    backAt: z.string().nullable(),
    /** ISO instant of the last reset; null when never reset */
    lastResetAt: z.string().nullable(),
  })
  .meta({ id: 'ModemView' });
export type ModemView = z.infer<typeof modemView>;

export const setTopBoxView = z
  .object({ id: z.string(), model: z.string(), room: z.string(), labox: z.boolean() })
  .meta({ id: 'SetTopBox' });
export type SetTopBoxView = z.infer<typeof setTopBoxView>;

const tutorialLang = z.enum(['en', 'es']);
export type TutorialLang = z.infer<typeof tutorialLang>;

export const tutorialSummary = z
  .object({
    id: z.number().int(),
    category: z.enum(TUTORIAL_CATEGORIES),
    audience: z.enum(TUTORIAL_AUDIENCES),
    featured: z.boolean(),
    title: z.string(),
    summary: z.string(),
    seconds: z.number().int(),
  })
  .meta({ id: 'TutorialSummary' });
export type TutorialSummary = z.infer<typeof tutorialSummary>;

export const tutorialDetail = tutorialSummary
  .extend({
    lang: tutorialLang,
    /** the captions as the transcript reads them: one cue a line */
    cues: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })),
    /** the WebVTT captions file of this language */
    captionsHref: z.string(),
  })
  .meta({ id: 'TutorialDetail' });
export type TutorialDetail = z.infer<typeof tutorialDetail>;

const tutorialList = z
  .object({ lang: tutorialLang, labox: z.boolean(), tutorials: z.array(tutorialSummary) })
  .meta({ id: 'TutorialList' });
export type TutorialList = z.infer<typeof tutorialList>;

const tutorialQuery = z.object({
  labox: z.enum(['true', 'false']).optional(),
  lang: tutorialLang.optional(),
});
const tutorialId = z.object({
  id: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number),
});

const phone = z
  .string()
  .max(20)
  .refine((v) => validatePhone(v).ok, TroubleshootMessages.phone);

/** Seed 002 §3 Troubleshoot report: name, email, phone, productName, comments. */
export const troubleshootReport = z.object({
  name: z.string().trim().min(1, TroubleshootMessages.name).max(TROUBLESHOOT_REPORT_LIMITS.name),
  email: z.string().trim().max(TROUBLESHOOT_REPORT_LIMITS.email).refine(isValidEmail, EmailMessages.invalid),
  phone,
  productName: z.enum(TROUBLESHOOT_PRODUCTS),
  comments: z.string().trim().min(1, TroubleshootMessages.comments).max(TROUBLESHOOT_REPORT_LIMITS.comments),
});
export type TroubleshootReport = z.infer<typeof troubleshootReport>;

const consentView = z
  .object({ accessCode: z.string(), expiresAt: z.string() })
  .meta({ id: 'SupportConsent' });

/** What an agent sees of a subscriber's equipment with their access code. */
export const consentedEquipment = z
  .object({
    accountNumber: z.string(),
    expiresAt: z.string(),
    modems: z.array(modemView),
    boxes: z.array(setTopBoxView),
  })
  .meta({ id: 'ConsentedEquipment' });
export type ConsentedEquipment = z.infer<typeof consentedEquipment>;

const outageSeen = z.object({
  status: z.enum(OUTAGE_STATUSES),
  since: z.string().nullable(),
  estimatedRestoration: z.string().nullable(),
});

export const supportTroubleshootRoutes = {
  troubleshootLog: defineRoute({
    method: 'POST',
    path: '/api/support/log/troubleshoot',
    summary: 'Logs one answer in a guided troubleshooter (log/troubleshoot); answers the next step',
    area: 'support',
    access: 'user',
    body: z.object({
      service: troubleshootService,
      troubleshootingStep: z.string().max(40),
      troubleshootingActions: z.array(z.enum(TROUBLESHOOT_ACTIONS)).min(1).max(20),
      customerTerm: z.string().max(200),
    }),
    response: z.object({ next: z.string() }),
  }),
  modemLookup: defineRoute({
    method: 'GET',
    path: '/api/support/device/modemlookup',
    summary: "The account's modems and their status (device/modemlookup)",
    area: 'support',
    access: 'user',
    response: z.object({ modems: z.array(modemView) }),
  }),
  modemReset: defineRoute({
    method: 'POST',
    path: '/api/support/device/modemreset',
    summary: 'Restarts one of the account’s modems, once per Idempotency-Key (device/modemreset)',
    area: 'support',
    access: 'user',
    idempotent: true,
    body: z.object({ macAddress }),
    response: modemView,
  }),
  stbLookup: defineRoute({
    method: 'GET',
    path: '/api/support/device/stblookup',
    summary: "The account's set-top boxes (stblookup)",
    area: 'support',
    access: 'user',
    response: z.object({ boxes: z.array(setTopBoxView) }),
  }),
  stb: defineRoute({
    method: 'GET',
    path: '/api/support/device/stb/:stbId',
    summary: 'One of the account’s set-top boxes (device/stb)',
    area: 'support',
    access: 'user',
    params: z.object({ stbId: z.string().regex(/^[A-Z0-9-]{1,24}$/) }),
    response: setTopBoxView,
  }),
  reportServiceIssue: defineRoute({
    method: 'POST',
    path: '/api/support/rightnow/reportserviceissue',
    summary: 'Reports a service issue (rightnow/reportserviceissue): kept as a case, acknowledged by e-mail',
    area: 'support',
    access: 'user',
    idempotent: true,
    body: troubleshootReport,
    response: z.object({ caseNumber: z.string() }),
    status: 201,
  }),
  serviceStatusLog: defineRoute({
    method: 'POST',
    path: '/api/support/log/servicestatus',
    summary:
      'Logs a service status report (log/servicestatus); with confirmOutage, an outage on the account is answered instead',
    area: 'support',
    access: 'user',
    body: z.object({
      symptom: z.enum(SERVICE_STATUS_SYMPTOMS),
      services: z.array(troubleshootService).min(1).max(TROUBLESHOOT_SERVICES.length),
      confirmOutage: z.boolean(),
    }),
    response: z.object({ outage: outageSeen.nullable(), recorded: z.boolean() }),
  }),
  consentGet: defineRoute({
    method: 'GET',
    path: '/api/support/consent',
    summary: "The subscriber's temporary consent for an agent to look at their equipment, if one is valid",
    area: 'support',
    access: 'user',
    response: z.object({ consent: consentView.nullable() }),
  }),
  consentGrant: defineRoute({
    method: 'POST',
    path: '/api/support/consent',
    summary: 'Grants an agent temporary access to the equipment: a new access code (temporary consent)',
    area: 'support',
    access: 'user',
    response: consentView,
  }),
  consentWithdraw: defineRoute({
    method: 'DELETE',
    path: '/api/support/consent',
    summary: 'Withdraws the temporary consent: the access code stops working at once',
    area: 'support',
    access: 'user',
    response: z.object({ consent: z.null() }),
  }),
  consentEquipment: defineRoute({
    method: 'GET',
    path: '/api/support/consent/equipment',
    summary:
      "An agent's look at a subscriber's modems and boxes, with the access code the subscriber gave (audited)",
    area: 'support',
    access: 'csr',
    query: z.object({
      accountNumber: z.string().regex(/^\d{12}$/, TroubleshootMessages.consentAccount),
      accessCode: z.string().regex(CONSENT_CODE_PATTERN, TroubleshootMessages.consentCode),
    }),
    response: consentedEquipment,
  }),
  tutorialCategory: defineRoute({
    method: 'GET',
    path: '/api/support/tutorialvideos/categories/:category',
    summary: "A category's tutorials for the box type (tutorialvideos/categories/{c}?labox=)",
    area: 'support',
    access: 'public',
    params: z.object({ category: z.enum(TUTORIAL_CATEGORIES) }),
    query: tutorialQuery,
    response: tutorialList,
  }),
  tutorialFeatured: defineRoute({
    method: 'GET',
    path: '/api/support/tutorialvideos/categories/Featured/:category',
    summary: "A category's featured tutorials for the box type (categories/Featured/{id})",
    area: 'support',
    access: 'public',
    params: z.object({ category: z.enum(TUTORIAL_CATEGORIES) }),
    query: tutorialQuery,
    response: tutorialList,
  }),
  tutorialVideo: defineRoute({
    method: 'GET',
    path: '/api/support/tutorialvideos/tutorialvideo/:id',
    summary: 'One tutorial with its captions and transcript (tutorialvideos/tutorialvideo/{id})',
    area: 'support',
    access: 'public',
    params: tutorialId,
    query: z.object({ lang: tutorialLang.optional() }),
    response: tutorialDetail,
  }),
  tutorialCaptions: defineRoute({
    method: 'GET',
    path: '/api/support/tutorialvideos/tutorialvideo/:id/captions',
    summary: "One tutorial's captions as a WebVTT file",
    area: 'support',
    access: 'public',
    params: tutorialId,
    query: z.object({ lang: tutorialLang.optional() }),
    response: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'Expected the file bytes.'),
    binary: { contentType: 'text/vtt; charset=utf-8' },
  }),
};
