import { describe, expect, it } from 'vitest';
import {
  checkBankAccountNumber,
  checkRoutingNumber,
  checkingNickname,
  messageLines,
} from './bank-account.ts';

describe('routing number: numeric and exactly 9 digits (seed 002 §5)', () => {
  it.each([
    ['011000015', true],
    ['123456789', true],
    // no ABA checksum: the seed names none
    ['111111111', true],
    ['01100001', false],
    ['0110000150', false],
    ['01100001a', false],
    ['', false],
  ])('%j valid = %s', (v, ok) => {
    const r = checkRoutingNumber(v);
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.message).toBe('Incorrect format:<br>Please enter a valid routing number');
  });

  it('splits the message where the seed breaks the line', () => {
    expect(messageLines('Incorrect format:<br>Please enter a valid routing number')).toEqual([
      'Incorrect format:',
      'Please enter a valid routing number',
    ]);
  });
});

describe('account number: numeric and over 3 characters (seed 002 §5)', () => {
  it.each([
    ['1234', true],
    ['000123456789', true],
    ['12345678901234567', true],
    ['123', false],
    ['123456789012345678', false],
    ['12a4', false],
    ['', false],
  ])('%j valid = %s', (v, ok) => {
    const r = checkBankAccountNumber(v);
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.message).toBe('Please enter a valid account number');
  });

  it('names a checking account by its last 4', () =>
    expect(checkingNickname('000123456789')).toBe('Checking 6789'));
});

describe('bank account checks: trimming, and the field each error names', () => {
  it.each([' 011000015 ', '\t011000015\n'])('routing number %j is trimmed', (v) =>
    expect(checkRoutingNumber(v)).toStrictEqual({ ok: true }),
  );

  it.each(['   ', 'a011000015', '011000015a', '0110 00015'])('routing number %j names its field', (v) =>
    expect(checkRoutingNumber(v)).toStrictEqual({
      ok: false,
      code: 'routingNumber',
      message: 'Incorrect format:<br>Please enter a valid routing number',
    }),
  );

  it.each([' 1234 ', ' 12345678901234567 '])('account number %j is trimmed', (v) =>
    expect(checkBankAccountNumber(v)).toStrictEqual({ ok: true }),
  );

  it.each(['   ', 'a1234', '1234a', '12 34', ' 123 '])('account number %j names its field', (v) =>
    expect(checkBankAccountNumber(v)).toStrictEqual({
      ok: false,
      code: 'accountNumber',
      message: 'Please enter a valid account number',
    }),
  );

  it('names a checking account by the last 4 of the trimmed number', () => {
    expect(checkingNickname(' 000123456789 ')).toBe('Checking 6789');
    expect(checkingNickname('1234')).toBe('Checking 1234');
  });

  it('keeps a message without a break on one line', () =>
    expect(messageLines('Please enter a valid account number')).toStrictEqual([
      'Please enter a valid account number',
    ]));
});
