import { describe, expect, it } from 'vitest';
import { ACCOUNT_PIN, TYPED_ACCOUNT_NUMBER, accountNumberCandidates } from './new-customer.ts';

describe('the account numbers a new customer may type (seed 002 §5)', () => {
  it.each([
    ['7812450067002', ['7812450067002']],
    ['78124-500670-02', ['7812450067002']],
    // with the 14th check digit, as the number is shown 5-6-2-1
    ['78124-500670-02-6', ['7812450067002']],
    ['78124 500670 02 6', ['7812450067002']],
    // a 14th digit that is not the check digit names nothing
    ['78124-500670-02-5', []],
    ['7812a500670026', []],
    ['', []],
  ])('%s names %j', (typed, names) => {
    expect(accountNumberCandidates(typed)).toEqual(names);
  });

  it('takes digits, spaces and hyphens only, and a PIN of exactly 4 digits (seed 002 §9)', () => {
    expect(TYPED_ACCOUNT_NUMBER.test('78124-500670-02-6')).toBe(true);
    expect(TYPED_ACCOUNT_NUMBER.test('78124/500670')).toBe(false);
    expect(['4721', '472', '47211', '47a1'].map((p) => ACCOUNT_PIN.test(p))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
