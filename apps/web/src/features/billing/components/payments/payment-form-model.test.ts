import { describe, expect, it } from 'vitest';
import { createBankMethod, createPaymentMethod } from '../methods/methods-test-utils.tsx';
import { initialMethodId } from './payment-form-model.ts';

const visa = createPaymentMethod();
const bank = createBankMethod();
const expired = createPaymentMethod({ id: 'pm_old', isDefault: false, expired: true });

describe('initialMethodId: the method the payment form starts on', () => {
  it.each([
    ['the default', [bank, visa, expired], undefined, 'pm_visa'],
    [
      'the first that can pay when the default has expired',
      [{ ...expired, isDefault: true }, bank],
      undefined,
      'pm_bank',
    ],
    ['another than the one just declined', [visa, bank], 'pm_visa', 'pm_bank'],
    ['not an expired one in place of the one declined', [visa, expired], 'pm_visa', 'pm_visa'],
    ['none when nothing can pay', [expired], undefined, ''],
  ] as const)('%s', (_case, methods, declinedId, id) => {
    expect(initialMethodId(methods, declinedId)).toBe(id);
  });
});
