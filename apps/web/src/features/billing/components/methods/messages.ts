import { BankAccountMessages, PaymentMethodMessages } from '@coax/domain';
import { isApiError } from '../../../../lib/api-client.ts';
import type { BillingMessageKey as MessageKey } from '../../i18n/use-billing-t.ts';

/**
 * The domain's (and so the server's) English messages, each with its catalogue key, so a
 * Spanish page shows the same rule in Spanish whether the browser or the server found it.
 */
const KEYS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [PaymentMethodMessages.nameRequired, 'billingMethods.msg.nameRequired'],
  [PaymentMethodMessages.nameInvalid, 'billingMethods.msg.nameInvalid'],
  [PaymentMethodMessages.cardNumber, 'billingMethods.msg.cardNumber'],
  [PaymentMethodMessages.nicknameRequired, 'billingMethods.msg.nicknameRequired'],
  [PaymentMethodMessages.nicknameTooLong, 'billingMethods.msg.nicknameTooLong'],
  [PaymentMethodMessages.nicknameInvalid, 'billingMethods.msg.nicknameInvalid'],
  [PaymentMethodMessages.expMonth, 'billingMethods.msg.expMonth'],
  [PaymentMethodMessages.expYear, 'billingMethods.msg.expYear'],
  [PaymentMethodMessages.expPast, 'billingMethods.msg.expPast'],
  [PaymentMethodMessages.address, 'billingMethods.msg.address'],
  [PaymentMethodMessages.addressTooLong, 'billingMethods.msg.addressTooLong'],
  [PaymentMethodMessages.city, 'billingMethods.msg.city'],
  [PaymentMethodMessages.state, 'billingMethods.msg.state'],
  [PaymentMethodMessages.zip, 'billingMethods.msg.zip'],
  [BankAccountMessages.routingNumber, 'billingMethods.msg.routingNumber'],
  [BankAccountMessages.accountNumber, 'billingMethods.msg.accountNumber'],
  ['You already have a payment method with this nickname.', 'billingMethods.msg.nicknameTaken'],
  ['The card issuer declined this card.', 'billingMethods.msg.cardDeclined'],
  ['The bank declined this account.', 'billingMethods.msg.bankDeclined'],
  ['Choose another saved payment method.', 'billingMethods.msg.moveTo'],
]);

export function messageKeyFor(message: string): MessageKey | undefined {
  return KEYS.get(message);
}

/** Field messages from a refused save: `body.cardNumber` -> { cardNumber: message }. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.body?.error.issues) return {};
  const out: Record<string, string> = {};
  for (const issue of error.body.error.issues) {
    const field = issue.path.replace(/^body\./, '');
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}
