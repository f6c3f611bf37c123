import { z } from 'zod';
import { ARRANGEMENT_STATUSES, ArrangementMessages, isIsoDay, PaymentDateMessages } from '@coax/domain';
import { paymentStatus } from './billing-payments.ts';
import { defineRoute } from './route.ts';

/**
 * Payment arrangements (issue 20 item 4): a past-due subscriber splits the past-due amount into two
 * or three dated instalments, each a scheduled payment the posting job makes. An agent acting for
 * the subscriber may set one up; it is audited like every billing change.
 */

const day = z.string().refine(isIsoDay, PaymentDateMessages.format).describe('YYYY-MM-DD');
const cents = z.number().int().describe('cents');
const ref = z.string().min(1).max(64);

export const arrangementInstalment = z
  .object({
    /** 1, 2, 3 */
    seq: z.number().int(),
    paymentId: z.string(),
    payDate: day,
    amount: cents,
    methodId: z.string(),
    payNickname: z.string(),
    status: paymentStatus,
  })
  .meta({ id: 'ArrangementInstalment' });
export type ArrangementInstalment = z.infer<typeof arrangementInstalment>;

export const paymentArrangement = z
  .object({
    id: z.string(),
    status: z.enum(ARRANGEMENT_STATUSES),
    /** the past-due amount it splits */
    total: cents,
    createdAt: z.number().int(),
    /** the agent who set it up, when one did */
    csrId: z.string().nullable(),
    /** when it was completed or cancelled (ms) */
    endedAt: z.number().int().nullable(),
    instalments: z.array(arrangementInstalment).describe('in date order'),
  })
  .meta({ id: 'PaymentArrangement' });
export type PaymentArrangement = z.infer<typeof paymentArrangement>;

/** What the page offers: eligibility, the limits, a first plan, and the arrangement there is. */
export const arrangementOffer = z
  .object({
    eligible: z.boolean(),
    /** why not, when not eligible */
    reason: z
      .enum([
        'arrangement.not-eligible.not-past-due',
        'arrangement.not-eligible.active',
        'arrangement.not-eligible.broken-recently',
      ])
      .nullable(),
    pastDueAmount: cents,
    today: day,
    /** the last day an instalment may fall on */
    lastDay: day,
    maxInstalments: z.number().int(),
    /** a first plan for 2 instalments (and for 3 when allowed); empty when not eligible */
    suggestions: z.array(z.array(z.object({ payDate: day, amount: cents }))),
    /** the active arrangement, or the last one that ended */
    current: paymentArrangement.nullable(),
  })
  .meta({ id: 'ArrangementOffer' });
export type ArrangementOffer = z.infer<typeof arrangementOffer>;

export const createArrangementBody = z.object({
  instalments: z
    .array(z.object({ payDate: day, amountCents: z.number().int(), methodId: ref }))
    .min(2, ArrangementMessages.count)
    .max(3, ArrangementMessages.count),
});
export type CreateArrangementBody = z.infer<typeof createArrangementBody>;

export const billingArrangementRoutes = {
  arrangementOffer: defineRoute({
    method: 'GET',
    path: '/api/billing/arrangement',
    summary: 'Whether the past-due amount may be split, a first plan, and the arrangement in place',
    area: 'billing',
    access: 'billpay',
    recentAuth: true,
    response: arrangementOffer,
  }),
  createArrangement: defineRoute({
    method: 'POST',
    path: '/api/billing/arrangement',
    summary: 'Split the past-due amount into 2 or 3 dated payments (a payment arrangement)',
    area: 'billing',
    access: 'billpay',
    recentAuth: true,
    idempotent: true,
    body: createArrangementBody,
    response: paymentArrangement,
  }),
};
