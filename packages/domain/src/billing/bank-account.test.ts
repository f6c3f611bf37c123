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
