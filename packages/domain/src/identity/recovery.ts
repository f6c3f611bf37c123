/**
 * Password and id recovery (seed 002 §4 recovery steps, §5 user id sanitising and the temporary
 * password, §6 X-OOL-Token, §8 Recovery codes).
 */
import { MINUTE_MS } from '../time.ts';

/** Seed 002 §5: "strip the part after @ and lowercase". Surrounding spaces go too. */
export function sanitiseUserId(raw: string): string {
  const at = raw.indexOf('@');
  return (at >= 0 ? raw.slice(0, at) : raw).trim().toLowerCase();
}

/** Seed 002 §5: a temporary password is sent by e-mail or to a phone. */
export const RECOVERY_SEND_METHODS = ['email', 'phone'] as const;
export type RecoverySendMethod = (typeof RECOVERY_SEND_METHODS)[number];

/** The ways seed 002 §4 lets a person prove who they are, after the options step. */
export const RECOVERY_METHODS = ['email', 'phone', 'accountNumber'] as const;
export type RecoveryMethod = (typeof RECOVERY_METHODS)[number];

/** The header seed 002 §6 lets carry the recovery token. */
export const RECOVERY_TOKEN_HEADER = 'X-OOL-Token';

/** How long a recovery token lives: long enough to read a mail, short enough to be of no use later. */
export const RECOVERY_TOKEN_TTL_MS = 15 * MINUTE_MS;
/** The window over which recovery tries are counted, per id and per address. */
export const RECOVERY_WINDOW_MS = 15 * MINUTE_MS;
/** Tries one id may take in the window (each step counts) before THROTTLED. */
export const RECOVERY_MAX_TRIES_PER_ID = 8;
/** Tries one address may take in the window, over all ids, before THROTTLED. */
export const RECOVERY_MAX_TRIES_PER_ADDRESS = 30;
/** A temporary password: this many characters from an alphabet without look-alikes. */
export const TEMPORARY_PASSWORD_LENGTH = 10;
export const TEMPORARY_PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const RecoveryMessages = {
  /** Seed 002 §5: sending needs a method and a token. */
  methodRequired: 'Choose how to send the temporary password: e-mail or text.',
  tokenRequired: 'The recovery has expired or was already used. Please start again.',
  badAnswer: 'That does not match our records.',
  throttled: 'Too many tries. Please wait 15 minutes and try again.',
} as const;

/**
 * Seed 002 §5 / §9: a 13-digit account number gets a 14th check digit (shown 5-6-2-1). The seed
 * does not name the algorithm; Coax uses Luhn's, which catches any one mistyped digit.
 */
export function accountNumberCheckDigit(digits13: string): string {
  if (!/^\d{13}$/.test(digits13)) throw new Error('A check digit is for a 13-digit account number.');
  let sum = 0;
  for (let i = 0; i < 13; i++) {
    let d = Number(digits13[12 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/**
 * Whether a typed account number names `onFile`: the digits must be equal; a 13-digit number on
 * file may also be typed with its check digit. Hyphens and spaces are ignored.
 */
export function accountNumberMatches(typed: string, onFile: string): boolean {
  const t = typed.replace(/[\s-]/g, '');
  const f = onFile.replace(/\D/g, '');
  // f is digits only, so past this line a t that is not all digits matches nothing, and an empty f
  // matches only an empty t: the one case this line must refuse, which each of its tests refuses.
  // Stryker disable next-line LogicalOperator,StringLiteral: joined by &&, or the digit test alone, refuses the same
  if (!/^\d+$/.test(t) || f === '') return false;
  if (t === f) return true;
  return f.length === 13 && t === f + accountNumberCheckDigit(f);
}
