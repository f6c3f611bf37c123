import { seedReason, type Reason } from '@coax/contract';
import { issuesOf } from '../../../../lib/api-client.ts';
import { fallbackKey, reasonKey, type ReasonKeys } from '../../../../lib/refusal.ts';
import type { BillingMessageKey as MessageKey } from '../../i18n/use-billing-t.ts';

/**
 * Payment method rules, by reason id, with their catalogue keys: a Spanish page shows the same
 * rule in Spanish whether the browser's own check or the server's refusal found it.
 */
const REASON_KEYS: ReasonKeys<MessageKey> = {
  'payment-method.name.required': 'billingMethods.msg.nameRequired',
  'payment-method.name.invalid': 'billingMethods.msg.nameInvalid',
  'payment-method.card-number': 'billingMethods.msg.cardNumber',
  'payment-method.nickname.required': 'billingMethods.msg.nicknameRequired',
  'payment-method.nickname.too-long': 'billingMethods.msg.nicknameTooLong',
  'payment-method.nickname.invalid': 'billingMethods.msg.nicknameInvalid',
  'payment-method.nickname.taken': 'billingMethods.msg.nicknameTaken',
  'payment-method.exp-month': 'billingMethods.msg.expMonth',
  'payment-method.exp-year': 'billingMethods.msg.expYear',
  'payment-method.exp-past': 'billingMethods.msg.expPast',
  'payment-method.address.required': 'billingMethods.msg.address',
  'payment-method.address.too-long': 'billingMethods.msg.addressTooLong',
  'payment-method.city': 'billingMethods.msg.city',
  'payment-method.state': 'billingMethods.msg.state',
  'payment-method.zip': 'billingMethods.msg.zip',
  'payment-method.routing-number': 'billingMethods.msg.routingNumber',
  'payment-method.account-number': 'billingMethods.msg.accountNumber',
  'payment-method.card-declined': 'billingMethods.msg.cardDeclined',
  'payment-method.bank-declined': 'billingMethods.msg.bankDeclined',
  'payment-method.not-found': 'billingMethods.msg.notFound',
  'payment-method.move-to.required': 'billingMethods.msg.moveTo',
};

/**
 * The key for a message from the browser's own check (the domain's FormErrors): its reason comes
 * from the contract's one table of seed messages, so this file holds no wording of its own.
 */
export function messageKeyFor(message: string): MessageKey | undefined {
  const reason = seedReason(message);
  return reason ? REASON_KEYS[reason] : undefined;
}

const keyOfReason = (reason: Reason | undefined): MessageKey =>
  (reason && REASON_KEYS[reason]) ?? 'common.refused.badRequest';

/** The words for a refused call as a whole (no field named), in the page's language. */
export function failureKey(error: unknown): MessageKey {
  return reasonKey(error, REASON_KEYS) ?? fallbackKey(error);
}

/** Field keys from a refused save: `body.cardNumber` -> { cardNumber: key }. */
export function serverFieldErrors(error: unknown): Record<string, MessageKey> {
  const out: Record<string, MessageKey> = {};
  for (const issue of issuesOf(error)) {
    const field = issue.path.replace(/^body\./, '');
    if (!(field in out)) out[field] = keyOfReason(issue.reason);
  }
  return out;
}
