/**
 * Password rules of seed 000 §5: length, allowed characters, repetition, strength meter,
 * "flagged weak", confirmation and the 32-character stop.
 */
import {
  PASSWORD_JUDGED_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MAX_REPEAT_RUN,
  PASSWORD_MAX_SEQUENCE_RUN,
  PASSWORD_MIN_LENGTH,
  PASSWORD_STRENGTH_MAX,
  PASSWORD_STRENGTH_MEDIUM_MIN,
  PASSWORD_STRENGTH_STRONG_MIN,
  PASSWORD_STRENGTH_VERY_STRONG_MIN,
} from '../constants.ts';
import { FIELD_OK, fieldError, type FieldCheck } from './field-check.ts';

export const PasswordMessages = {
  /** Seed 000 §5, verbatim; built from the limits so the text cannot drift from them. */
  length: `Your password must be between ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters. Please try again.`,
  /** Seed 000 §5, verbatim (the pattern also allows underscore, the text does not say so). */
  characters: 'Your password can contain only letters and numbers. No special characters are allowed.',
  /** Written for Coax: the seed gives the rule but not its message. */
  repetitive:
    `Your password cannot contain ${PASSWORD_MAX_REPEAT_RUN} or more identical characters in a row, ` +
    `or ${PASSWORD_MAX_SEQUENCE_RUN} characters in sequence such as “abcd” or “4321”. Please try again.`,
  /** Seed 000 §5, verbatim. */
  mismatch: 'Your entries in the password fields do not match. Please try again.',
  /** Seed 000 §5, verbatim. */
  confirmed: 'Confirm password matches.',
  /** Written for Coax: shown for PASSWORD_MAX_LENGTH_MESSAGE_MS when the field stops accepting input. */
  maxLength: `Your password cannot be more than ${PASSWORD_MAX_LENGTH} characters.`,
} as const;

export type PasswordErrorCode = 'length' | 'characters' | 'repetitive';

/** Seed 000 §5: letters and digits only; the original pattern also allows underscore. */
const PASSWORD_CHARACTERS = /^\w+$/;
/** Seed 000 §5 "flagged weak": "alphanumeric or $". */
const FLAGGED_WEAK_CHARACTERS = /^[A-Za-z0-9$]+$/;

// ---------------------------------------------------------------- runs

/**
 * How the next character continues from the previous one: 0 for the same character, +1 or -1
 * for the next or previous letter or digit (abc, 321), undefined when it does not continue.
 * Letters compare without case, so "aAaA" repeats and "aBcD" is a sequence: the case change
 * adds nothing a guesser would not try.
 */
function stepBetween(previous: string, next: string): -1 | 0 | 1 | undefined {
  const a = previous.toLowerCase();
  const b = next.toLowerCase();
  if (a === b) return 0;
  const sameKind = (/[a-z]/.test(a) && /[a-z]/.test(b)) || (/\d/.test(a) && /\d/.test(b));
  if (!sameKind) return undefined;
  const diff = b.charCodeAt(0) - a.charCodeAt(0);
  return diff === 1 || diff === -1 ? diff : undefined;
}

/** For each position, the kind and length of the run (repeat or sequence) that ends there. */
function runsEndingAt(password: string): { length: number; step: -1 | 0 | 1 | undefined }[] {
  const chars = [...password];
  const runs: { length: number; step: -1 | 0 | 1 | undefined }[] = [];
  chars.forEach((char, i) => {
    const previous = i > 0 ? chars[i - 1] : undefined;
    const step = previous === undefined ? undefined : stepBetween(previous, char);
    const before = runs[i - 1];
    if (step === undefined) runs.push({ length: 1, step });
    else if (before !== undefined && before.step === step) runs.push({ length: before.length + 1, step });
    else runs.push({ length: 2, step });
  });
  return runs;
}

/**
 * True when the password holds PASSWORD_MAX_REPEAT_RUN identical characters in a row or a
 * PASSWORD_MAX_SEQUENCE_RUN-character ascending or descending run of letters or digits.
 */
export function isRepetitivePassword(password: string): boolean {
  return runsEndingAt(password).some(
    (run) =>
      (run.step === 0 && run.length >= PASSWORD_MAX_REPEAT_RUN) ||
      (run.step !== 0 && run.step !== undefined && run.length >= PASSWORD_MAX_SEQUENCE_RUN),
  );
}

// ---------------------------------------------------------------- validation

/**
 * Seed 000 §5, in order: length 6-32, then letters/digits/underscore only, then (for
 * passwords over 7 characters) no repeats or sequences of 4.
 */
export function validatePassword(password: string): FieldCheck<PasswordErrorCode> {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    return fieldError('length', PasswordMessages.length);
  }
  if (!PASSWORD_CHARACTERS.test(password)) return fieldError('characters', PasswordMessages.characters);
  if (length >= PASSWORD_JUDGED_MIN_LENGTH && isRepetitivePassword(password)) {
    return fieldError('repetitive', PasswordMessages.repetitive);
  }
  return FIELD_OK;
}

// ---------------------------------------------------------------- strength

export const PASSWORD_STRENGTH_TEXTS = ['TOO SHORT', 'TOO WEAK', 'MEDIUM', 'STRONG', 'VERY STRONG'] as const;
export type PasswordStrengthText = (typeof PASSWORD_STRENGTH_TEXTS)[number];

/** Seed 000 §3 Password strength result. `percent` is the score, 0-100, for the meter's width. */
export interface PasswordStrength {
  percent: number;
  text: PasswordStrengthText;
  color: string;
}

/**
 * Meter colours, red to green. The seed names the labels but not the colours; each is dark
 * enough to read as text on white (contrast at least 4.5:1), so the label never relies on the
 * bar alone.
 */
export const PASSWORD_STRENGTH_COLORS: Readonly<Record<PasswordStrengthText, string>> = {
  'TOO SHORT': '#6b6b6b',
  'TOO WEAK': '#c62828',
  MEDIUM: '#a15c00',
  STRONG: '#2e7d32',
  'VERY STRONG': '#1b5e20',
};

/**
 * Character pools an attacker would have to search, by class. "Other" is the 32 printable
 * ASCII symbols plus space; underscore and $ fall there.
 */
const POOLS: readonly { pattern: RegExp; size: number }[] = [
  { pattern: /[a-z]/, size: 26 },
  { pattern: /[A-Z]/, size: 26 },
  { pattern: /\d/, size: 10 },
  { pattern: /[^a-zA-Z\d]/, size: 33 },
];

/** A character may count towards the score at most this often (variety: "abababab" is weak). */
const MAX_COUNTED_OCCURRENCES = 2;
/** The first two characters of a repeat or sequence count; the third and later add nothing. */
const MAX_COUNTED_RUN = 2;

/**
 * Password strength score, 0-100: an estimate of the password's entropy in bits.
 *
 *   score = min(100, floor(counted × log2(pool)))
 *
 * - pool: the sum of the character classes present: lowercase 26, uppercase 26, digits 10,
 *   anything else 33. More classes, more bits per character.
 * - counted: the characters that add information. A character does not count when it is the
 *   third or later of a run of identical or consecutive letters/digits (aaa, abc, 987), nor
 *   when it (ignoring case) has already counted twice in the password.
 * - Under 8 characters the score is 0 (seed 000 §5: "TOO SHORT").
 *
 * Reading the score as bits puts the seed's thresholds at familiar places: under 38 bits is
 * guessable offline (TOO WEAK), 63 bits resists offline attack for years (STRONG), 88 bits
 * is beyond reach (VERY STRONG). Examples: "password" 37, "Coax2026demo" 71, a random 15
 * letters-and-digits 89. It knows no dictionary: a long common word scores as if random.
 */
export function passwordStrengthScore(password: string): number {
  const chars = [...password];
  if (chars.length < PASSWORD_JUDGED_MIN_LENGTH) return 0;
  const pool = POOLS.filter(({ pattern }) => pattern.test(password)).reduce((sum, { size }) => sum + size, 0);
  const runs = runsEndingAt(password);
  const seen = new Map<string, number>();
  let counted = 0;
  chars.forEach((char, i) => {
    const key = char.toLowerCase();
    const times = seen.get(key) ?? 0;
    const run = runs[i];
    const inLongRun = run !== undefined && run.step !== undefined && run.length > MAX_COUNTED_RUN;
    if (!inLongRun && times < MAX_COUNTED_OCCURRENCES) {
      counted += 1;
      seen.set(key, times + 1);
    }
  });
  return Math.min(PASSWORD_STRENGTH_MAX, Math.floor(counted * Math.log2(pool)));
}

/** Seed 000 §5: the label for a score (TOO SHORT is decided by length, not score). */
export function passwordStrengthText(score: number, length: number): PasswordStrengthText {
  if (length < PASSWORD_JUDGED_MIN_LENGTH) return 'TOO SHORT';
  if (score >= PASSWORD_STRENGTH_VERY_STRONG_MIN) return 'VERY STRONG';
  if (score >= PASSWORD_STRENGTH_STRONG_MIN) return 'STRONG';
  if (score >= PASSWORD_STRENGTH_MEDIUM_MIN) return 'MEDIUM';
  return 'TOO WEAK';
}

/** The meter's reading for a password: score as percent, its label and the label's colour. */
export function passwordStrength(password: string): PasswordStrength {
  const percent = passwordStrengthScore(password);
  const text = passwordStrengthText(percent, [...password].length);
  return { percent, text, color: PASSWORD_STRENGTH_COLORS[text] };
}

/**
 * Seed 000 §5 "Flagged weak": at least 8 characters, only letters, digits or $, not
 * repetitive, and a score under 38.
 */
export function isFlaggedWeakPassword(password: string): boolean {
  return (
    [...password].length >= PASSWORD_JUDGED_MIN_LENGTH &&
    FLAGGED_WEAK_CHARACTERS.test(password) &&
    !isRepetitivePassword(password) &&
    passwordStrengthScore(password) < PASSWORD_STRENGTH_MEDIUM_MIN
  );
}

// ---------------------------------------------------------------- confirmation and max length

export type PasswordConfirmation =
  { kind: 'empty' } | { kind: 'mismatch'; message: string } | { kind: 'match'; message: string };

/**
 * Seed 000 §5 Confirm. An empty confirmation field says nothing yet, so the mismatch text does
 * not appear before the user has typed in it.
 */
export function checkPasswordConfirmation(password: string, confirmation: string): PasswordConfirmation {
  if (confirmation === '') return { kind: 'empty' };
  if (confirmation !== password) return { kind: 'mismatch', message: PasswordMessages.mismatch };
  return { kind: 'match', message: PasswordMessages.confirmed };
}

/**
 * Seed 000 §5: "The field stops at 32 characters". Returns what the field keeps and whether
 * input was cut, in which case the UI shows PasswordMessages.maxLength for
 * PASSWORD_MAX_LENGTH_MESSAGE_MS.
 */
export function limitPasswordInput(value: string): { value: string; truncated: boolean } {
  const chars = [...value];
  if (chars.length <= PASSWORD_MAX_LENGTH) return { value, truncated: false };
  return { value: chars.slice(0, PASSWORD_MAX_LENGTH).join(''), truncated: true };
}
