import { z } from 'zod';
import { ARRANGEMENT_STATUSES } from '@coax/domain';
import { defineRoute } from './route.ts';

/** Where a payment by post goes (seed 002 §3 payByMail); from configuration. */
export const payByMailAddress = z
  .object({
    name: z.string(),
    addrLine1: z.string(),
    addrLine2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  })
  .meta({ id: 'PayByMailAddress' });
export type PayByMailAddress = z.infer<typeof payByMailAddress>;

/**
 * The bill-pay summary (seed 000 §3 Billing summary, seed 002 §3 bpGlobal). Balances come from
 * the account; autopay, scheduled and recent payments, the default method and card expiry are
 * derived from the payment tables; the statement fields from the latest statement.
 */
export const billingSummary = z
  .object({
    /** seed 002 §4: success is statusCode 0; otherwise statusDesc says why */
    status: z.object({ statusCode: z.number().int(), statusDesc: z.string(), canAccessBillPay: z.boolean() }),
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
    /** the next scheduled payment (one-time or autopay not yet posted); null when none */
    scheduledPayDate: z.string().nullable(),
    scheduledPayAmount: z.number().int().nullable().describe('cents'),
    scheduledPayNickname: z.string().nullable(),
    defaultPmNickname: z.string().nullable(),
    /** the default or autopay card expires at the end of this month */
    creditCardExpiring: z.boolean(),
    /** the default or autopay card has expired */
    creditCardExpired: z.boolean(),
    payByMail: payByMailAddress,
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
    /**
     * the payment arrangement in place, or one a missed instalment cancelled in the last 30 days
     * (issue 20 item 4); null otherwise. The next instalment is null once none is left to pay.
     */
    arrangement: z
      .object({
        status: z.enum(ARRANGEMENT_STATUSES),
        nextPayDate: z.string().nullable(),
        nextAmount: z.number().int().nullable().describe('cents'),
      })
      .nullable(),
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
