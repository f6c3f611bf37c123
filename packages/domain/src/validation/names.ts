/**
 * First and last name rules of seed 000 §5. The live check runs as the user types; the
 * strict check runs before the form is sent (and again on the server).
 */
import { FIRST_NAME_MAX_LENGTH, LAST_NAME_MAX_LENGTH } from '../constants.ts';
import { FIELD_OK, fieldError, type FieldCheck } from './field-check.ts';

export const NameMessages = {
  /** Seed 000 §5 hint, verbatim. */
  invalidChars: 'Contains invalid characters',
  /** Seed 000 §5 hint, verbatim; an empty (required) name is "too short". */
  tooShort: 'Input is too short',
  /** Written for Coax in the seed's style: the seed gives the limits but no text for them. */
  tooLong: 'Input is too long',
} as const;

export type NameField = 'firstName' | 'lastName';
export type NameErrorCode = keyof typeof NameMessages;

const NAME_MAX_LENGTH: Readonly<Record<NameField, number>> = {
  firstName: FIRST_NAME_MAX_LENGTH,
  lastName: LAST_NAME_MAX_LENGTH,
};

/** Seed 000 §5: the live check disallows dot, underscore and hyphen. */
const LIVE_DISALLOWED = /[._-]/;
/** "ASCII only": printable ASCII; control characters have no place in a name. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Live check while typing: required, and no dot, underscore or hyphen. */
export function checkNameLive(value: string): FieldCheck<NameErrorCode> {
  if (value.trim() === '') return fieldError('tooShort', NameMessages.tooShort);
  if (LIVE_DISALLOWED.test(value)) return fieldError('invalidChars', NameMessages.invalidChars);
  return FIELD_OK;
}

/**
 * Strict check before sending: the live rules, printable ASCII only, and at most 15 characters
 * for a first name or 25 for a last name.
 */
export function checkNameStrict(value: string, field: NameField): FieldCheck<NameErrorCode> {
  const live = checkNameLive(value);
  if (!live.ok) return live;
  if (!PRINTABLE_ASCII.test(value)) return fieldError('invalidChars', NameMessages.invalidChars);
  if (value.length > NAME_MAX_LENGTH[field]) return fieldError('tooLong', NameMessages.tooLong);
  return FIELD_OK;
}
