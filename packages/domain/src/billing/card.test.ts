import { describe, expect, it } from 'vitest';
import {
  autoNickname,
  autoNicknameFor,
  cardDigits,
  cardTypeByPrefix,
  cardTypeOf,
  expiryStatus,
  formatExpDate,
  groupInFours,
  isValidCardNumber,
  lastFour,
  luhnValid,
  maskedNumber,
} from './card.ts';

describe('card number normalising and grouping (seed 002 §5 "grouped in fours")', () => {
  it.each([
    ['4242 4242-4242 4242', '4242424242424242'],
    [' 37 8282 ', '378282'],
    ['abc', ''],
  ])('cardDigits(%j) = %j', (input, want) => expect(cardDigits(input)).toBe(want));

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['378282246310005', '3782 8224 6310 005'],
    ['42424', '4242 4'],
    ['4242', '4242'],
    ['', ''],
  ])('groupInFours(%j) = %j', (input, want) => expect(groupInFours(input)).toBe(want));
});

describe('card type by prefix and length (seed 002 §5)', () => {
  it.each([
    ['378282246310005', 'A'],
    ['341111111111111', 'A'],
    ['4242424242424242', 'V'],
    ['5105105105105100', 'M'],
    ['5555555555554444', 'M'],
    ['6011111111111117', 'D'],
    ['6221260000000000', 'D'],
    ['6229250000000000', 'D'],
    ['6440000000000000', 'D'],
    ['6490000000000000', 'D'],
    ['6500000000000000', 'D'],
    // prefix right, length wrong
    ['37828224631000', null],
    ['424242424242424', null],
    ['42424242424242424', null],
    // outside every range
    ['5000000000000000', null],
    ['5600000000000000', null],
    ['6221250000000000', null],
    ['6229260000000000', null],
    ['6430000000000000', null],
    ['3500000000000000', null],
  ])('cardTypeOf(%s) = %s', (n, want) => expect(cardTypeOf(n)).toBe(want));

  it.each([
    ['4', 'V'],
    ['37', 'A'],
    ['3', null],
    ['52', 'M'],
    ['6011', 'D'],
    ['622126', 'D'],
    ['6221', null],
    ['65', 'D'],
  ])('cardTypeByPrefix(%s) = %s while typing', (n, want) => expect(cardTypeByPrefix(n)).toBe(want));
});

describe('Luhn check', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['378282246310005', true],
    ['6011111111111117', true],
    ['0', true],
    ['', false],
  ])('luhnValid(%s) = %s', (n, want) => expect(luhnValid(n)).toBe(want));

  it.each([
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    ['4242424242424241', false],
    ['4242x4242424242424242', false],
    ['5000000000000009', false],
  ])('isValidCardNumber(%j) = %s', (n, want) => expect(isValidCardNumber(n)).toBe(want));
});

describe('auto-name: the brand (up to 8 letters) plus the last 4', () => {
  it.each([
    ['V', '4242', 'Visa 4242'],
    ['M', '4444', 'Masterca 4444'],
    ['A', '0005', 'Amex 0005'],
    ['D', '1117', 'Discover 1117'],
  ] as const)('%s %s -> %s', (type, last4, want) => {
    expect(autoNickname(type, last4)).toBe(want);
    expect(want.length).toBeLessThanOrEqual(13);
  });

  it('names a valid typed number and nothing else', () => {
    expect(autoNicknameFor('5555 5555 5555 4444')).toBe('Masterca 4444');
    expect(autoNicknameFor('5555 5555 5555 4445')).toBeNull();
    expect(lastFour('4242 4242 4242 4242')).toBe('4242');
  });
});

describe('masking and expiry', () => {
  it('shows only the last 4', () => expect(maskedNumber('4242')).toBe('************4242'));

  it.each([
    [{ year: 2026, month: 10 }, 'expired'],
    [{ year: 2025, month: 12 }, 'expired'],
    [{ year: 2026, month: 11 }, 'expiring'],
    [{ year: 2026, month: 12 }, 'valid'],
    [{ year: 2027, month: 1 }, 'valid'],
  ])('expiry %o in November 2026 is %s', (exp, want) =>
    expect(expiryStatus(exp, { year: 2026, month: 11 })).toBe(want),
  );

  it('writes MMYY', () => {
    expect(formatExpDate({ year: 2027, month: 3 })).toBe('0327');
    expect(formatExpDate({ year: 2030, month: 12 })).toBe('1230');
  });
});
