/**
 * Account number rules of seed 000 §5: digits and hyphens only; 12 digits masked 4-6-2, or
 * 13 digits masked 5-6-2 when the number starts with 0.
 */
import { ACCOUNT_NUMBER_MASK, ACCOUNT_NUMBER_MASK_LEADING_ZERO } from '../constants.ts';
import { FIELD_OK, fieldError, type FieldCheck } from './field-check.ts';

/** The error keys the seed names: minlength, maxlength, alphanumeric. */
export type AccountNumberErrorCode = 'minlength' | 'maxlength' | 'alphanumeric';

export const AccountNumberMessages: Readonly<Record<AccountNumberErrorCode, string>> = {
  /** Written for Coax: the seed names the errors, not their texts. */
  minlength: 'Your account number is too short.',
  maxlength: 'Your account number is too long.',
  alphanumeric: 'Your account number can contain only numbers.',
};

/** The mask for the digits typed so far: 5-6-2 when they start with 0, else 4-6-2. */
export function accountNumberMask(digits: string): readonly number[] {
  return digits.startsWith('0') ? ACCOUNT_NUMBER_MASK_LEADING_ZERO : ACCOUNT_NUMBER_MASK;
}

/** How many digits the account number must have: 12, or 13 when it starts with 0. */
export function accountNumberLength(digits: string): number {
  return accountNumberMask(digits).reduce((sum, group) => sum + group, 0);
}

/** Checks an account number as typed, hyphens or not. */
export function validateAccountNumber(raw: string): FieldCheck<AccountNumberErrorCode> {
  if (!/^[\d-]*$/.test(raw)) return fieldError('alphanumeric', AccountNumberMessages.alphanumeric);
  const digits = raw.replace(/-/g, '');
  const length = accountNumberLength(digits);
  if (digits.length < length) return fieldError('minlength', AccountNumberMessages.minlength);
  if (digits.length > length) return fieldError('maxlength', AccountNumberMessages.maxlength);
  return FIELD_OK;
}

/**
 * Applies the mask to whatever digits have been typed ("1234567" -> "1234-567"), dropping
 * anything that is not a digit and any digit past the mask, as a masked input field does.
 */
export function formatAccountNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const groups: string[] = [];
  let at = 0;
  for (const size of accountNumberMask(digits)) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join('-');
}
