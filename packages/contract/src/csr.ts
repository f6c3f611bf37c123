import { z } from 'zod';
import {
  AUDIT_ACTOR_ROLES,
  AUDIT_DEFAULT_VIEW,
  AUDIT_KINDS,
  AUDIT_PAGE_MAX,
  AUDIT_PAGE_SIZE,
  AUDIT_VIEWS,
  isIsoDay,
} from '@coax/domain';
import { defineRoute } from './route.ts';
import { sessionState } from './session.ts';

export const subscriberMatch = z
  .object({
    id: z.string(),
    accountNumber: z.string(),
    primary: z.boolean(),
    biz: z.boolean(),
    /** strangers' wrong passwords have banned this id from sign-in (the subscriber's own browsers still sign in) */
    signInBanned: z.boolean(),
    /** seed 000: the account's corp is one of the special-region codes (the code itself is not shown) */
    specialRegion: z.boolean(),
  })
  .meta({ id: 'SubscriberMatch' });

export const auditEntry = z
  .object({
    at: z.string(),
    /** who did it: the agent's id, the subscriber's own id, or 'system' for the job runner */
    actorId: z.string(),
    actorRole: z.enum(AUDIT_ACTOR_ROLES),
    /** whose account it touched */
    subjectId: z.string(),
    accountNumber: z.string(),
    kind: z.enum(AUDIT_KINDS),
    /** 'GET /api/…' for a call made while acting, 'billing.payment.made' for a money movement, … */
    action: z.string(),
    status: z.number().int(),
    /** a word or two (amount, payment id); never a card or bank account number */
    detail: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

/** A user id as typed in a filter: compared without regard to case. */
const idFilter = z.string().trim().toLowerCase().max(64).optional();
const dayFilter = z
  .string()
  .refine(isIsoDay, 'Enter a date as YYYY-MM-DD.')
  .optional()
  .describe('YYYY-MM-DD, UTC, inclusive');

/** The log's filters and page (issue 23 item 4); newest first, in a stable order. */
export const auditQuery = z.object({
  /** the actor: an agent's id (or a subscriber's, for their own actions) */
  actorId: idFilter,
  subjectId: idFilter,
  kind: z.enum(AUDIT_VIEWS).default(AUDIT_DEFAULT_VIEW),
  from: dayFilter,
  to: dayFilter,
  /** the nextCursor of the page before */
  cursor: z
    .string()
    .regex(/^\d{1,15}\.\d{1,15}$/, 'Start again from the first page.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditPage = z
  .object({
    entries: z.array(auditEntry),
    /** the cursor of the next (older) page; null on the last page */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPage>;

export const csrRoutes = {
  lookup: defineRoute({
    method: 'GET',
    path: '/api/csr/subscribers',
    summary: 'Find subscribers by account number or id',
    area: 'csr',
    access: 'csr',
    query: z.object({
      q: z
        .string()
        .trim()
        .min(2, 'Enter at least 2 characters of an account number or id.')
        .max(64, 'The search is too long.'),
    }),
    response: z.object({ matches: z.array(subscriberMatch) }),
  }),
  actFor: defineRoute({
    method: 'POST',
    path: '/api/csr/act-for',
    summary: "Act on a subscriber's behalf; every call from now on is audited",
    area: 'csr',
    access: 'csr',
    body: z.object({ id: z.string().trim().min(1, 'Choose a subscriber.').max(64) }),
    response: sessionState,
  }),
  release: defineRoute({
    method: 'POST',
    path: '/api/csr/release',
    summary: 'Stop acting for the subscriber (audited as the acting session ending)',
    area: 'csr',
    access: 'csr',
    response: sessionState,
  }),
  liftSignInBan: defineRoute({
    method: 'POST',
    path: '/api/csr/sign-in-ban/lift',
    summary: "Lift the sign-in ban strangers' wrong passwords put on a subscriber's id (audited)",
    area: 'csr',
    access: 'csr',
    body: z.object({ id: z.string().trim().min(1, 'Choose a subscriber.').max(64) }),
    response: z.object({ lifted: z.boolean() }),
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/api/csr/audit',
    summary: 'The audit log, newest first: changes and acting sessions unless another kind is asked for',
    area: 'csr',
    access: 'csr',
    query: auditQuery,
    response: auditPage,
  }),
};
