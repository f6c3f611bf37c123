/**
 * Phone number rules of seed 000 §5: parentheses, hyphens and spaces are stripped; what is
 * left must be 10 digits whose value lies between 2000000000 and 9999999999.
 */
import { PHONE_DIGITS, PHONE_MAX_VALUE, PHONE_MIN_VALUE } from '../constants.ts';
import { FIELD_OK, fieldError, type FieldCheck } from './field-check.ts';

export const PhoneMessages = {
  /** Written for Coax: the seed gives the rule, not its text. */
  invalid: `Please enter a valid ${PHONE_DIGITS}-digit phone number.`,
} as const;

/** characters: something other than digits is left; length: not 10 digits; range: starts with 0 or 1. */
export type PhoneErrorCode = 'characters' | 'length' | 'range';

/** Removes the punctuation people type in phone numbers: parentheses, hyphens and spaces. */
export function stripPhone(raw: string): string {
  return raw.replace(/[()\- ]/g, '');
}

/** Checks a phone number as typed; "(516) 555-0100" and "516 555 0100" are the same number. */
export function validatePhone(raw: string): FieldCheck<PhoneErrorCode> {
  const digits = stripPhone(raw);
  if (!/^\d*$/.test(digits)) return fieldError('characters', PhoneMessages.invalid);
  if (digits.length !== PHONE_DIGITS) return fieldError('length', PhoneMessages.invalid);
  const value = Number(digits);
  if (value < PHONE_MIN_VALUE || value > PHONE_MAX_VALUE) return fieldError('range', PhoneMessages.invalid);
  return FIELD_OK;
}

/**
 * Seed 000 §5 display 'ddd ddd-dddd'. Anything that is not a valid number comes back as typed,
 * so the user's input is never rewritten into something else.
 */
export function formatPhone(raw: string): string {
  if (!validatePhone(raw).ok) return raw;
  const digits = stripPhone(raw);
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
