import { seedReason } from '@coax/contract';
import { hasErrors, type FormErrors } from '@coax/domain';
import { errors, issue } from '../../../platform/errors.ts';

/** A form's errors as the 400 every client gets: the first message, and each field's under `body.<field>`. */
export function refuseInvalid<F extends string>(
  errs: FormErrors<F>,
  pathOf: (field: F) => string = (f) => `body.${f}`,
): void {
  if (!hasErrors(errs)) return;
  const issues = (Object.entries(errs) as [F, string | undefined][]).flatMap(([field, message]) =>
    message ? [issue(pathOf(field), seedReason(message) ?? 'input.invalid', message)] : [],
  );
  const first = issues[0];
  throw errors.badRequest(
    first?.reason ?? 'input.invalid',
    first ? first.message : 'Please check the form.',
    issues,
  );
}

export const MethodErrors = {
  nicknameTaken: (nickname: string) =>
    errors.conflict(
      'payment-method.nickname.taken',
      `You already have a payment method named "${nickname}". Please enter a different nickname.`,
      [
        issue(
          'body.nickname',
          'payment-method.nickname.taken',
          'You already have a payment method with this nickname.',
        ),
      ],
    ),
  notFound: () =>
    errors.notFound(
      'payment-method.not-found',
      'This payment method was not found. It may have been deleted.',
    ),
  cardDeclined: () =>
    errors.badRequest(
      'payment-method.card-declined',
      'This card could not be added: the card issuer declined it. Please use another card.',
      [issue('body.cardNumber', 'payment-method.card-declined', 'The card issuer declined this card.')],
    ),
  bankDeclined: () =>
    errors.badRequest(
      'payment-method.bank-declined',
      'This bank account could not be added: the bank declined it. Please check the numbers or use another account.',
      [issue('body.bankAccount', 'payment-method.bank-declined', 'The bank declined this account.')],
    ),
  /** the processor did not answer: the seed's default failure, and nothing was saved */
  gatewayDown: () => errors.unavailable('payment-method.gateway-down'),
  noMoveTarget: () =>
    errors.badRequest(
      'payment-method.move-to.required',
      'Choose another saved payment method, one that has not expired, to move the payments to.',
      [issue('body.moveTo', 'payment-method.move-to.required', 'Choose another saved payment method.')],
    ),
};
