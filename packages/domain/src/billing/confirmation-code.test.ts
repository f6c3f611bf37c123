import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_ALPHABET,
  confirmationCodeFrom,
  formatConfirmationCode,
  isConfirmationCode,
} from './confirmation-code.ts';

describe('the confirmation alphabet', () => {
  it('has 30 characters and none a listener or a reader confuses', () => {
    expect(CONFIRMATION_ALPHABET).toHaveLength(30);
    for (const c of ['0', 'O', '1', 'I', 'L', 'U']) expect(CONFIRMATION_ALPHABET).not.toContain(c);
    expect(new Set(CONFIRMATION_ALPHABET).size).toBe(30);
  });
});

describe('confirmationCodeFrom', () => {
  it.each([
    ['bytes 0-9', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], '23456789AB'],
    ['wraps at 30', [30, 31, 59, 60, 89, 90, 119, 120, 149, 239], '23Z2Z2Z2ZZ'],
    ['skips bytes of 240 and above', [240, 255, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9], '23456789AB'],
  ])('%s', (_, bytes, code) => {
    expect(confirmationCodeFrom(bytes)).toBe(code);
  });

  it('needs ten usable bytes', () => {
    expect(confirmationCodeFrom([1, 2, 3])).toBeUndefined();
    expect(confirmationCodeFrom([...Array(9).fill(0), 250])).toBeUndefined();
  });
});

describe('formatConfirmationCode and its inverse', () => {
  it.each([
    ['K7M2Q9XHT4', 'K7M2Q-9XHT4'],
    ['23456789AB', '23456-789AB'],
    ['pay_demo_jsmith_2', 'pay_demo_jsmith_2'],
    ['K7M2Q9XHT', 'K7M2Q9XHT'],
    ['K7M2Q9XHT0', 'K7M2Q9XHT0'],
  ])('"%s" is shown as "%s"', (code, shown) => {
    expect(formatConfirmationCode(code)).toBe(shown);
  });

  it.each([
    ['K7M2Q9XHT4', true],
    ['k7m2q9xht4', false],
    ['K7M2Q-9XHT4', false],
    ['K7M2Q9XHT', false],
    ['O7M2Q9XHT4', false],
  ])('"%s" is a stored code: %s', (code, stored) => {
    expect(isConfirmationCode(code)).toBe(stored);
  });
});
