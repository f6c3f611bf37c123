import { describe, expect, it } from 'vitest';
import {
  AmountMessages,
  capCoversDue,
  centsToAmountText,
  checkPaymentAmount,
  checkPaymentCents,
  normalizeAmountOnBlur,
  parseAmountCents,
  PAYMENT_MAX_CENTS,
  PAYMENT_MIN_CENTS,
} from './amount.ts';

describe('parseAmountCents (seed 002 §5: digits, optional $, at most two decimals)', () => {
  it.each([
    ['12', 1200],
    ['$12', 1200],
    ['12.5', 1250],
    ['$12.05', 1205],
    ['12.', 1200],
    ['.99', 99],
    ['  7.10 ', 710],
    ['0007.5', 750],
    ['0', 0],
    ['$0.00', 0],
  ])('"%s" -> %i cents', (raw, cents) => {
    expect(parseAmountCents(raw)).toBe(cents);
  });

  it.each(['', '$', '.', '12.345', '1,000', '-5', '12$', '$$5', 'abc', '1e3', '١٢', '5 .00', '0x10'])(
    'refuses "%s"',
    (raw) => {
      expect(parseAmountCents(raw)).toBeNull();
    },
  );
});

describe('checkPaymentAmount (seed 002 §5, §9: at least $1, below $10,000)', () => {
  it.each([
    ['1', true, 100],
    ['$1.00', true, 100],
    ['9999.99', true, 999_999],
    ['142.87', true, 14_287],
  ])('accepts "%s"', (raw, ok, cents) => {
    const r = checkPaymentAmount(raw);
    expect(r.ok).toBe(ok);
    expect(r.cents).toBe(cents);
  });

  it.each([
    ['', 'required', AmountMessages.required],
    ['12.345', 'format', AmountMessages.format],
    ['0.99', 'min', 'Minimum payment of $1 is required'],
    ['0', 'min', 'Minimum payment of $1 is required'],
    ['10000', 'max', 'The payment amount entered is greater than the maximum allowed'],
    ['10000.00', 'max', 'The payment amount entered is greater than the maximum allowed'],
    ['99999999999999999999', 'max', 'The payment amount entered is greater than the maximum allowed'],
  ])('refuses "%s" (%s)', (raw, code, message) => {
    expect(checkPaymentAmount(raw)).toMatchObject({ ok: false, code, message });
  });

  it('checks cents the same way on the server', () => {
    expect(checkPaymentCents(PAYMENT_MIN_CENTS).ok).toBe(true);
    expect(checkPaymentCents(PAYMENT_MAX_CENTS).ok).toBe(true);
    expect(checkPaymentCents(PAYMENT_MIN_CENTS - 1)).toMatchObject({ code: 'min' });
    expect(checkPaymentCents(PAYMENT_MAX_CENTS + 1)).toMatchObject({ code: 'max' });
    expect(checkPaymentCents(100.5)).toMatchObject({ code: 'format' });
  });
});

describe('normalizeAmountOnBlur (seed 002 §5)', () => {
  it.each([
    ['12', '$12.00'],
    ['$12.5', '$12.50'],
    ['0012.5', '$12.50'],
    ['.5', '$0.50'],
    ['0', ''],
    ['$0.00', ''],
    ['000', ''],
    ['12.345', '12.345'],
    ['abc', 'abc'],
    ['', ''],
    ['1234.5', '$1234.50'],
  ])('"%s" -> "%s"', (raw, shown) => {
    expect(normalizeAmountOnBlur(raw)).toBe(shown);
  });

  it('writes cents as the field shows them', () => {
    expect(centsToAmountText(5)).toBe('$0.05');
    expect(centsToAmountText(999_999)).toBe('$9999.99');
  });
});

describe("capCoversDue ('Please enter more than amount due' for an autopay cap)", () => {
  it.each([
    [15_000, 14_287, true],
    [14_287, 14_287, true],
    [14_286, 14_287, false],
    [100, 0, true],
    [100, -500, true],
  ])('cap %i with %i due -> %s', (cap, due, ok) => {
    const r = capCoversDue(cap, due);
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.message).toBe('Please enter more than amount due');
  });
});

describe('amounts: spaces, very long numbers, and the words of each error', () => {
  it('takes an amount of only spaces as missing, not malformed', () =>
    expect(checkPaymentAmount('   ')).toStrictEqual({
      ok: false,
      code: 'required',
      message: 'Please enter a payment amount.',
      cents: null,
    }));

  it('leaves a run of digits too long to count in cents as typed', () => {
    const typed = '9'.repeat(25);
    expect(normalizeAmountOnBlur(typed)).toBe(typed);
  });

  it("words a cap below the amount due as the seed does, under the cap's code", () =>
    expect(capCoversDue(4999, 5000)).toStrictEqual({
      ok: false,
      code: 'moreThanDue',
      message: 'Please enter more than amount due',
    }));
});
