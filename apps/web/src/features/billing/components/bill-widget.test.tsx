import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { BillingSummary } from '@coax/contract';
import { AppProviders } from '../../../lib/providers.tsx';
import { apiError, deferred, json, mockApi } from '../../../test/fetch-mock.ts';
import { createBillingSummary, createSessionState, createSessionUser } from '../../../test/factories.ts';
import { BillWidget } from './bill-widget.tsx';

function renderWidget(path = '/home') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <main>
          <BillWidget />
        </main>
      </AppProviders>
    </MemoryRouter>,
  );
  return { user };
}

const signedIn = (billPay = true) =>
  json(
    200,
    createSessionState({
      user: createSessionUser({
        entitlements: { email: true, tv: true, dvr: true, voicemail: true, billPay },
      }),
    }),
  );

function withSummary(overrides: Partial<BillingSummary>) {
  return mockApi({
    'GET /api/session': () => signedIn(),
    'GET /api/billing/summary': () =>
      json(200, createBillingSummary({ systemDate: '2025-01-29', ...overrides })),
  });
}

const widget = () => screen.getByRole('region', { name: 'Your bill' });

describe('bill widget states without bill data', () => {
  it('shows a loading state while the bill is on its way', async () => {
    const pending = deferred();
    mockApi({ 'GET /api/session': () => signedIn(), 'GET /api/billing/summary': () => pending.promise });
    renderWidget();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your bill…');
    expect(widget()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    pending.resolve(json(200, createBillingSummary()));
    expect(await screen.findByRole('link', { name: 'Make a payment' })).toBeInTheDocument();
  });

  it("asks a visitor to sign in, with the 'Sign In' button returning to the bill", async () => {
    const { callsTo } = mockApi();
    renderWidget();
    expect(await screen.findByText('Please sign in to view and pay your bill.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login/?referer=/pay-bill/',
    );
    expect(callsTo('GET /api/billing/summary')).toHaveLength(0);
  });

  it('tells a user without bill pay to sign in as the primary user, without asking for the bill', async () => {
    const { callsTo } = mockApi({ 'GET /api/session': () => signedIn(false) });
    renderWidget();
    expect(
      await screen.findByText('Please sign in as the primary user to view and pay your bill.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login/?referer=/pay-bill/',
    );
    expect(callsTo('GET /api/billing/summary')).toHaveLength(0);
  });

  it('shows no access when the server refuses the bill', async () => {
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/summary': () =>
        apiError(403, 'FORBIDDEN', 'Please sign in as the primary user to view and pay your bill.'),
    });
    renderWidget();
    expect(
      await screen.findByText('Please sign in as the primary user to view and pay your bill.'),
    ).toBeInTheDocument();
  });

  it('asks to sign in again when the sign-in is too old, sending the button to the password prompt', async () => {
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/summary': () => apiError(401, 'REAUTH_REQUIRED', 'Reauthentication required'),
    });
    renderWidget();
    expect(await screen.findByText('Please sign in again to view and pay your bill.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/pay-bill/');
  });

  it('says billing is unavailable when the bill fails to load', async () => {
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/summary': () => apiError(500, 'INTERNAL', 'boom'),
    });
    renderWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to access billing information at this time.',
    );
    expect(screen.getByRole('link', { name: 'View your bill' })).toHaveAttribute('href', '/pay-bill/');
  });

  it('treats a status code other than 0 as a failure', async () => {
    withSummary({ status: { statusCode: 17, statusDesc: 'Failure', canAccessBillPay: true } });
    renderWidget();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to access billing information at this time.',
    );
  });
});

describe('bill widget states chosen by the bill (seed 000 §4)', () => {
  it.each([
    {
      name: 'current (nothing due)',
      over: { amountDue: 0, currentBalance: 0 },
      message: 'Your account is up to date. Nothing is due right now.',
      button: 'View your bill',
    },
    {
      name: 'credit',
      over: { amountDue: -2500, currentBalance: -2500 },
      message: 'You have a credit of $25.00. Nothing is due right now.',
      button: 'View your bill',
    },
    {
      name: 'in cycle',
      over: { amountDue: 12345, dueDate: '2025-02-01', dueDays: 3 },
      message: 'Your balance of $123.45 is due on February 1, 2025.',
      button: 'Make a payment',
    },
    {
      name: 'late',
      over: { amountDue: 12345, dueDate: '2025-01-27', dueDays: -2 },
      message:
        'Your payment of $123.45 was due on January 27, 2025. Please pay now to keep your account in good standing.',
      button: 'Pay now',
    },
    {
      name: 'past due 30 days',
      over: { pastDue: '30', pastDueAmount: 4000, pastDueAmountWithPpv: 4599, dueDays: -30 },
      message: 'Your account is 30 days past due. Please pay the past-due amount of $45.99 now.',
      button: 'Pay now',
    },
    {
      name: 'past due 60 days',
      over: { pastDue: '60', pastDueAmount: 8000, pastDueAmountWithPpv: 8000, dueDays: -60 },
      message:
        'Your account is 60 days or more past due. Pay the past-due amount of $80.00 immediately to avoid an interruption of your services.',
      button: 'Payment due immediately',
    },
    {
      name: 'pre-deauthorisation, before its start date',
      over: { pastDue: '60', pastDueAmountWithPpv: 8000, preDeAuth: true, deAuthStartDate: '2025-02-03' },
      message:
        'Your services will be interrupted on February 3, 2025 unless the past-due amount of $80.00 is paid.',
      button: 'Payment due immediately',
    },
    {
      name: 'pre-deauthorisation, after its start date',
      over: { pastDue: '60', pastDueAmountWithPpv: 8000, preDeAuth: true, deAuthStartDate: '2025-01-20' },
      message:
        'Your services may be interrupted at any time. Pay the past-due amount of $80.00 immediately to keep them.',
      button: 'Payment due immediately',
    },
    {
      name: 'suspended',
      over: { amountDue: 21480, deAuth: true, pastDue: '60' },
      message: 'Your services are suspended for non-payment. Pay $214.80 to restore them.',
      button: 'Payment due immediately',
    },
  ] as Array<{ name: string; over: Partial<BillingSummary>; message: string; button: string }>)(
    '$name: message and the $button button to the pay-bill pages',
    async ({ over, message, button }) => {
      withSummary(over);
      renderWidget();
      expect(await screen.findByText(message)).toBeInTheDocument();
      // One button (seed 000 §4); while past due a text link offers a payment arrangement too.
      const buttons = within(widget())
        .getAllByRole('link')
        .filter((l) => l.classList.contains('button'));
      expect(buttons).toHaveLength(1);
      expect(buttons[0]).toHaveAccessibleName(button);
      expect(buttons[0]).toHaveAttribute('href', '/pay-bill/');
    },
  );

  it('shows the amount due, due date, last payment and current balance', async () => {
    withSummary({
      amountDue: 12345,
      dueDate: '2025-02-01',
      currentBalance: 15000,
      recentPayAmount: 9900,
      recentPayDate: '2025-01-02',
    });
    renderWidget();
    const amount = await screen.findByText('Amount due');
    expect(amount.nextElementSibling).toHaveTextContent('$123.45');
    expect(screen.getByText('Due date').nextElementSibling).toHaveTextContent('February 1, 2025');
    expect(screen.getByText('Last payment').nextElementSibling).toHaveTextContent(
      '$99.00 on January 2, 2025',
    );
    expect(screen.getByText(/Current balance/).nextElementSibling).toHaveTextContent('$150.00');
  });

  it('says when no payment is on record, and shows no due date when nothing is due', async () => {
    withSummary({ amountDue: 0, dueDate: null, dueDays: null, recentPayAmount: null, recentPayDate: null });
    renderWidget();
    expect((await screen.findByText('Last payment')).nextElementSibling).toHaveTextContent('None on record');
    expect(screen.queryByText('Due date')).not.toBeInTheDocument();
  });

  it.each([
    ['a zero balance', 0],
    ['a credit', -2500],
  ])('shows no due date with %s, even when one is on record', async (_, amountDue) => {
    withSummary({ amountDue, currentBalance: amountDue, dueDate: '2025-02-01', dueDays: 3 });
    renderWidget();
    expect(await screen.findByText('Amount due')).toBeInTheDocument();
    expect(screen.queryByText('Due date')).not.toBeInTheDocument();
    expect(screen.queryByText(/February 1, 2025/)).not.toBeInTheDocument();
  });

  it('says a credit waits for the next bill', async () => {
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/summary': () => json(200, createBillingSummary({ systemDate: '2025-01-29' })),
      'GET /api/billing/pending-credits': () =>
        json(200, {
          credits: [
            { id: 'CR-ABCDEFGH', description: { en: 'Outage credit 2025-01-20', es: 'x' }, amount: 1250 },
          ],
          total: 1250,
        }),
    });
    renderWidget();
    expect(await screen.findByText('A credit of $12.50 will be on your next bill.')).toBeInTheDocument();
    expect(widget()).toContainElement(screen.getByText(/will be on your next bill/));
  });

  it('shows no credit line when no credit waits', async () => {
    withSummary({});
    renderWidget();
    expect(await screen.findByText('Amount due')).toBeInTheDocument();
    expect(screen.queryByText(/will be on your next bill/)).not.toBeInTheDocument();
  });

  it('names the account of the bill it shows, grouped for reading', async () => {
    withSummary({ accountNumber: '781245006706' });
    renderWidget();
    expect((await screen.findByText('Account number')).nextElementSibling).toHaveTextContent(
      '7812-450067-06',
    );
  });

  it('opens the current-balance tooltip from the keyboard and closes it with Escape', async () => {
    withSummary({});
    const { user } = renderWidget();
    const info = await screen.findByRole('button', { name: 'About your current balance' });
    expect(screen.queryByRole('tooltip', { hidden: false })).not.toBeInTheDocument();
    // The widget's button comes first (right under the message), then the balance's details.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Make a payment' })).toHaveFocus();
    await user.tab();
    expect(info).toHaveFocus();
    expect(screen.getByRole('tooltip', { hidden: false })).toHaveTextContent(
      /everything charged to your account so far/,
    );
    expect(info).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip', { hidden: false })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tooltip', { hidden: false })).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip', { hidden: false })).not.toBeInTheDocument();
  });

  it('speaks Spanish under /espanol, with Spanish links', async () => {
    withSummary({ amountDue: 12345, dueDate: '2025-02-01' });
    renderWidget('/espanol/home');
    expect(await screen.findByRole('region', { name: 'Su factura' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Hacer un pago' })).toHaveAttribute(
      'href',
      '/espanol/pay-bill/',
    );
    expect(screen.getByText(/vence el 1 de febrero de 2025/)).toBeInTheDocument();
  });

  it('sends a Spanish visitor to the Spanish sign-in page', async () => {
    mockApi();
    renderWidget('/espanol/home');
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/espanol/login/?referer=/espanol/pay-bill/',
    );
  });
});

describe('a payment arrangement on the bill widget (issue 20 item 4)', () => {
  const pastDue = {
    amountDue: 10740,
    pastDue: '30' as const,
    pastDueAmount: 10740,
    pastDueAmountWithPpv: 10740,
  };

  it('offers one while past due with none in place', async () => {
    withSummary({ ...pastDue, arrangement: null });
    renderWidget();
    expect(await screen.findByRole('link', { name: /Set up a payment arrangement/ })).toHaveAttribute(
      'href',
      '/pay-bill/arrangement/',
    );
  });

  it('says one is in place, with the next payment', async () => {
    withSummary({
      ...pastDue,
      arrangement: { status: 'active', nextPayDate: '2025-02-13', nextAmount: 5370 },
    });
    renderWidget();
    expect(
      await screen.findByText(/Payment arrangement in place: next payment \$53\.70 on February 13, 2025\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the arrangement' })).toHaveAttribute(
      'href',
      '/pay-bill/arrangement/',
    );
  });

  it('says, in Spanish, that a missed payment cancelled it', async () => {
    withSummary({ ...pastDue, arrangement: { status: 'broken', nextPayDate: null, nextAmount: null } });
    renderWidget('/espanol/home');
    expect(
      await screen.findByText(/Su acuerdo de pago fue cancelado porque no se realizó un pago\./),
    ).toBeInTheDocument();
  });

  it('says nothing of arrangements when nothing is past due', async () => {
    withSummary({ amountDue: 12345, dueDate: '2025-02-01' });
    renderWidget();
    await screen.findByText('Amount due');
    expect(screen.queryByRole('link', { name: /arrangement/i })).not.toBeInTheDocument();
  });
});
