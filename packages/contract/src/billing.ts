import { z } from 'zod';
import { defineRoute } from './route.ts';

/**
 * The bill-pay summary (seed 000 §3 Billing summary, seed 002 bpGlobal). This first cut carries
 * the balance fields the account table holds; the bill pay area extends it.
 */
export const billingSummary = z
  .object({
    status: z.object({ statusCode: z.number().int(), statusDesc: z.string() }),
    accountNumber: z.string(),
    amountDue: z.number().int().describe('cents'),
    currentBalance: z.number().int().describe('cents'),
    dueDate: z.string().nullable(),
    dueDays: z.number().int().nullable(),
    systemDate: z.string(),
    pastDue: z.enum(['', '30', '60']),
    pastDueAmount: z.number().int().describe('cents'),
    csrId: z.string().nullable(),
  })
  .meta({ id: 'BillingSummary' });
export type BillingSummary = z.infer<typeof billingSummary>;

export const billingRoutes = {
  summary: defineRoute({
    method: 'GET',
    path: '/api/billing/summary',
    summary: "The signed-in account's balance and due date (global billpay)",
    area: 'billing',
    access: 'billpay',
    recentAuth: true,
    response: billingSummary,
  }),
};
