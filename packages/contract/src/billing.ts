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
    // The bill widget's fields (seed 000 §3, §4; seed 002 §3), kept in account_billing_status.
    /** the balance on the last statement */
    statementBalance: z.number().int().describe('cents'),
    nextStatementDate: z.string().nullable(),
    /** the last payment received: YYYY-MM-DD and cents; null when none is on record */
    recentPayDate: z.string().nullable(),
    recentPayAmount: z.number().int().nullable().describe('cents'),
    hasAutoPay: z.boolean(),
    hasScheduledPayment: z.boolean(),
    defaultPmNickname: z.string().nullable(),
    /** the past-due amount including pay-per-view charges */
    pastDueAmountWithPpv: z.number().int().describe('cents'),
    /** written off */
    wrt: z.boolean(),
    /** pay-per-view purchases blocked for non-payment */
    ppvInhibit: z.boolean(),
    /** service is due to be interrupted for non-payment from deAuthStartDate */
    preDeAuth: z.boolean(),
    /** service is suspended for non-payment */
    deAuth: z.boolean(),
    deAuthStartDate: z.string().nullable(),
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
