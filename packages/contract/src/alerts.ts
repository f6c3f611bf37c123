import { z } from 'zod';
import {
  ACCOUNT_ALERT_CODES,
  ALERT_LANGUAGES,
  ALERT_TYPES,
  AlertMessages,
  OUTAGE_STATUSES,
  isSafeAlertHref,
} from '@coax/domain';
import { defineRoute } from './route.ts';

/** The latest time an alert may name: the end of year 9999, in ms. */
const MAX_TIME_MS = 253_402_300_799_999;
const time = z
  .number({ error: 'A time is a whole number of milliseconds since 1970.' })
  .int('A time is a whole number of milliseconds since 1970.')
  .min(0, 'A time cannot be before 1970.')
  .max(MAX_TIME_MS, 'A time must be before the year 10000.');

/** Links, button targets and images go straight into pages, so only safe addresses pass (domain isSafeAlertHref). */
const href = z
  .string()
  .trim()
  .max(500, 'The address is at most 500 characters.')
  .refine(isSafeAlertHref, 'Use a path on this site or an https, mailto or tel address.');

export const alertCta = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, 'Enter the button text.')
      .max(40, 'The button text is at most 40 characters.'),
    href,
  })
  .meta({ id: 'AlertCta' });

/** An alert as a subscriber's page shows it (seed 000 §3 Alert), operator-written or derived from the account. */
export const alertView = z
  .object({
    id: z.string(),
    /** 'account': made from the account's data (seed 000 §8 alert texts) */
    source: z.enum(['operator', 'account']),
    /** which account alert this is, so the page can show it in its own language; null for operator alerts */
    code: z.enum(ACCOUNT_ALERT_CODES).nullable(),
    title: z.string(),
    summary: z.string(),
    message: z.string().nullable(),
    /** the type it is shown as ('major' when the operator gave none) */
    type: z.enum(ALERT_TYPES),
    /** when it went live, ISO time */
    date: z.string().nullable(),
    link: z.string().nullable(),
    primaryMessage: z.string().nullable(),
    priority: z.number().int().nullable(),
    actionAlert: z.boolean(),
    ctas: z.array(alertCta),
    icon: z.string().nullable(),
    img: z.string().nullable(),
    /** the amount an account alert names, in cents */
    amountCents: z.number().int().nullable(),
  })
  .meta({ id: 'AlertView' });
export type AlertView = z.infer<typeof alertView>;

/** Seed 000 §7 "Alerts: combined fetch of alerts list and outage link". */
export const alertsResponse = z
  .object({
    /** in drawer order (seed 000 §4) */
    alerts: z.array(alertView),
    /** the outage link embedded in the alerts answer */
    outage: z.object({ status: z.enum(OUTAGE_STATUSES), href: z.string() }),
    /** true when date and language checks were skipped (cms_mode=preview, allowed) */
    preview: z.boolean(),
  })
  .meta({ id: 'AlertsResponse' });
export type AlertsResponse = z.infer<typeof alertsResponse>;

/** What an agent sends to create or replace an alert. Missing optional fields take their defaults. */
export const operatorAlertInput = z
  .strictObject({
    title: z.string().trim().min(1, 'Enter a title.').max(120, 'The title is at most 120 characters.'),
    summary: z.string().trim().max(500, 'The summary is at most 500 characters.').default(''),
    message: z.string().trim().max(4000, 'The message is at most 4000 characters.').nullable().default(null),
    /** seed 000 §5: one of the eight types; null or missing shows as major */
    type: z.enum(ALERT_TYPES, { error: AlertMessages.invalidType }).nullable().default(null),
    language: z.enum(ALERT_LANGUAGES, { error: 'The language must be all, en or es.' }).default('all'),
    regions: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[a-z0-9-]{1,40}$/, 'A region is 1-40 lower-case letters, digits and hyphens.'),
      )
      .max(20, 'At most 20 regions.')
      .default([]),
    corpIds: z
      .array(z.string().regex(/^\d{4}$/, 'A corp id is 4 digits.'))
      .max(50, 'At most 50 corps.')
      .default([]),
    link: href.nullable().default(null),
    source: z.string().trim().max(60, 'The source is at most 60 characters.').nullable().default(null),
    primaryMessage: z
      .string()
      .trim()
      .max(200, 'The primary message is at most 200 characters.')
      .nullable()
      .default(null),
    priority: z
      .number()
      .int('The priority is a whole number.')
      .min(1, 'The priority is 1 to 99.')
      .max(99, 'The priority is 1 to 99.')
      .nullable()
      .default(null),
    actionAlert: z.boolean().default(false),
    ctas: z.array(alertCta).max(3, 'At most 3 buttons.').default([]),
    icon: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, 'An icon name is 1-40 lower-case letters, digits and hyphens.')
      .nullable()
      .default(null),
    img: href.nullable().default(null),
    published: z.boolean().default(false),
    /** ms since the epoch; null: now */
    publishAt: time.nullable().default(null),
    /** ms since the epoch; null: never */
    expiresAt: time.nullable().default(null),
  })
  .refine((a) => a.publishAt === null || a.expiresAt === null || a.expiresAt >= a.publishAt, {
    message: 'The expiry cannot be before the publish time.',
    path: ['expiresAt'],
  });
export type OperatorAlertInput = z.input<typeof operatorAlertInput>;

/** An operator's alert with everything stored about it. */
export const operatorAlert = z
  .object({
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    message: z.string().nullable(),
    type: z.enum(ALERT_TYPES).nullable(),
    language: z.enum(ALERT_LANGUAGES),
    regions: z.array(z.string()),
    corpIds: z.array(z.string()),
    link: z.string().nullable(),
    source: z.string().nullable(),
    primaryMessage: z.string().nullable(),
    priority: z.number().int().nullable(),
    actionAlert: z.boolean(),
    ctas: z.array(alertCta),
    icon: z.string().nullable(),
    img: z.string().nullable(),
    published: z.boolean(),
    publishAt: z.number().int(),
    expiresAt: z.number().int().nullable(),
    updatedAt: z.number().int(),
    updatedBy: z.string(),
  })
  .meta({ id: 'OperatorAlert' });
export type OperatorAlert = z.infer<typeof operatorAlert>;

/** Operator alert ids: chosen by the agent, so a script or a second agent can name the alert to update. */
export const alertIdParam = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]{0,63}$/,
    'An alert id is 1-64 lower-case letters, digits and hyphens, starting with a letter or digit.',
  );

export const alertsRoutes = {
  listAlerts: defineRoute({
    method: 'GET',
    path: '/api/alerts',
    summary:
      "Alerts for this page, in drawer order, with the outage link: public alerts when anonymous; the subscriber's targeted and account alerts when signed in. cms_mode=preview (agents, or the preview host) skips the date and language checks",
    area: 'alerts',
    access: 'public',
    query: z.object({
      lang: z.enum(['en', 'es'], { error: 'The language is en or es.' }).default('en'),
      /** seed: cms_mode=preview; any other value means the live view */
      cms_mode: z.string().max(20, 'The mode is too long.').optional(),
    }),
    response: alertsResponse,
  }),
  listOperatorAlerts: defineRoute({
    method: 'GET',
    path: '/api/alerts/admin',
    summary: 'Every operator alert, published or not, newest change first (agents)',
    area: 'alerts',
    access: 'csr',
    response: z.object({ alerts: z.array(operatorAlert) }),
  }),
  saveOperatorAlert: defineRoute({
    method: 'PUT',
    path: '/api/alerts/admin',
    summary: 'Create or replace the operator alert named by id; published=false unpublishes it (agents)',
    area: 'alerts',
    access: 'csr',
    // The id travels in the body with the alert, not in the path, so a hostile id meets the same
    // validation and error shape as every other field.
    body: z.strictObject({ id: alertIdParam, alert: operatorAlertInput }),
    response: z.object({ alert: operatorAlert, created: z.boolean() }),
  }),
};
