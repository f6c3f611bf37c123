/**
 * Bill pay's fixed lists (seed 002 §3, §9), each written once: the contract's enums, the tables'
 * column types and the services all read these.
 */

/** A payment's life: scheduled, then processing, then posted, declined or failed; or cancelled. */
export const PAYMENT_STATUSES = [
  'scheduled',
  'processing',
  'posted',
  'declined',
  'failed',
  'cancelled',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A declined or failed attempt moved no money, so it has no confirmation number to quote (issue 23
 * item 7): the activity list says "Declined" and shows none.
 */
export const paymentHasConfirmation = (status: PaymentStatus): boolean =>
  status !== 'declined' && status !== 'failed';

/** A one-time payment the person made, or one an autopay enrolment made for a cycle. */
export const PAYMENT_KINDS = ['one_time', 'autopay'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Seed 002 §3 payType: a credit card (CC) or a bank account (BA). */
export const PAY_TYPES = ['CC', 'BA'] as const;
export type PayType = (typeof PAY_TYPES)[number];

/** Seed 002 §3 methodType: C (credit) or D (debit). */
export const METHOD_TYPES = ['C', 'D'] as const;
export type MethodType = (typeof METHOD_TYPES)[number];
