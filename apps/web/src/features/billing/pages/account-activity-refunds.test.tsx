import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { json } from '../../../test/fetch-mock.ts';
import { FIRST, payment, paymentsApi } from '../components/payments/payments-test-data.ts';

const refund = {
  rma: 'RMA-Q4RT7ZX2MN',
  orderNumber: 'K7M3Q9XD',
  refundedAt: Date.UTC(2026, 11, 2, 17, 0),
  amount: 16293,
  last4: '4242',
  confirmation: 'K7M2Q9XHT4',
};

describe('/pay-bill/account-activity/: store refunds (issue 19 item 6)', () => {
  it("lists the store's refunds beside the bill payments", async () => {
    paymentsApi({
      'GET /api/billing/payments': () => json(200, { payments: [payment()] }),
      'GET /api/shop/refunds': () => json(200, { refunds: [refund] }),
    });
    renderApp('/pay-bill/account-activity/');
    const refunds = within(await screen.findByRole('region', { name: 'Store refunds' }, FIRST));
    const row = refunds.getByText('K7M3Q9XD').closest('tr');
    expect(row).toHaveTextContent('December 2, 2026');
    expect(row).toHaveTextContent('$162.93');
    expect(row).toHaveTextContent('card ••4242');
    expect(row).toHaveTextContent('K7M2Q-9XHT4');
    expect(screen.getByRole('region', { name: 'Payment history' })).toBeInTheDocument();
  });

  it('shows no store refunds section when there are none, and words it in Spanish', async () => {
    paymentsApi({ 'GET /api/billing/payments': () => json(200, { payments: [payment()] }) });
    const { unmount } = renderApp('/pay-bill/account-activity/');
    const history = within(await screen.findByRole('region', { name: 'Payment history' }, FIRST));
    expect(await history.findByText('K7M2Q-9XHT4')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Store refunds' })).toBeNull();
    unmount();

    paymentsApi({
      'GET /api/billing/payments': () => json(200, { payments: [] }),
      'GET /api/shop/refunds': () => json(200, { refunds: [refund] }),
    });
    renderApp('/espanol/pay-bill/account-activity/');
    const refunds = within(await screen.findByRole('region', { name: 'Reembolsos de la tienda' }, FIRST));
    expect(refunds.getByText('tarjeta ••4242')).toBeInTheDocument();
  });
});
