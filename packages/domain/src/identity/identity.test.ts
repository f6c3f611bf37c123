import { describe, expect, it } from 'vitest';
import { displayAccountNumber } from '../billing/account-number-display.ts';
import {
  HOUSEHOLD_IDS_MAX,
  NAME_DISPLAY_MAX,
  NAME_DISPLAY_MAX_PHONE,
  NO_PERMISSIONS,
  RECOVERY_TOKEN_HEADER,
  RECOVERY_TOKEN_TTL_MS,
  RECOVERY_WINDOW_MS,
  TEMPORARY_PASSWORD_ALPHABET,
  accountNumberCheckDigit,
  accountNumberMatches,
  allowedRemaining,
  isDvrBlocked,
  sanitiseUserId,
  truncateDisplayName,
} from './index.ts';

describe('user id sanitising (seed 002 §5)', () => {
  it.each([
    ['JSmith', 'jsmith'],
    ['jsmith@coax.example', 'jsmith'],
    ['  J.Smith@Mail@x ', 'j.smith'],
    ['@nobody', ''],
  ])('%s -> %s', (raw, id) => expect(sanitiseUserId(raw)).toBe(id));
});

describe('allowed remaining (seed 000 §3)', () => {
  it.each([
    [1, HOUSEHOLD_IDS_MAX - 1],
    [HOUSEHOLD_IDS_MAX, 0],
    [HOUSEHOLD_IDS_MAX + 2, 0],
  ])('%i ids on the account leave %i', (n, left) => expect(allowedRemaining(n)).toBe(left));
});

describe('secondary id permissions (seed 002 §6)', () => {
  it('start with none of bill pay, parental controls, phone-voice and DVR', () => {
    expect(NO_PERMISSIONS).toEqual({ billPay: false, parentalControls: false, voice: false, dvr: false });
    expect(Object.isFrozen(NO_PERMISSIONS)).toBe(true);
  });
});

describe('DVR blocked (seed 002 §6)', () => {
  it.each([
    [{ primary: true, dvr: false }, false],
    [{ primary: false, dvr: true }, false],
    [{ primary: false, dvr: false }, true],
  ])('%o -> %s', (user, blocked) => expect(isDvrBlocked(user)).toBe(blocked));
});

describe('account number check digit (seed 002 §5: 13 digits 5-6-2, 14th check digit 5-6-2-1)', () => {
  it('adds a Luhn digit that the number then passes', () => {
    const n = '0781245006201';
    const full = n + accountNumberCheckDigit(n);
    expect(full).toHaveLength(14);
    expect(displayAccountNumber(n)).toBe('07812-450062-01');
    expect(displayAccountNumber(full)).toMatch(/^07812-450062-01-\d$/);
    // Luhn's textbook example: 7992739871 has check digit 3; with three leading zeros it is the same.
    expect(accountNumberCheckDigit('0007992739871')).toBe('3');
  });

  it('refuses a number that is not 13 digits', () => {
    expect(() => accountNumberCheckDigit('781245006201')).toThrow();
  });

  it('refuses 14 digits, and 13 digits with anything before or after them, with its message', () => {
    const message = /^A check digit is for a 13-digit account number\.$/;
    expect(() => accountNumberCheckDigit('07812450062011')).toThrow(message);
    expect(() => accountNumberCheckDigit('x0781245006201')).toThrow(message);
    expect(() => accountNumberCheckDigit('0781245006201x')).toThrow(message);
    expect(() => accountNumberCheckDigit('07812-450062-01')).toThrow(message);
  });

  it('gives the Luhn digit of each number, doubled digits over 9 brought back by 9', () => {
    expect(accountNumberCheckDigit('0000000000000')).toBe('0');
    expect(accountNumberCheckDigit('0000000000001')).toBe('8');
    expect(accountNumberCheckDigit('0000000000005')).toBe('9');
    expect(accountNumberCheckDigit('0000000000009')).toBe('1');
    expect(accountNumberCheckDigit('0000000000010')).toBe('9');
    expect(accountNumberCheckDigit('1234567890123')).toBe('7');
  });

  it('matches the number on file typed with or without hyphens and the check digit', () => {
    const onFile = '0781245006201';
    const check = accountNumberCheckDigit(onFile);
    expect(accountNumberMatches('07812-450062-01', onFile)).toBe(true);
    expect(accountNumberMatches(`07812-450062-01-${check}`, onFile)).toBe(true);
    expect(accountNumberMatches(`07812-450062-01-${(Number(check) + 1) % 10}`, onFile)).toBe(false);
    expect(accountNumberMatches('7812-450062-01', '781245006201')).toBe(true);
    expect(accountNumberMatches('7812-450062-02', '781245006201')).toBe(false);
    expect(accountNumberMatches('', '781245006201')).toBe(false);
  });

  it('reads only the digits of the number on file', () => {
    expect(accountNumberMatches('0781245006201', '07812-450062-01')).toBe(true);
    expect(accountNumberMatches('781245006201', 'No. 7812 450062 01')).toBe(true);
  });

  it('matches nothing when nothing is typed, even against an account without a number on file', () => {
    expect(accountNumberMatches('', '')).toBe(false);
    expect(accountNumberMatches(' - ', 'none')).toBe(false);
  });

  it('matches nothing but digits', () => {
    expect(accountNumberMatches('0781245006201x', '0781245006201')).toBe(false);
    expect(accountNumberMatches('78124500620l', '781245006201')).toBe(false);
  });
});

describe('name display (seed 002 §5: 25 characters, 20 on mobile)', () => {
  const long = 'Maximiliano Bartholomew Featherstonehaugh';
  it.each([
    ['John Smith', false, 'John Smith'],
    ['Abcdefghijklmnopqrstuvwxy', false, 'Abcdefghijklmnopqrstuvwxy'],
    [long, false, 'Maximiliano Bartholomew…'],
    [long, true, 'Maximiliano Barthol…'],
    ['  John Smith  ', false, 'John Smith'],
    ['   Abcdefghijklmnopqrstuvwxy   ', false, 'Abcdefghijklmnopqrstuvwxy'],
    ['                    Abcdefghij', true, 'Abcdefghij'],
  ])('%s (phone %s) -> %s', (name, phone, shown) => {
    const out = truncateDisplayName(name, phone);
    expect(out).toBe(shown);
    expect([...out].length).toBeLessThanOrEqual(phone ? NAME_DISPLAY_MAX_PHONE : NAME_DISPLAY_MAX);
  });
});

describe('the recovery token (seed 002 §6)', () => {
  it('travels in the X-OOL-Token header', () => expect(RECOVERY_TOKEN_HEADER).toBe('X-OOL-Token'));

  it('lives 15 minutes, and tries are counted over 15 minutes', () => {
    expect(RECOVERY_TOKEN_TTL_MS).toBe(900_000);
    expect(RECOVERY_WINDOW_MS).toBe(900_000);
  });
});

describe('the temporary password (seed 002 §5)', () => {
  it('draws from letters and digits without look-alikes (no i, l, o, 0 or 1)', () => {
    expect(TEMPORARY_PASSWORD_ALPHABET).toBe('abcdefghjkmnpqrstuvwxyz23456789');
  });
});
