/**
 * Card numbers (seed 002 §5 Add card): digits only, grouped in fours, the brand by prefix and
 * length, the Luhn check, and the automatic nickname. The same functions run in the browser as
 * the number is typed and on the server before the number goes to the gateway.
 */

/** Seed 002 §9: card types V, M, A, D. */
export const CARD_TYPES = ['V', 'M', 'A', 'D'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The brand names a person recognises; the automatic nickname starts with one of them. */
export const CARD_BRAND_NAMES: Readonly<Record<CardType, string>> = {
  V: 'Visa',
  M: 'Mastercard',
  A: 'Amex',
  D: 'Discover',
};

/** Seed 002 §5: "the brand (up to 8 letters) plus the last 4 digits". */
export const AUTO_NAME_BRAND_MAX_LETTERS = 8;
/** Seed 002 §5: "Card numbers are grouped in fours". */
export const CARD_GROUP_SIZE = 4;
/** The longest number any recognised brand uses; typing stops there. */
export const CARD_NUMBER_MAX_DIGITS = 16;
/** How many trailing digits are kept and shown. */
export const LAST_DIGITS_SHOWN = 4;

/** Everything but the digits: spaces and dashes people type, and anything pasted with them. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** '4242424242424242' -> '4242 4242 4242 4242'; a partial number groups as far as it goes. */
export function groupInFours(value: string): string {
  const digits = cardDigits(value);
  const groups: string[] = [];
  for (let i = 0; i < digits.length; i += CARD_GROUP_SIZE) groups.push(digits.slice(i, i + CARD_GROUP_SIZE));
  return groups.join(' ');
}

interface BrandRule {
  type: CardType;
  length: number;
  matches: (digits: string) => boolean;
}

const prefixBetween = (digits: string, size: number, low: number, high: number) => {
  if (digits.length < size) return false;
  const n = Number(digits.slice(0, size));
  return n >= low && n <= high;
};

/** Seed 002 §5: amex 3[47]/15; visa 4/16; mastercard 51-55/16; discover 6011, 622126-622925, 644-649, 65 /16. */
const BRAND_RULES: readonly BrandRule[] = [
  { type: 'A', length: 15, matches: (d) => /^3[47]/.test(d) },
  { type: 'V', length: 16, matches: (d) => d.startsWith('4') },
  { type: 'M', length: 16, matches: (d) => prefixBetween(d, 2, 51, 55) },
  {
    type: 'D',
    length: 16,
    matches: (d) =>
      d.startsWith('6011') ||
      d.startsWith('65') ||
      prefixBetween(d, 3, 644, 649) ||
      prefixBetween(d, 6, 622126, 622925),
  },
];

/** The brand a (possibly partial) number starts like, for showing the logo while typing. */
export function cardTypeByPrefix(value: string): CardType | null {
  const digits = cardDigits(value);
  return BRAND_RULES.find((r) => r.matches(digits))?.type ?? null;
}

/** The brand of a complete number: its prefix and its exact length both fit. */
export function cardTypeOf(value: string): CardType | null {
  const digits = cardDigits(value);
  return BRAND_RULES.find((r) => r.matches(digits) && digits.length === r.length)?.type ?? null;
}

/** How many digits a brand's numbers have. */
export function cardLength(type: CardType): number {
  return BRAND_RULES.find((r) => r.type === type)?.length ?? CARD_NUMBER_MAX_DIGITS;
}

/** The Luhn (mod 10) check digit test. */
export function luhnValid(value: string): boolean {
  const digits = cardDigits(value);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Seed 002 §5: a recognised brand with its length, and the Luhn check. Only digits, spaces and dashes may be typed. */
export function isValidCardNumber(value: string): boolean {
  if (!/^[\d\s-]*$/.test(value)) return false;
  return cardTypeOf(value) !== null && luhnValid(value);
}

/** The last four digits. */
export function lastFour(value: string): string {
  return cardDigits(value).slice(-LAST_DIGITS_SHOWN);
}

/** Seed 002 §5: "the brand (up to 8 letters) plus the last 4 digits": 'Visa 4242', 'Masterca 4444'. */
export function autoNickname(type: CardType, last4: string): string {
  return `${CARD_BRAND_NAMES[type].slice(0, AUTO_NAME_BRAND_MAX_LETTERS)} ${last4}`;
}

/** The automatic nickname of a typed number, or null while it is not a valid card. */
export function autoNicknameFor(value: string): string | null {
  const type = cardTypeOf(value);
  if (!type || !luhnValid(value)) return null;
  return autoNickname(type, lastFour(value));
}

/** How a saved number is shown: its last 4 behind a fixed run of stars, so the length is not told. */
export function maskedNumber(last4: string): string {
  return `${'*'.repeat(12)}${last4}`;
}

/** A calendar month, 1-12. */
export interface YearMonth {
  year: number;
  month: number;
}

export type ExpiryStatus = 'valid' | 'expiring' | 'expired';

/**
 * A card is good through the last day of its expiry month: expired once that month is past
 * (creditCardExpired), expiring during it (creditCardExpiring).
 */
export function expiryStatus(exp: YearMonth, today: YearMonth): ExpiryStatus {
  const e = exp.year * 12 + exp.month;
  const t = today.year * 12 + today.month;
  if (e < t) return 'expired';
  if (e === t) return 'expiring';
  return 'valid';
}

/** seed 002 §3 expDate MMYY. */
export function formatExpDate(exp: YearMonth): string {
  return `${String(exp.month).padStart(2, '0')}${String(exp.year % 100).padStart(2, '0')}`;
}
