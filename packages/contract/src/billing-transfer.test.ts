import { describe, expect, it } from 'vitest';
import { billingTransferRoutes, toggleAccountBody, transferBody } from './billing-transfer.ts';

const messages = (value: unknown) => {
  const r = transferBody.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('the moveTransferPaymentSettings body', () => {
  it('takes a transfer with methods, autopay settings, preferences and the authorisation', () => {
    expect(
      messages({
        action: 'transfer',
        payMethodNames: ['Visa 4242'],
        autopay: {
          payMethodName: 'Visa 4242',
          dateType: 'days_before',
          daysInAdvance: 3,
          amountType: 'cap',
          capAmount: 15_000,
        },
        transferPreferences: true,
        email: 'jordan@example.com',
        authorised: true,
      }),
    ).toEqual([]);
  });

  it('needs the authorisation ticked on a transfer', () => {
    expect(messages({ action: 'transfer', payMethodNames: ['Visa 4242'] })).toEqual([
      'Please confirm that you authorize us to transfer your payment settings.',
    ]);
  });

  it('checks the autopay settings with the seed limits', () => {
    const base = { action: 'transfer', payMethodNames: ['Visa 4242'], authorised: true };
    expect(
      messages({
        ...base,
        autopay: { payMethodName: 'Visa 4242', dateType: 'days_before', daysInAdvance: 6, amountType: 'due' },
      }),
    ).toEqual(['Please choose 1 to 5 days before the due date.']);
    expect(
      messages({
        ...base,
        autopay: { payMethodName: 'Visa 4242', dateType: 'day_of_month', amountType: 'due' },
      }),
    ).toEqual(['Please choose a day of the month from 1 to 31.']);
    expect(
      messages({
        ...base,
        autopay: {
          payMethodName: 'Visa 4242',
          dateType: 'days_before',
          daysInAdvance: 1,
          amountType: 'fixed',
          fixAmount: 50,
        },
      }),
    ).toEqual(['Minimum payment of $1 is required']);
  });

  it('refuses a method named twice, and a name longer than a nickname can be', () => {
    expect(
      messages({ action: 'transfer', payMethodNames: ['Visa 4242', 'Visa 4242'], authorised: true }),
    ).toEqual(['Each payment method may be named once.']);
    expect(
      messages({ action: 'transfer', payMethodNames: ['A much too long name'], authorised: true }),
    ).toHaveLength(1);
  });

  it('takes an opt-out with both indicators, and nothing else with it', () => {
    expect(messages({ action: 'optOut', apOptOut: 0, pmOptOut: 0 })).toEqual([]);
    expect(messages({ action: 'optOut' })).toEqual(['No opt out of service selected']);
    expect(messages({ action: 'optOut', apOptOut: 0, pmOptOut: 0, payMethodNames: ['Visa 4242'] })).toEqual([
      'Payment settings go with a transfer only.',
    ]);
  });

  it('takes maybe-later alone', () => {
    expect(messages({ action: 'mayBeLater' })).toEqual([]);
    expect(messages({ action: 'mayBeLater', apOptOut: 0 })).toEqual([
      'The opt-out indicators go with an opt-out only.',
    ]);
  });

  it('refuses unknown fields', () => {
    expect(transferBody.safeParse({ action: 'mayBeLater', fromAccount: '1' }).success).toBe(false);
  });
});

describe('the toggleAccount body', () => {
  it('takes types 0, 1 and 2 with an optional account number', () => {
    expect(toggleAccountBody.safeParse({ accountType: '2' }).success).toBe(true);
    expect(toggleAccountBody.safeParse({ accountType: '0', accountNumber: '7812-450067-06' }).success).toBe(
      true,
    );
    expect(toggleAccountBody.safeParse({ accountType: '3' }).success).toBe(false);
    expect(toggleAccountBody.safeParse({ accountType: '0', accountNumber: 'abc' }).success).toBe(false);
  });
});

describe('the transfer routes', () => {
  it('make a retried transfer replay its first answer', () => {
    expect(billingTransferRoutes.transfer.idempotent).toBe(true);
    expect(billingTransferRoutes.toggleAccount.mutates).toBe(true);
  });
});
