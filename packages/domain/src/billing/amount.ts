/**
 * Payment amounts (seed 002 §5 Currency amounts, Other messages; §9): what a person may type, the
 * limits, and how the field is tidied on blur. Money is integer cents; dollars are only text.
 */
import { FIELD_OK, fieldError, type FieldCheck } from '../validation/field-check.ts';

/** Seed 002 §9: "Currency amount: at least 1 ... Minimum payment $1." */
export const PAYMENT_MIN_CENTS = 100;
/**
 * Seed 002 §5: "the value must be at least 1 and below 10000": $10,000.00 itself is refused,
 * so the largest payment is $9,999.99.
 */
export const PAYMENT_LIMIT_CENTS = 1_000_000;
/** The largest amount accepted, derived from the limit above. */
export const PAYMENT_MAX_CENTS = PAYMENT_LIMIT_CENTS - 1;

export const AmountMessages = {
  /** written for Coax: the seed gives no text for an empty field */
  required: 'Please enter a payment amount.',
  /** written for Coax: the seed only says "an error-input style applies" */
  format: 'Please enter an amount in dollars and cents, like 25.00.',
  /** seed 002 §5 Other messages */
  min: 'Minimum payment of $1 is required',
  /** seed 002 §5 Other messages */
  max: 'The payment amount entered is greater than the maximum allowed',
  /** seed 002 §5 Other messages; used for an autopay cap below the amount due (capCoversDue) */
  moreThanDue: 'Please enter more than amount due',
} as const;

export type AmountErrorCode = 'required' | 'format' | 'min' | 'max';

/** Digits with an optional leading $ and at most two decimals ("12", "$12.5", "12.", ".99"). */
const AMOUNT = /^\$?(\d*)(?:\.(\d{0,2}))?$/;

/**
 * Reads a typed amount as cents, or null when it is not "digits with an optional $ and at most
 * two decimals". Surrounding spaces are ignored. A very long run of digits still parses, to a
 * number above the maximum, so the person is told it is too large rather than malformed.
 */
export function parseAmountCents(raw: string): number | null {
  const m = AMOUNT.exec(raw.trim());
  if (!m) return null;
  // Stryker disable next-line StringLiteral: group 1 (\d*) always takes part in a match, so the fallback is never used
  const whole = m[1] ?? '';
  const frac = m[2] ?? '';
  if (whole === '' && frac === '') return null;
  // Stryker disable next-line ConditionalExpression,StringLiteral: Number('') is 0 as well
  const dollars = whole === '' ? 0 : Number(whole);
  return dollars * 100 + Number(frac.padEnd(2, '0'));
}

/** The amount rules of one payment, with the seed's messages. */
export function checkPaymentAmount(raw: string): FieldCheck<AmountErrorCode> & { cents: number | null } {
  if (raw.trim() === '') return { ...fieldError('required', AmountMessages.required), cents: null };
  const cents = parseAmountCents(raw);
  // Stryker disable next-line ConditionalExpression: checkPaymentCents(null) gives the same 'format' error
  if (cents === null) return { ...fieldError('format', AmountMessages.format), cents: null };
  return { ...checkPaymentCents(cents), cents };
}

/** The same limits on a number of cents, as the server receives it. */
export function checkPaymentCents(cents: number): FieldCheck<'min' | 'max' | 'format'> {
  if (!Number.isInteger(cents)) return fieldError('format', AmountMessages.format);
  if (cents < PAYMENT_MIN_CENTS) return fieldError('min', AmountMessages.min);
  if (cents > PAYMENT_MAX_CENTS) return fieldError('max', AmountMessages.max);
  return FIELD_OK;
}

/** Cents as the field shows them: $ and two decimals, no thousands separator ("$1234.50"). */
export function centsToAmountText(cents: number): string {
  const whole = Math.floor(cents / 100);
  const frac = String(cents % 100).padStart(2, '0');
  return `$${whole}.${frac}`;
}

/**
 * Seed 002 §5: "On blur the value is normalised to $ plus two decimals, leading zeros are stripped,
 * and zero becomes empty." Text that is not an amount is left as typed, so the person can fix it.
 */
export function normalizeAmountOnBlur(raw: string): string {
  const cents = parseAmountCents(raw);
  // Stryker disable next-line ConditionalExpression: null is not a safe integer, so the line below returns raw too
  if (cents === null) return raw;
  if (cents === 0) return '';
  if (!Number.isSafeInteger(cents)) return raw;
  return centsToAmountText(cents);
}

/**
 * Seed 002 §5 'Please enter more than amount due'. The seed does not say where it applies; Coax
 * applies it to an autopay cap: a cap below the amount due now would leave this bill part unpaid,
 * so the cap must be at least the current amount due. With nothing due, any valid cap is fine.
 */
export function capCoversDue(capCents: number, amountDueCents: number): FieldCheck<'moreThanDue'> {
  if (amountDueCents > 0 && capCents < amountDueCents) {
    return fieldError('moreThanDue', AmountMessages.moreThanDue);
  }
  return FIELD_OK;
}

/** What a person is told about a payment request's outcome. */
export const PaymentMessages = {
  /** seed 002 §8 success text */
  completed: 'Completed successfully.',
  /** written for Coax */
  declined: 'Your payment was declined. Please check the payment method or use another one.',
  insufficientFunds: 'Your payment was declined for insufficient funds. Please use another payment method.',
  processing:
    'Your payment is being confirmed with your bank or card issuer. Check Account activity in a few minutes.',
  cardExpired:
    'This card will have expired by the payment date. Please update the card or choose another payment method.',
  methodNotFound: 'This payment method was not found. It may have been removed.',
  paymentNotFound: 'This payment was not found.',
  notChangeable: 'This payment can no longer be changed: it has already been processed or cancelled.',
  autopayNotFound: 'Automatic payments are not set up for this account.',
  autopayExists: 'Automatic payments are already set up for this account. Change the settings instead.',
  /** written for Coax: an update that changes nothing */
  nothingToChange: 'Change the amount, the date or the payment method.',
  /** seed 002 §8 Opt-out errors */
  noOptOutSelected: 'No opt out of service selected',
  /** seed 002 §8 Opt-out errors: opting out of an automatic payment that is no longer a scheduled one */
  invalidPayment: 'Sorry, this payment is invalid',
  /** seed 002 §8 Opt-out errors: updateScheduledAutoPayment with values the automatic payment cannot take */
  scheduledAutopayIncorrect: 'Incorrect values cannot update the scheduled auto pay payment',
} as const;
