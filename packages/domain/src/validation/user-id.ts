/**
 * User id rules of seed 000 §5: 4-14 characters, word characters plus . - _, no separator
 * at either end and no two separators together. The texts name the operator's brand, which
 * is configuration, so they are built from it.
 */
import { USER_ID_MAX_LENGTH, USER_ID_MIN_LENGTH } from '../constants.ts';
import { FIELD_OK, fieldError, type FieldCheck } from './field-check.ts';

/** The hint and result texts of the user id field (seed 000 §5 "Messages come from configuration"). */
export interface UserIdMessages {
  hint: string;
  tooShort: string;
  tooLong: string;
  beginChars: string;
  invalidChars: string;
  repeatedSeparators: string;
  notAvailable: string;
  success: string;
}

/**
 * Default texts for a brand, in the style the seed shows ("Optimum ID is too short").
 * tooShort, beginChars, notAvailable and success follow the seed's hints; the others are
 * written in the same voice.
 */
export function userIdMessages(brand: string): UserIdMessages {
  const id = `${brand} ID`;
  return {
    hint: `${id} must be ${USER_ID_MIN_LENGTH}-${USER_ID_MAX_LENGTH} characters: letters, numbers, '.', '-' or '_'`,
    tooShort: `${id} is too short`,
    tooLong: `${id} is too long`,
    beginChars: `${id} cannot begin or end with '.', '-' or '_'`,
    invalidChars: `${id} can contain only letters, numbers, '.', '-' or '_'`,
    repeatedSeparators: `${id} cannot have '.', '-' or '_' next to each other`,
    notAvailable: `${id} is not available`,
    success: `${id} is available`,
  };
}

export type UserIdErrorCode = 'invalidChars' | 'beginChars' | 'repeatedSeparators' | 'tooShort' | 'tooLong';

/** ASCII word characters, dot and hyphen (\w already holds the underscore). */
const USER_ID_CHARACTERS = /^[\w.-]*$/;
const SEPARATOR_AT_END = /^[._-]|[._-]$/;
const REPEATED_SEPARATORS = /[._-]{2}/;

/**
 * Checks a user id as typed. Character problems come first (typing more never fixes them),
 * length last, so a user who has typed "jo" sees "too short" only while the rest is fine.
 * Whether the id is taken is the server's answer: show `notAvailable` or `success` for it.
 */
export function validateUserId(id: string, messages: UserIdMessages): FieldCheck<UserIdErrorCode> {
  if (!USER_ID_CHARACTERS.test(id)) return fieldError('invalidChars', messages.invalidChars);
  if (SEPARATOR_AT_END.test(id)) return fieldError('beginChars', messages.beginChars);
  if (REPEATED_SEPARATORS.test(id)) return fieldError('repeatedSeparators', messages.repeatedSeparators);
  if (id.length < USER_ID_MIN_LENGTH) return fieldError('tooShort', messages.tooShort);
  if (id.length > USER_ID_MAX_LENGTH) return fieldError('tooLong', messages.tooLong);
  return FIELD_OK;
}
