import { z } from 'zod';
import { defineRoute } from './route.ts';
import { sessionState } from './session.ts';

export const subscriberMatch = z
  .object({
    id: z.string(),
    accountNumber: z.string(),
    primary: z.boolean(),
    biz: z.boolean(),
  })
  .meta({ id: 'SubscriberMatch' });

export const auditEntry = z
  .object({
    at: z.string(),
    agentId: z.string(),
    subjectId: z.string(),
    accountNumber: z.string(),
    action: z.string(),
    status: z.number().int(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

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
    summary: 'Stop acting for the subscriber',
    area: 'csr',
    access: 'csr',
    response: sessionState,
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/api/csr/audit',
    summary: "The audit log of agents' actions, newest first",
    area: 'csr',
    access: 'csr',
    query: z.object({
      subjectId: z.string().trim().max(64).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    response: z.object({ entries: z.array(auditEntry) }),
  }),
};
