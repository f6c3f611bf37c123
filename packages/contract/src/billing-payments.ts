import { z } from 'zod';
import {
  AmountMessages,
  AUTOPAY_AMOUNT_TYPES,
  AUTOPAY_DATE_TYPES,
  AutopayMessages,
  isIsoDay,
  PAY_NOW,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  PaymentDateMessages,
} from '@coax/domain';
import type { Reason } from './reasons.ts';
import { autopayScheduleFields, paymentAmountCents as amountCents } from './billing-autopay-fields.ts';
import { defineRoute } from './route.ts';

/** A declined payment is answered (200), not refused: its reason rides on the result. */
export const PAYMENT_DECLINE_REASONS = [
  'payment.declined',
  'payment.declined.insufficient-funds',
] as const satisfies readonly Reason[];

/** Ids of payments and methods: opaque text the server made; bounded so a hostile value stops here. */
const ref = z.string().min(1).max(64);
const isoDay = z.string().refine(isIsoDay, PaymentDateMessages.format);

export const paymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** A payment, one-time or autopay (seed 002 §3 Scheduled one-time payment, plus its outcome). */
export const payment = z
  .object({
    /** paymentID: the internal id, also the gateway reference; never shown to the person */
    paymentId: z.string(),
    /**
     * what the person quotes: ten characters of an unambiguous alphabet, unique, shown in two
     * groups of five (domain formatConfirmationCode); null for a declined or failed attempt, which
     * moved no money (domain paymentHasConfirmation)
     */
    confirmationCode: z.string().nullable(),
    payDate: z.string(),
    payAmount: z.number().int().describe('cents'),
    /** the method's nickname (payNickname) */
    payNickname: z.string(),
    methodId: z.string(),
    status: paymentStatus,
    kind: z.enum(PAYMENT_KINDS),
    /** when it was posted (ms), for history */
    postedAt: z.number().int().nullable(),
    /** the agent who made or changed it, when one did */
    csrId: z.string().nullable(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof payment>;

export const makePaymentBody = z.object({
  methodId: ref,
  amountCents,
  /** seed 002 §4: 'now', or a day; on or before the system date pays immediately, later schedules */
  payDate: z.union([z.literal(PAY_NOW), isoDay]),
  /**
   * The account the person saw on the form. When it is no longer the one bill pay works on (the
   * account was switched in another tab), the payment is refused rather than made elsewhere.
   */
  accountNumber: z
    .string()
    .regex(/^[\d-]{1,20}$/)
    .optional()
    .describe('digits, with or without the display hyphens'),
});
export type MakePaymentBody = z.infer<typeof makePaymentBody>;

/** The outcome of a payment request: the payment as it now stands and a message for the person. */
export const paymentResult = z
  .object({
    payment,
    /** 'Completed successfully.', the decline's reason, or that it is still being confirmed */
    message: z.string(),
    /** why a payment was declined (a reason id, reasons.ts); absent otherwise */
    reason: z.enum(PAYMENT_DECLINE_REASONS).optional(),
    csrId: z.string().nullable(),
  })
  .meta({ id: 'PaymentResult' });
export type PaymentResult = z.infer<typeof paymentResult>;

export const paymentListQuery = z.object({ view: z.enum(['scheduled', 'history']).default('scheduled') });
export const paymentList = z.object({ payments: z.array(payment) }).meta({ id: 'PaymentList' });
export type PaymentList = z.infer<typeof paymentList>;

const paymentParams = z.object({ id: ref });

/**
 * Any of the three. The date's format, and that something changes, are checked by the server
 * after it has found the payment among the caller's: a stranger's id gets 404 whatever it sends.
 */
export const updatePaymentBody = z.object({
  methodId: ref.optional(),
  amountCents: amountCents.optional(),
  /** YYYY-MM-DD, after the system date */
  payDate: z.string().min(1).max(10).optional(),
});
export type UpdatePaymentBody = z.infer<typeof updatePaymentBody>;

// Request bodies carry no `meta({ id })`: an id turns the JSON Schema into a $ref, which the
// OpenAPI request body and the attack suites' field walk do not follow.

/** Nothing to send; an empty object keeps every state change a JSON POST. */
export const emptyBody = z.object({}).strict();

// ---------------------------------------------------------------- autopay

const autopayFields = { methodId: ref, ...autopayScheduleFields };

export const autopayBody = z.object(autopayFields).superRefine((b, ctx) => {
  if (b.dateType === 'days_before' && (b.daysInAdvance === undefined || b.daysInAdvance === null)) {
    ctx.addIssue({ code: 'custom', path: ['daysInAdvance'], message: AutopayMessages.daysBefore });
  }
  if (b.dateType === 'day_of_month' && (b.dayOfMonth === undefined || b.dayOfMonth === null)) {
    ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: AutopayMessages.dayOfMonth });
  }
  if (b.amountType === 'cap' && (b.capAmount === undefined || b.capAmount === null)) {
    ctx.addIssue({ code: 'custom', path: ['capAmount'], message: AmountMessages.required });
  }
  if (b.amountType === 'fixed' && (b.fixAmount === undefined || b.fixAmount === null)) {
    ctx.addIssue({ code: 'custom', path: ['fixAmount'], message: AmountMessages.required });
  }
});
export type AutopayBody = z.infer<typeof autopayBody>;

/** The enrolment as the person sees it, with the next run worked out (seed 002 §3 Ebill info fields). */
export const autopayEnrolment = z
  .object({
    methodId: z.string(),
    payMethodName: z.string(),
    dateType: z.enum(AUTOPAY_DATE_TYPES),
    daysInAdvance: z.number().int().nullable(),
    dayOfMonth: z.number().int().nullable(),
    amountType: z.enum(AUTOPAY_AMOUNT_TYPES),
    capAmount: z.number().int().nullable().describe('cents'),
    fixAmount: z.number().int().nullable().describe('cents'),
    /** the next run day and the due date it pays; null without a due date */
    nextRunDate: z.string().nullable(),
    nextCycle: z.string().nullable(),
    /** what the next run would take now, in cents */
    nextAmount: z.number().int().nullable(),
    /** the autopay card will have expired by a run in the next three months */
    cardWillExpire: z.boolean(),
    /** the first run in the next three months by which the card will have expired; null when none */
    cardExpiredBy: z.string().nullable(),
    /** an autopay payment made for a cycle and not yet posted (removeScheduledInd cancels it) */
    pendingPayment: payment.nullable(),
  })
  .meta({ id: 'AutopayEnrolment' });
export type AutopayEnrolment = z.infer<typeof autopayEnrolment>;

export const autopayState = z
  .object({ enrolment: autopayEnrolment.nullable(), csrId: z.string().nullable() })
  .meta({ id: 'AutopayState' });
export type AutopayState = z.infer<typeof autopayState>;

/** seed 002 §7 removeautopayment: cancel the pending autopay payment, end the enrolment, or both. */
export const removeAutopayBody = z.object({
  removeScheduledInd: z.boolean(),
  unregisterAutoPayInd: z.boolean(),
});
export type RemoveAutopayBody = z.infer<typeof removeAutopayBody>;

export const autopayResult = autopayState.extend({ message: z.string() }).meta({ id: 'AutopayResult' });
export type AutopayResult = z.infer<typeof autopayResult>;

export const billingPaymentRoutes = {
  makePayment: defineRoute({
    method: 'POST',
    path: '/api/billing/payments',
    summary: 'Pay now or schedule a one-time payment (submitotpayment)',
    area: 'billing',
    access: 'billpay',
    recentAuth: true,
    idempotent: true,
    body: makePaymentBody,
    response: paymentResult,
  }),
  listPayments: defineRoute({
    method: 'GET',
    path: '/api/billing/payments',
    summary: 'Scheduled payments (scheduledpayments) or payment history (getPaymentHistory)',
    area: 'billing',
    access: 'billpay',
    recentAuth: true,
    query: paymentListQuery,
    response: paymentList,
  }),
  updatePayment: defineRoute({
    method: 'PUT',
    path: '/api/billing/payments/:id',
    summary: 'Change a scheduled payment: amount, date or method (updateotpayment)',
    area: 'billing',
    access: 'billpay',
    recentAuth: true,
    params: paymentParams,
    body: updatePaymentBody,
    response: paymentResult,
  }),
  cancelPayment: defineRoute({
    method: 'POST',
    path: '/api/billing/payments/:id/cancel',
    summary: 'Cancel a scheduled payment (removeotimepayment)',
    area: 'billing',
    access: 'billpay',
    recentAuth: true,
    params: paymentParams,
    body: emptyBody,
    response: paymentResult,
  }),
  getAutopay: defineRoute({
    method: 'GET',
    path: '/api/billing/autopay',
    summary: 'The automatic payment enrolment and its next run',
    area: 'billing',
    access: 'billpay',
    recentAuth: true,
    response: autopayState,
  }),
  setUpAutopay: defineRoute({
    method: 'POST',
    path: '/api/billing/autopay',
    summary: 'Set up automatic payments (createautopayment)',
    area: 'billing',
    access: 'billpay',
    recentAuth: true,
    idempotent: true,
    body: autopayBody,
    response: autopayResult,
  }),
  updateAutopay: defineRoute({
    method: 'PUT',
    path: '/api/billing/autopay',
    summary: 'Change automatic payment settings (updateautopayment)',
    area: 'billing',
    access: 'billpay',
    recentAuth: true,
    body: autopayBody,
    response: autopayResult,
  }),
  removeAutopay: defineRoute({
    method: 'POST',
    path: '/api/billing/autopay/remove',
    summary: 'Cancel the pending autopay payment and/or automatic payments (removeautopayment)',
    area: 'billing',
    access: 'billpay',
    recentAuth: true,
    body: removeAutopayBody,
    response: autopayResult,
  }),
};
