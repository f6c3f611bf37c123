/**
 * validate_newCustomerLogin (seed 002 §7): a new customer whose first visit comes before they have
 * a user id checks it with the account number and the account PIN. What they get is a short-lived
 * grant to that account's appointments alone, not a session.
 */
import { PIN_LENGTH } from '../box-settings/constants.ts';
import { accountNumberCheckDigit } from '../identity/recovery.ts';
import { MINUTE_MS } from '../time.ts';

/** How long a grant lets the person look at and change the account's visits. */
export const NEW_CUSTOMER_GRANT_TTL_MS = 20 * MINUTE_MS;
/** The window over which failed checks are counted, per account number and per address. */
export const NEW_CUSTOMER_WINDOW_MS = 15 * MINUTE_MS;
/** Failed checks one account number may take in the window before it is locked. */
export const NEW_CUSTOMER_MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed checks one address may take in the window, over all account numbers. */
export const NEW_CUSTOMER_MAX_FAILURES_PER_ADDRESS = 20;

export const NewCustomerMessages = {
  accountFormat:
    'Enter the account number as it appears on your order: 13 digits, or 14 with the check digit.',
  locked: 'Too many tries. Please wait 15 minutes and try again.',
  grantEnded: 'Your visit check has ended. Enter your account number and PIN again.',
} as const;

/** Typed account numbers: digits, with the hyphens and spaces of the 5-6-2-1 display. */
export const TYPED_ACCOUNT_NUMBER = /^[\d\s-]{1,24}$/;
/** An account PIN: seed 002 §9 "Pin length 4", digits only. */
export const ACCOUNT_PIN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

/**
 * The account numbers a typed one may name (seed 002 §5: 13 digits, or 14 with the check digit):
 * the digits as typed and, when a 14th digit is the right check digit, the 13 before it. A 14th
 * digit that is not the check digit names nothing.
 */
export function accountNumberCandidates(typed: string): string[] {
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return [];
  if (digits.length === 14) {
    const first13 = digits.slice(0, 13);
    return accountNumberCheckDigit(first13) === digits[13] ? [first13] : [];
  }
  return [digits];
}
