/**
 * How an account number is shown to a person, everywhere one is shown (screens, mail, PDFs):
 * seed 000 §5's 12 digits as 4-6-2; seed 002 §5's 13 digits as 5-6-2 and, with the 14th check
 * digit, 5-6-2-1. The input field's mask is `formatAccountNumber` (validation/account-number.ts).
 */

/** Group sizes by digit count (seed 000 §5, seed 002 §5 and §9). */
const DISPLAY_GROUPS: Readonly<Record<number, readonly number[]>> = {
  12: [4, 6, 2],
  13: [5, 6, 2],
  14: [5, 6, 2, 1],
};

/** The separator between groups; the input mask uses the same one, so a shown number can be typed back. */
export const ACCOUNT_NUMBER_SEPARATOR = '-';

/**
 * The account number grouped for display ("0780123456701" -> "07801-234567-01"). Anything that
 * is not a digit is dropped first; a number of another length is shown as its digits, whole,
 * rather than cut to fit a mask.
 */
export function displayAccountNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const groups = DISPLAY_GROUPS[digits.length];
  if (!groups) return digits;
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    out.push(digits.slice(at, at + size));
    at += size;
  }
  return out.join(ACCOUNT_NUMBER_SEPARATOR);
}
