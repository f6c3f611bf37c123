import { describe, expect, it } from 'vitest';
import { accountNumberLength, formatAccountNumber, validateAccountNumber } from './account-number.ts';

describe('accountNumberLength (seed 000 §9: 12, or 13 if it starts with 0)', () => {
  it.each([
    ['123456789012', 12],
    ['0123456789012', 13],
    ['', 12],
  ])('"%s" -> %i', (digits, length) => {
    expect(accountNumberLength(digits)).toBe(length);
  });
});

describe('validateAccountNumber (seed 000 §5)', () => {
  it.each([
    { raw: '123456789012', code: undefined },
    { raw: '1234-567890-12', code: undefined },
    { raw: '0123456789012', code: undefined },
    { raw: '01234-567890-12', code: undefined },
    { raw: '', code: 'minlength' },
    { raw: '12345678901', code: 'minlength' },
    { raw: '012345678901', code: 'minlength' },
    { raw: '1234567890123', code: 'maxlength' },
    { raw: '01234567890123', code: 'maxlength' },
    { raw: '1234 567890 12', code: 'alphanumeric' },
    { raw: '1234A5678901', code: 'alphanumeric' },
  ])('"$raw" -> $code', ({ raw, code }) => {
    const result = validateAccountNumber(raw);
    expect(result.ok ? undefined : result.code).toBe(code);
  });
});

describe('formatAccountNumber (mask 4-6-2, or 5-6-2 after a leading 0)', () => {
  it.each([
    ['', ''],
    ['1234', '1234'],
    ['12345', '1234-5'],
    ['1234567890', '1234-567890'],
    ['12345678901', '1234-567890-1'],
    ['123456789012', '1234-567890-12'],
    ['1234567890123', '1234-567890-12'],
    ['0123456789012', '01234-567890-12'],
    ['012345', '01234-5'],
    ['1234-5678 90-12', '1234-567890-12'],
  ])('"%s" -> "%s"', (raw, shown) => {
    expect(formatAccountNumber(raw)).toBe(shown);
  });
});
