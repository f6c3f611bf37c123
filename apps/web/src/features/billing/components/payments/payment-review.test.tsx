import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { apiError, json, mockApi } from '../../../../test/fetch-mock.ts';
import { createPaymentMethod, renderWithApp } from '../methods/methods-test-utils.tsx';
import { PaymentReview } from './payment-review.tsx';
import { result } from './payments-test-data.ts';

const body = { methodId: 'pm_visa', amountCents: 12345, payDate: 'now' } as const;

function renderReview(path: string) {
  return renderWithApp(
    <PaymentReview
      body={body}
      idempotencyKey="key-12345678"
      method={createPaymentMethod()}
      systemDate="2025-01-29"
      onChange={vi.fn()}
      onDone={vi.fn()}
    />,
    path,
  );
}

/** The server's refusal of an amount over the maximum, in its own (English) words. */
const overMax = () =>
  apiError(
    400,
    'BAD_REQUEST',
    'body.amountCents: The payment amount entered is greater than the maximum allowed',
    {
      reason: 'payment.amount.over-max',
      issues: [
        {
          path: 'body.amountCents',
          reason: 'payment.amount.over-max',
          message: 'The payment amount entered is greater than the maximum allowed',
        },
      ],
    },
  );

describe('a refused payment, worded by its reason', () => {
  it('shows the Spanish text on a Spanish page, never the server’s English', async () => {
    mockApi({ 'POST /api/billing/payments': overMax });
    const { user } = renderReview('/espanol/pay-bill/');
    await user.click(await screen.findByRole('button', { name: /^Pagar .*123/ }));
    expect(
      await screen.findByText('El monto del pago ingresado es mayor que el máximo permitido'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/greater than the maximum/)).not.toBeInTheDocument();
  });

  it('keeps the seed’s English text on an English page', async () => {
    mockApi({ 'POST /api/billing/payments': overMax });
    const { user } = renderReview('/pay-bill/');
    await user.click(await screen.findByRole('button', { name: 'Pay $123.45 now' }));
    expect(
      await screen.findByText('The payment amount entered is greater than the maximum allowed'),
    ).toBeInTheDocument();
  });

  it('falls back to a generic message by status for a reason the page has no words for', async () => {
    mockApi({
      'POST /api/billing/payments': () =>
        apiError(409, 'CONFLICT', 'Some new rule the page does not know.', {
          reason: 'transfer.already-done',
        }),
    });
    const { user } = renderReview('/espanol/pay-bill/');
    await user.click(await screen.findByRole('button', { name: /^Pagar .*123/ }));
    expect(
      await screen.findByText('Esto cambió mientras tanto. Vuelva a cargar la página e inténtelo de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Some new rule the page does not know.')).not.toBeInTheDocument();
  });

  it('falls back the same way for a reason id this build does not know', async () => {
    mockApi({
      'POST /api/billing/payments': () =>
        apiError(400, 'BAD_REQUEST', 'A refusal from a newer server.', { reason: 'payment.something-new' }),
    });
    const { user } = renderReview('/pay-bill/');
    await user.click(await screen.findByRole('button', { name: 'Pay $123.45 now' }));
    expect(
      await screen.findByText('Some of the details were not accepted. Please check them and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('A refusal from a newer server.')).not.toBeInTheDocument();
  });

  it('words a declined payment by its reason', async () => {
    mockApi({
      'POST /api/billing/payments': () =>
        json(200, {
          ...result({ status: 'declined' }, 'Any wording at all.'),
          reason: 'payment.declined.insufficient-funds',
        }),
    });
    const { user } = renderReview('/pay-bill/');
    await user.click(await screen.findByRole('button', { name: 'Pay $123.45 now' }));
    expect(await screen.findByText(/declined for insufficient funds/)).toBeInTheDocument();
  });
});
