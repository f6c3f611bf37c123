import { within, screen } from '@testing-library/react';
import type { Payment, PaymentResult } from '@coax/contract';
import { json, mockApi, type Handlers } from '../../../../test/fetch-mock.ts';
import { createBillingSummary } from '../../../../test/factories.ts';
import { documentsApi } from '../documents/test-data.ts';
import { createBankMethod, createPaymentMethod } from '../methods/methods-test-utils.tsx';

// The summary's system date is 2025-01-29; the bill is $123.45.
export const payment = (overrides: Partial<Payment> = {}): Payment => ({
  paymentId: 'pay_1234abcd',
  confirmationCode: 'K7M2Q9XHT4',
  payDate: '2025-01-29',
  payAmount: 12345,
  payNickname: 'Visa 4242',
  methodId: 'pm_visa',
  status: 'posted',
  kind: 'one_time',
  postedAt: 1,
  csrId: null,
  ...overrides,
});

export const result = (p: Partial<Payment> = {}, message = 'Completed successfully.'): PaymentResult => ({
  payment: payment(p),
  message,
  csrId: null,
});

/** A subscriber with bill pay, three methods (one expired) and the defaults of every pay-bill call. */
export const paymentsApi = (handlers: Handlers = {}) =>
  mockApi(
    documentsApi({
      'GET /api/billing/payment-methods': () =>
        json(200, {
          methods: [
            createPaymentMethod(),
            createBankMethod(),
            createPaymentMethod({
              id: 'pm_old',
              payMethodName: 'Amex 0005',
              isDefault: false,
              expired: true,
            }),
          ],
        }),
      'GET /api/billing/summary': () => json(200, createBillingSummary()),
      ...handlers,
    }),
  );

/** The first screen of a test waits for lazily loaded pages, slow on a busy machine. */
export const FIRST = { timeout: 10_000 };

export async function paymentForm() {
  return within(await screen.findByRole('form', { name: 'Make a payment' }, FIRST));
}

export async function axeViolations(): Promise<string[]> {
  const axe = (await import('axe-core')).default;
  // jsdom has no layout: contrast is checked in the browser suites.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
