import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, paymentHasConfirmation } from './payment-lists.ts';

describe('paymentHasConfirmation: only an attempt that can move money has a number to quote', () => {
  it.each([
    ['scheduled', true],
    ['processing', true],
    ['posted', true],
    ['cancelled', true],
    ['declined', false],
    ['failed', false],
  ] as const)('%s -> %s', (status, has) => {
    expect(paymentHasConfirmation(status)).toBe(has);
  });

  it('covers every status', () => {
    expect(PAYMENT_STATUSES).toHaveLength(6);
  });
});
