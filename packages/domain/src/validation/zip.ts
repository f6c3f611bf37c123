/** ZIP code rules of seed 000 §5: digits only, at most 5 while typing, exactly 5 when sent. */
import { ZIP_LENGTH } from '../constants.ts';
import { FIELD_OK, fieldError, type FieldCheck } from './field-check.ts';

export const ZipMessages = {
  /** Seed 000 §5 hint, verbatim. */
  numbersOnly: 'Numbers only',
  /** Seed 000 §5 hint, verbatim. */
  limit: `${ZIP_LENGTH} number limit`,
  /** Seed 002 §5's text for a ZIP that is not exactly 5 digits, reused for the strict check. */
  invalid: 'Please enter a valid zip code',
} as const;

export type ZipErrorCode = 'numbersOnly' | 'limit' | 'invalid';

const DIGITS = /^\d*$/;

/** Live check while typing: an empty or partial ZIP is fine; letters and a sixth digit are not. */
export function checkZipLive(value: string): FieldCheck<ZipErrorCode> {
  if (!DIGITS.test(value)) return fieldError('numbersOnly', ZipMessages.numbersOnly);
  if (value.length > ZIP_LENGTH) return fieldError('limit', ZipMessages.limit);
  return FIELD_OK;
}

/** Strict check before sending: exactly 5 digits. */
export function checkZipStrict(value: string): FieldCheck<ZipErrorCode> {
  const live = checkZipLive(value);
  if (!live.ok) return live;
  if (value.length !== ZIP_LENGTH) return fieldError('invalid', ZipMessages.invalid);
  return FIELD_OK;
}
