import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import type { ArrangementOffer, PaymentArrangement } from '@coax/contract';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, type MockRequest } from '../../../test/fetch-mock.ts';
import { axeViolations, FIRST, paymentsApi } from '../components/payments/payments-test-data.ts';

// The whole app renders in jsdom; role queries over it are slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const offer = (over: Partial<ArrangementOffer> = {}): ArrangementOffer => ({
  eligible: true,
  reason: null,
  pastDueAmount: 10740,
  today: '2025-01-29',
  lastDay: '2025-02-28',
  maxInstalments: 3,
  suggestions: [
    [
      { payDate: '2025-02-13', amount: 5370 },
      { payDate: '2025-02-28', amount: 5370 },
    ],
    [
      { payDate: '2025-02-08', amount: 3580 },
      { payDate: '2025-02-18', amount: 3580 },
      { payDate: '2025-02-28', amount: 3580 },
    ],
  ],
  current: null,
  ...over,
});

const made: PaymentArrangement = {
  id: 'arr_1',
  status: 'active',
  total: 10740,
  createdAt: 1,
  csrId: null,
  endedAt: null,
  instalments: [
    {
      seq: 1,
      paymentId: 'p1',
      payDate: '2025-02-13',
      amount: 5370,
      methodId: 'pm_visa',
      payNickname: 'Visa 4242',
      status: 'scheduled',
    },
    {
      seq: 2,
      paymentId: 'p2',
      payDate: '2025-02-28',
      amount: 5370,
      methodId: 'pm_visa',
      payNickname: 'Visa 4242',
      status: 'scheduled',
    },
  ],
};

describe('/pay-bill/arrangement/', () => {
  it('prefills two equal parts, sends the plan once with a key, and shows the arrangement in place', async () => {
    let current: PaymentArrangement | null = null;
    const sent: MockRequest[] = [];
    paymentsApi({
      'GET /api/billing/arrangement': () =>
        json(
          200,
          current ? offer({ eligible: false, reason: 'arrangement.not-eligible.active', current }) : offer(),
        ),
      'POST /api/billing/arrangement': (r: MockRequest) => {
        sent.push(r);
        current = made;
        return json(200, made);
      },
    });
    const { user } = renderApp('/pay-bill/arrangement/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment arrangement' }, FIRST),
    ).toBeInTheDocument();
    expect(await screen.findByText('Total: $107.40 of $107.40')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Amount').map((i) => (i as HTMLInputElement).value)).toEqual([
      '$53.70',
      '$53.70',
    ]);
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Review the arrangement' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set up this arrangement?' }));
    expect(dialog.getByText('February 13, 2025: $53.70 with Visa 4242')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Set up the arrangement' }));
    expect(await screen.findByText('Your payment arrangement is set up.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('idempotency-key')).toBeTruthy();
    expect(sent[0]?.body).toEqual({
      instalments: [
        { payDate: '2025-02-13', amountCents: 5370, methodId: 'pm_visa' },
        { payDate: '2025-02-28', amountCents: 5370, methodId: 'pm_visa' },
      ],
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your arrangement' })).toBeInTheDocument();
    expect(screen.getAllByText('Scheduled')).toHaveLength(2);
  });

  it('switches to three parts and refuses a plan that does not add up, before sending anything', async () => {
    paymentsApi({ 'GET /api/billing/arrangement': () => json(200, offer()) });
    const { user } = renderApp('/pay-bill/arrangement/');
    await user.click(await screen.findByRole('radio', { name: '3 payments' }, FIRST));
    expect(screen.getAllByLabelText('Amount')).toHaveLength(3);
    const first = screen.getAllByLabelText('Amount')[0] as HTMLInputElement;
    await user.clear(first);
    await user.type(first, '10');
    await user.click(screen.getByRole('button', { name: 'Review the arrangement' }));
    expect(await screen.findByText('The payments must add up to the past-due amount.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in Spanish', async () => {
    paymentsApi({
      'GET /api/billing/arrangement': () => json(200, offer()),
      'POST /api/billing/arrangement': () =>
        apiError(409, 'CONFLICT', 'already', { reason: 'arrangement.not-eligible.active' }),
    });
    const { user } = renderApp('/espanol/pay-bill/arrangement/');
    await user.click(await screen.findByRole('button', { name: 'Revisar el acuerdo' }, FIRST));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Hacer este acuerdo?' }));
    await user.click(dialog.getByRole('button', { name: 'Hacer el acuerdo' }));
    expect(await dialog.findByText('Esta cuenta ya tiene un acuerdo de pago en curso.')).toBeInTheDocument();
  });

  it('says why not when the account may not have one, and shows a cancelled one', async () => {
    paymentsApi({
      'GET /api/billing/arrangement': () =>
        json(
          200,
          offer({
            eligible: false,
            reason: 'arrangement.not-eligible.broken-recently',
            suggestions: [],
            current: {
              ...made,
              status: 'broken',
              instalments: made.instalments.map((i, n) => ({
                ...i,
                status: n === 0 ? 'posted' : 'declined',
              })),
            },
          }),
        ),
    });
    renderApp('/pay-bill/arrangement/');
    expect(
      await screen.findByText(/cancelled too recently for a new one/, undefined, FIRST),
    ).toBeInTheDocument();
    expect(screen.getByText('Cancelled: a payment was missed')).toBeInTheDocument();
    expect(screen.getByText('Declined')).toBeInTheDocument();
  });

  it('offers a retry when it cannot be loaded', async () => {
    let fail = true;
    paymentsApi({
      'GET /api/billing/arrangement': () => (fail ? apiError(500, 'INTERNAL', 'boom') : json(200, offer())),
    });
    const { user } = renderApp('/pay-bill/arrangement/');
    expect(
      await screen.findByText('We could not load your payment arrangement.', undefined, FIRST),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByText('Total: $107.40 of $107.40')).toBeInTheDocument();
  });
});
