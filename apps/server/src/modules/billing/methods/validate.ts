import { hasErrors, type FormErrors } from '@coax/domain';
import { AppError, errors } from '../../../platform/errors.ts';

/** A form's errors as the 400 every client gets: the first message, and each field's under `body.<field>`. */
export function refuseInvalid<F extends string>(
  errs: FormErrors<F>,
  pathOf: (field: F) => string = (f) => `body.${f}`,
): void {
  if (!hasErrors(errs)) return;
  const issues = (Object.entries(errs) as [F, string | undefined][]).flatMap(([field, message]) =>
    message ? [{ path: pathOf(field), message }] : [],
  );
  const first = issues[0];
  throw errors.badRequest(first ? first.message : 'Please check the form.', issues);
}

export const MethodErrors = {
  nicknameTaken: (nickname: string) =>
    new AppError(
      409,
      'CONFLICT',
      `You already have a payment method named "${nickname}". Please enter a different nickname.`,
      {
        issues: [{ path: 'body.nickname', message: 'You already have a payment method with this nickname.' }],
      },
    ),
  notFound: () => errors.notFound('This payment method was not found. It may have been deleted.'),
  cardDeclined: () =>
    new AppError(
      400,
      'BAD_REQUEST',
      'This card could not be added: the card issuer declined it. Please use another card.',
      {
        issues: [{ path: 'body.cardNumber', message: 'The card issuer declined this card.' }],
      },
    ),
  bankDeclined: () =>
    new AppError(
      400,
      'BAD_REQUEST',
      'This bank account could not be added: the bank declined it. Please check the numbers or use another account.',
      {
        issues: [{ path: 'body.bankAccount', message: 'The bank declined this account.' }],
      },
    ),
  /** the processor did not answer: the seed's default failure, and nothing was saved */
  gatewayDown: () => new AppError(503, 'INTERNAL', errors.internal().message),
  noMoveTarget: () =>
    errors.badRequest(
      'Choose another saved payment method, one that has not expired, to move the payments to.',
      [{ path: 'body.moveTo', message: 'Choose another saved payment method.' }],
    ),
};
