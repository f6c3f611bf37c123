import type { Reason } from '@coax/contract';
import type { AmountErrorCode } from '@coax/domain';
import type { BillingMessageKey as MessageKey } from '../../i18n/use-billing-t.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { fallbackKey, reasonKey, type ReasonKeys } from '../../../../lib/refusal.ts';

/** The catalogue key for an amount rule that failed (seed 002 §5 messages, in both languages). */
export const amountErrorKey = (code: AmountErrorCode | 'moreThanDue'): MessageKey =>
  `billingPayments.amount.${code}`;

/** The payment refusals the pages word themselves, by the server's reason id (seed 002 §5 messages). */
const REASON_KEYS: ReasonKeys<MessageKey> = {
  'payment.amount.required': 'billingPayments.amount.required',
  'payment.amount.format': 'billingPayments.amount.format',
  'payment.amount.under-min': 'billingPayments.amount.min',
  'payment.amount.over-max': 'billingPayments.amount.max',
  'payment.amount.more-than-due': 'billingPayments.amount.moreThanDue',
  'payment.date.format': 'billingPayments.date.format',
  'payment.date.too-late': 'billingPayments.date.tooLate',
  'payment.date.not-future': 'billingPayments.date.notFuture',
  'payment.card-expired': 'billingPayments.form.cardExpired',
  'payment.method.not-found': 'billingPayments.form.methodNotFound',
  'payment.not-changeable': 'billingPayments.activity.notChangeable',
  'payment.nothing-to-change': 'billingPayments.activity.nothingChanged',
  'autopay.exists': 'billingPayments.autopay.exists',
  'autopay.payment.invalid': 'billingPayments.autopay.paymentInvalid',
  'autopay.payment.incorrect-values': 'billingPayments.autopay.incorrectValues',
  'payment.declined': 'billingPayments.form.declined',
  'payment.declined.insufficient-funds': 'billingPayments.form.insufficientFunds',
  'payment.account-changed': 'billingPayments.form.accountChanged',
};

/** The words for a declined payment's reason (a 200 answer, not a refusal). */
export function declineKey(reason: Reason | undefined): MessageKey {
  return (reason && REASON_KEYS[reason]) ?? 'billingPayments.form.declined';
}

/**
 * What to tell the person about a failed call: a rule the server applied, in their language; a
 * lost connection or a duplicate still running, as such; a 5xx, the seed's default; any other
 * refusal, the generic message for its status.
 */
export function failureKey(error: unknown): MessageKey {
  if (isApiError(error, 'NETWORK')) return 'billingPayments.form.network';
  if (isApiError(error, 'IDEMPOTENCY_IN_PROGRESS')) return 'billingPayments.form.inProgress';
  return reasonKey(error, REASON_KEYS) ?? fallbackKey(error);
}

/** A retry with the same key is safe and may succeed: the request never got an answer, or the processor failed. */
export function isRetryable(error: unknown): boolean {
  return (
    isApiError(error, 'NETWORK') ||
    isApiError(error, 'IDEMPOTENCY_IN_PROGRESS') ||
    (isApiError(error) && error.status >= 500) ||
    !isApiError(error)
  );
}
