import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MAX_LENGTH_MESSAGE_MS } from '../constants.ts';
import {
  PASSWORD_STRENGTH_COLORS,
  PasswordMessages,
  checkPasswordConfirmation,
  isFlaggedWeakPassword,
  isRepetitivePassword,
  limitPasswordInput,
  passwordStrength,
  passwordStrengthScore,
  passwordStrengthText,
  validatePassword,
} from './password.ts';

describe('password messages (seed 000 §5, verbatim)', () => {
  it.each([
    [PasswordMessages.length, 'Your password must be between 6-32 characters. Please try again.'],
    [
      PasswordMessages.characters,
      'Your password can contain only letters and numbers. No special characters are allowed.',
    ],
    [PasswordMessages.mismatch, 'Your entries in the password fields do not match. Please try again.'],
    [PasswordMessages.confirmed, 'Confirm password matches.'],
  ])('%s', (actual, seed) => {
    expect(actual).toBe(seed);
  });

  it('shows the max-length message for 2 seconds', () => {
    expect(PASSWORD_MAX_LENGTH_MESSAGE_MS).toBe(2000);
    expect(PasswordMessages.maxLength).toContain('32');
  });
});

describe('validatePassword (seed 000 §5)', () => {
  it.each([
    { password: '', code: 'length' },
    { password: 'a1b2c', code: 'length' },
    { password: 'a1b2c3', code: undefined },
    { password: 'Hq4w9Zt2mK7vP3xNb6Lc8Rd5Fg1Js7Wy', code: undefined },
    { password: 'Hq4w9Zt2mK7vP3xNb6Lc8Rd5Fg1Js7WyE', code: 'length' },
    { password: 'pass word1', code: 'characters' },
    { password: 'pa$$word1', code: 'characters' },
    { password: 'pässword1', code: 'characters' },
    // The pattern also allows underscore.
    { password: 'my_pass_9', code: undefined },
    { password: 'Coax2026demo', code: undefined },
    // Repeats and sequences count only for passwords over 7 characters.
    { password: 'aaaa12', code: undefined },
    { password: 'abcd12', code: undefined },
    { password: 'abcd123', code: undefined },
    { password: 'aaaa1234', code: 'repetitive' },
    { password: 'xaaaay1', code: undefined },
    { password: 'xaaaay17', code: 'repetitive' },
    { password: 'Zebra1111', code: 'repetitive' },
    { password: 'qabcd9z7', code: 'repetitive' },
    { password: 'q4321z7x', code: 'repetitive' },
    { password: 'qwXYZA9z', code: 'repetitive' },
    // Three in a row is allowed; case does not hide a run.
    { password: 'aaab111c', code: undefined },
    { password: 'tuv90zq8', code: undefined },
    { password: 'aBcD7q9z', code: 'repetitive' },
    { password: 'aAaA7q9z', code: 'repetitive' },
  ])('"$password" -> $code', ({ password, code }) => {
    const result = validatePassword(password);
    expect(result.ok ? undefined : result.code).toBe(code);
  });

  it('reports the seed message with the code', () => {
    expect(validatePassword('abc')).toEqual({ ok: false, code: 'length', message: PasswordMessages.length });
  });
});

describe('isRepetitivePassword', () => {
  it.each([
    ['1111', true],
    ['111', false],
    ['abcd', true],
    ['dcba', true],
    ['6789', true],
    ['9876', true],
    ['abce', false],
    ['ab_cd', false],
    // A run changing direction is not one run.
    ['abcba', false],
    // Letters do not run into digits, nor past z.
    ['xyz0', false],
    ['yz{|', false],
  ])('%s -> %s', (password, expected) => {
    expect(isRepetitivePassword(password)).toBe(expected);
  });
});

describe('passwordStrengthScore (bits of entropy, capped at 100)', () => {
  it.each([
    // Under 8 characters scores 0.
    { password: 'Xq7#kLp', score: 0 },
    // 8 lowercase: 8 × log2(26) = 37.6.
    { password: 'password', score: 37 },
    { password: 'passwords', score: 37 },
    { password: 'qwertzuio', score: 42 },
    // Sequences and repeats count their first two characters only.
    { password: 'abcdefgh', score: 9 },
    { password: '12345678', score: 6 },
    { password: 'aaaaaaaa', score: 9 },
    // Variety: a character counts at most twice.
    { password: 'abababab', score: 18 },
    // Each extra class widens the pool: 26, 36, 62, 95.
    { password: 'k3j9x2pq', score: 41 },
    { password: 'x7Kq9mRt', score: 47 },
    { password: 'x7Kq9m_t', score: 52 },
    { password: 'Coax2026demo', score: 71 },
    { password: 'Tr0ub4dor', score: 53 },
    { password: 'Hq4w9Zt2mK7vP3x', score: 89 },
    { password: 'correcthorsebatterystaple', score: 89 },
    { password: 'Hq4w9Zt2mK7vP3xNb6Lc8Rd5Fg', score: 100 },
  ])('"$password" -> $score', ({ password, score }) => {
    expect(passwordStrengthScore(password)).toBe(score);
  });
});

describe('passwordStrengthText (seed 000 §5 thresholds)', () => {
  it.each([
    { score: 0, length: 7, text: 'TOO SHORT' },
    { score: 100, length: 7, text: 'TOO SHORT' },
    { score: 0, length: 8, text: 'TOO WEAK' },
    { score: 37, length: 8, text: 'TOO WEAK' },
    { score: 38, length: 8, text: 'MEDIUM' },
    { score: 62, length: 8, text: 'MEDIUM' },
    { score: 63, length: 8, text: 'STRONG' },
    { score: 87, length: 8, text: 'STRONG' },
    { score: 88, length: 8, text: 'VERY STRONG' },
    { score: 100, length: 32, text: 'VERY STRONG' },
  ])('score $score, length $length -> $text', ({ score, length, text }) => {
    expect(passwordStrengthText(score, length)).toBe(text);
  });
});

describe('passwordStrength', () => {
  it.each([
    {
      password: 'abc',
      expected: { percent: 0, text: 'TOO SHORT', color: PASSWORD_STRENGTH_COLORS['TOO SHORT'] },
    },
    {
      password: 'password',
      expected: { percent: 37, text: 'TOO WEAK', color: PASSWORD_STRENGTH_COLORS['TOO WEAK'] },
    },
    {
      password: 'x7Kq9mRt',
      expected: { percent: 47, text: 'MEDIUM', color: PASSWORD_STRENGTH_COLORS.MEDIUM },
    },
    {
      password: 'Coax2026demo',
      expected: { percent: 71, text: 'STRONG', color: PASSWORD_STRENGTH_COLORS.STRONG },
    },
    {
      password: 'Hq4w9Zt2mK7vP3x',
      expected: { percent: 89, text: 'VERY STRONG', color: PASSWORD_STRENGTH_COLORS['VERY STRONG'] },
    },
  ])('"$password" -> $expected.text', ({ password, expected }) => {
    expect(passwordStrength(password)).toEqual(expected);
  });

  it('gives every label its own colour', () => {
    expect(new Set(Object.values(PASSWORD_STRENGTH_COLORS)).size).toBe(5);
  });
});

describe('isFlaggedWeakPassword (seed 000 §5)', () => {
  it.each([
    // At least 8 characters.
    { password: 'pass', flagged: false },
    { password: 'password', flagged: true },
    // Alphanumeric or $ (underscore is not in this pattern).
    { password: '$$$pass$', flagged: true },
    // ($ widens the pool: 'pa$sword' scores 47.)
    { password: 'pa$sword', flagged: false },
    { password: 'pass_ord', flagged: false },
    // Not repetitive.
    { password: 'aaaapass', flagged: false },
    // Score under 38.
    { password: 'qwertzuio', flagged: false },
    { password: 'Coax2026demo', flagged: false },
  ])('"$password" -> $flagged', ({ password, flagged }) => {
    expect(isFlaggedWeakPassword(password)).toBe(flagged);
  });
});

describe('checkPasswordConfirmation (seed 000 §5)', () => {
  it.each([
    { password: 'secret12', confirmation: '', expected: { kind: 'empty' } },
    {
      password: 'secret12',
      confirmation: 'secret1',
      expected: { kind: 'mismatch', message: PasswordMessages.mismatch },
    },
    // Case matters: a password is compared exactly.
    {
      password: 'secret12',
      confirmation: 'Secret12',
      expected: { kind: 'mismatch', message: PasswordMessages.mismatch },
    },
    {
      password: 'secret12',
      confirmation: 'secret12',
      expected: { kind: 'match', message: 'Confirm password matches.' },
    },
  ])('"$password" / "$confirmation" -> $expected.kind', ({ password, confirmation, expected }) => {
    expect(checkPasswordConfirmation(password, confirmation)).toEqual(expected);
  });
});

describe('limitPasswordInput (seed 000 §5: the field stops at 32 characters)', () => {
  it.each([
    { length: 31, kept: 31, truncated: false },
    { length: 32, kept: 32, truncated: false },
    { length: 33, kept: 32, truncated: true },
    { length: 50, kept: 32, truncated: true },
  ])('$length typed -> $kept kept, truncated $truncated', ({ length, kept, truncated }) => {
    const result = limitPasswordInput('a'.repeat(length));
    expect(result).toEqual({ value: 'a'.repeat(kept), truncated });
    expect(kept).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
  });
});

describe('PASSWORD_STRENGTH_COLORS', () => {
  it('gives each label its colour, red to green', () =>
    expect(PASSWORD_STRENGTH_COLORS).toStrictEqual({
      'TOO SHORT': '#6b6b6b',
      'TOO WEAK': '#c62828',
      MEDIUM: '#a15c00',
      STRONG: '#2e7d32',
      'VERY STRONG': '#1b5e20',
    }));
});
