import { AmountMessages, PaymentDateMessages, PaymentMessages, type AmountErrorCode } from '@coax/domain';
import { isApiError } from '../../../../lib/api-client.ts';
import type { BillingMessageKey as MessageKey } from '../../i18n/use-billing-t.ts';

/** The catalogue key for an amount rule that failed (seed 002 §5 messages, in both languages). */
export const amountErrorKey = (code: AmountErrorCode | 'moreThanDue'): MessageKey =>
  `billingPayments.amount.${code}`;

/** The server's English texts for payment rules, and the keys people read them in. */
const SERVER_TEXT: ReadonlyArray<[string, MessageKey]> = [
  [AmountMessages.required, 'billingPayments.amount.required'],
  [AmountMessages.format, 'billingPayments.amount.format'],
  [AmountMessages.min, 'billingPayments.amount.min'],
  [AmountMessages.max, 'billingPayments.amount.max'],
  [AmountMessages.moreThanDue, 'billingPayments.amount.moreThanDue'],
  [PaymentDateMessages.format, 'billingPayments.date.format'],
  [PaymentDateMessages.tooLate, 'billingPayments.date.tooLate'],
  [PaymentDateMessages.notFuture, 'billingPayments.date.notFuture'],
  [PaymentMessages.cardExpired, 'billingPayments.form.cardExpired'],
  [PaymentMessages.methodNotFound, 'billingPayments.form.methodNotFound'],
  [PaymentMessages.notChangeable, 'billingPayments.activity.notChangeable'],
  [PaymentMessages.nothingToChange, 'billingPayments.activity.nothingChanged'],
  [PaymentMessages.autopayExists, 'billingPayments.autopay.exists'],
];

/**
 * What to tell the person about a failed call: a rule the server applied, in their language; a
 * lost connection or a duplicate still running, as such; anything else, the seed's default.
 */
export function failureKey(error: unknown): MessageKey {
  if (isApiError(error, 'NETWORK')) return 'billingPayments.form.network';
  if (isApiError(error, 'IDEMPOTENCY_IN_PROGRESS')) return 'billingPayments.form.inProgress';
  if (isApiError(error) && error.status < 500) {
    const text = error.message.replace(/^body\.\w+: /, '');
    const hit = SERVER_TEXT.find(([message]) => text.includes(message));
    if (hit) return hit[1];
  }
  return 'common.technicalDifficulties';
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
