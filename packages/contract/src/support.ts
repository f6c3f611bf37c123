import { z } from 'zod';
import {
  CORP_ID_PATTERN,
  SUPPORT_NOTIFICATION_ID_MAX,
  SUPPORT_NOTIFICATION_KINDS,
  SupportMessages,
} from '@coax/domain';
import { faqLanguage } from './faq.ts';
import { defineRoute } from './route.ts';

// The support area, first slice (issue 18 item 1): the support line of a corp (seed 002 §7
// Support "GET support number; GET number/{x}", seed 000 §7 "Support number | lookup by corp id")
// and the operator's notifications (seed 001 §2 "/support/notification/#?type=cms-detailed&id={id}").

/** Seed 002 §7 "GET number/{x}": one corp's support line, its own or the operator's default. */
export const supportCorpNumber = z
  .object({
    corpId: z.string(),
    phone: z.string(),
    /** true when the corp has a line of its own, false for the operator's default line */
    own: z.boolean(),
  })
  .meta({ id: 'SupportCorpNumber' });
export type SupportCorpNumber = z.infer<typeof supportCorpNumber>;

export const supportNotificationKind = z
  .enum(SUPPORT_NOTIFICATION_KINDS)
  .meta({ id: 'SupportNotificationKind' });

/** One notification in the support home's list. */
export const supportNotificationSummary = z
  .object({
    id: z.number().int(),
    kind: supportNotificationKind,
    title: z.string(),
    summary: z.string(),
    /** ISO instant the notification was published */
    publishedAt: z.string(),
  })
  .meta({ id: 'SupportNotificationSummary' });
export type SupportNotificationSummary = z.infer<typeof supportNotificationSummary>;

export const supportNotificationList = z
  .object({ language: faqLanguage, notifications: z.array(supportNotificationSummary) })
  .meta({ id: 'SupportNotificationList' });
export type SupportNotificationList = z.infer<typeof supportNotificationList>;

/** One notification in full. The body is plain text: paragraphs split by a blank line. */
export const supportNotification = supportNotificationSummary
  .extend({
    language: faqLanguage,
    body: z.string(),
    /** ISO instant the notification stops being shown; null while it has no end */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'SupportNotification' });
export type SupportNotification = z.infer<typeof supportNotification>;

export const supportRoutes = {
  supportNumberForCorp: defineRoute({
    method: 'GET',
    path: '/api/support/number/:corpId',
    summary:
      "One corp's support phone number (number/{x}); a served corp without its own line has the default",
    area: 'support',
    access: 'public',
    params: z.object({ corpId: z.string().regex(CORP_ID_PATTERN, SupportMessages.corpFormat) }),
    response: supportCorpNumber,
  }),
  supportNotifications: defineRoute({
    method: 'GET',
    path: '/api/support/notifications',
    summary: "The notifications live now: the operator's general ones and those for the session's corp",
    area: 'support',
    access: 'public',
    query: z.object({ lang: faqLanguage.optional() }),
    response: supportNotificationList,
  }),
  supportNotification: defineRoute({
    method: 'GET',
    path: '/api/support/notifications/:id',
    summary: 'One live notification in full (/support/notification/#?type=cms-detailed&id={id})',
    area: 'support',
    access: 'public',
    params: z.object({
      id: z
        .string()
        .regex(/^\d{1,10}$/, SupportMessages.notificationId)
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .min(1, SupportMessages.notificationId)
            .max(SUPPORT_NOTIFICATION_ID_MAX, SupportMessages.notificationId),
        ),
    }),
    query: z.object({ lang: faqLanguage.optional() }),
    response: supportNotification,
  }),
};
