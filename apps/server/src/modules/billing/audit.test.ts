import { describe, expect, it } from 'vitest';
import { maskDigits } from './audit.ts';

describe('maskDigits: no card or bank number reaches the audit log', () => {
  it.each([
    ['card 4242424242424242', 'card ************4242'],
    ['card 4242 4242 4242 4242 x', 'card ************4242 x'],
    ['routing 011000015', 'routing *****0015'],
    ['pay_3f0812345678abcd 5000c 2026-11-25', 'pay_3f0812345678abcd 5000c 2026-11-25'],
    ['amount 999999c', 'amount 999999c'],
    ['123456', '123456'],
  ])('%s -> %s', (raw, masked) => {
    expect(maskDigits(raw)).toBe(masked);
  });
});
