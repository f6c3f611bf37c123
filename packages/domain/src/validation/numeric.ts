/**
 * Numeric-only fields of seed 000 §5: non-digits are stripped as typed, and the minimum and
 * maximum length come from the field's attributes.
 */
import { FIELD_OK, fieldError, type FieldCheck } from './field-check.ts';

/** A numeric field's length limits, as read from its minlength and maxlength attributes. */
export interface NumericLengthLimits {
  minLength?: number | undefined;
  maxLength?: number | undefined;
}

export type NumericErrorCode = 'minlength' | 'maxlength';

/** Written for Coax: the seed gives the rule, not its texts. Each names the field's limit. */
export const NumericMessages = {
  minlength: (minLength: number) => `Please enter at least ${minLength} digits.`,
  maxlength: (maxLength: number) => `Please enter no more than ${maxLength} digits.`,
} as const;

/** Keeps only the digits 0-9. */
export function stripNonDigits(raw: string): string {
  return raw.replace(/\D/g, '');
}

/**
 * Reads a length attribute as the DOM hands it over (a string or nothing). Anything that is not
 * a whole number of 0 or more means "no limit", as browsers treat an invalid maxlength.
 */
export function parseLengthAttribute(attribute: string | null | undefined): number | undefined {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: the pattern refuses null and undefined too ('null', 'undefined')
  if (attribute === null || attribute === undefined || !/^\s*\d+\s*$/.test(attribute)) return undefined;
  return Number(attribute);
}

/** What a numeric field keeps of the typed text: its digits, cut at the maximum length. */
export function numericInput(raw: string, limits: NumericLengthLimits = {}): string {
  const digits = stripNonDigits(raw);
  // Stryker disable next-line ConditionalExpression: slice(0, undefined) keeps every digit
  return limits.maxLength === undefined ? digits : digits.slice(0, limits.maxLength);
}

/** Checks the digits of a numeric field against its attribute limits. */
export function validateNumericLength(
  raw: string,
  limits: NumericLengthLimits,
): FieldCheck<NumericErrorCode> {
  const digits = stripNonDigits(raw);
  // Stryker disable next-line ConditionalExpression: a comparison with undefined is false
  if (limits.minLength !== undefined && digits.length < limits.minLength) {
    return fieldError('minlength', NumericMessages.minlength(limits.minLength));
  }
  // Stryker disable next-line ConditionalExpression: a comparison with undefined is false
  if (limits.maxLength !== undefined && digits.length > limits.maxLength) {
    return fieldError('maxlength', NumericMessages.maxlength(limits.maxLength));
  }
  return FIELD_OK;
}
