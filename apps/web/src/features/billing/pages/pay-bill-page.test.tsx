import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi, type Handlers } from '../../../test/fetch-mock.ts';
import { createBillingSummary, createSessionState, createSessionUser } from '../../../test/factories.ts';
import { documentsApi } from '../components/documents/test-data.ts';
import { createPaymentMethod } from '../components/methods/methods-test-utils.tsx';

const signedIn = (billPay = true) =>
  json(
    200,
    createSessionState({
      user: createSessionUser({
        entitlements: { email: true, tv: true, dvr: true, voicemail: true, billPay },
      }),
    }),
  );

/** Everything /pay-bill/ loads: the header's and the payment form's data, then the test's own answers. */
const billApi = (handlers: Handlers) =>
  mockApi(
    documentsApi({
      'GET /api/billing/payment-methods': () => json(200, { methods: [createPaymentMethod()] }),
      ...handlers,
    }),
  );

// The whole app renders in jsdom (shell, pay-bill header, page); role queries are slow on a busy machine.
describe('pay bill', () => {
  it('sends a visitor to sign in with /pay-bill/ as the referer', async () => {
    mockApi();
    const { currentPath } = renderApp('/pay-bill/');
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/pay-bill/&reason=none'));
  });

  it('sends a user without bill pay to the unauthorized page', async () => {
    mockApi({ 'GET /api/session': () => signedIn(false) });
    const { currentPath } = renderApp('/pay-bill/');
    // The header's bill widget says the same words, so wait for the page itself.
    await waitFor(() => expect(currentPath()).toBe('/pay-bill/unauthorized/'));
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByText('Please sign in as the primary user to view and pay your bill.'),
    ).toBeInTheDocument();
  });

  it('shows the balance, amount due and due date in the active locale', async () => {
    billApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/summary': () =>
        json(
          200,
          createBillingSummary({
            amountDue: 12345,
            currentBalance: 150000,
            dueDate: '2025-02-01',
            dueDays: 3,
          }),
        ),
    });
    renderApp('/pay-bill/');
    expect(await screen.findByText('$123.45')).toBeInTheDocument();
    expect(screen.getByText('$1,500.00')).toBeInTheDocument();
    expect(screen.getByText(/February 1, 2025/)).toHaveTextContent('(Due in 3 days)');
    expect(screen.getByText('Your account is up to date.')).toBeInTheDocument();
  });

  it('shows a past-due account as such', async () => {
    billApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/summary': () =>
        json(200, createBillingSummary({ pastDue: '30', pastDueAmount: 4000, dueDays: -2 })),
    });
    renderApp('/pay-bill/');
    expect(await screen.findAllByText('Past due 30 days: $40.00')).not.toHaveLength(0);
    expect(screen.getByText(/2 days overdue/)).toBeInTheDocument();
  });

  it('formats money in Spanish under /espanol', async () => {
    billApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/summary': () => json(200, createBillingSummary({ amountDue: 12345 })),
    });
    renderApp('/espanol/pay-bill/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagar factura' })).toBeInTheDocument();
    const expected = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(123.45);
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it('says billing is unavailable when the summary fails, and retries', async () => {
    let fail = true;
    billApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/summary': () =>
        fail ? apiError(500, 'INTERNAL', 'boom') : json(200, createBillingSummary()),
    });
    const { user } = renderApp('/pay-bill/');
    const failed = await screen.findByText('Unable to access billing information at this time.');
    fail = false;
    await user.click(
      within(failed.closest('.notice') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByText('$123.45')).toBeInTheDocument();
  });

  it('says the session expired while the browser is sent to sign in', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    // The api client reads the browser's address (the test router keeps its own), so set both.
    window.history.replaceState(null, '', '/pay-bill/');
    billApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/summary': () =>
        apiError(401, 'SESSION_EXPIRED', 'Your session has expired. Login required.'),
    });
    renderApp('/pay-bill/');
    expect(await screen.findByText('Your session has expired. Login required.')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('/login/?referer=/pay-bill/&reason=expired');
  });

  it('asks for the password again when the sign-in is too old, then shows the bill', async () => {
    let recent = false;
    const { callsTo } = billApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/summary': () =>
        recent
          ? json(200, createBillingSummary())
          : apiError(401, 'REAUTH_REQUIRED', 'Reauthentication required'),
      'POST /api/session/reauth': () => {
        recent = true;
        return json(200, createSessionState());
      },
    });
    const { user } = renderApp('/pay-bill/');
    expect(await screen.findByText('Please sign in again to view and pay your bill.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), ' secret ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('$123.45')).toBeInTheDocument();
    expect(callsTo('POST /api/session/reauth')[0]?.body).toEqual({ password: 'secret' });
  });

  it('tells a wrong password apart on the re-authentication prompt', async () => {
    billApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/summary': () => apiError(401, 'REAUTH_REQUIRED', 'Reauthentication required'),
      'POST /api/session/reauth': () =>
        apiError(401, 'BAD_CREDENTIALS', 'Bad credentials', { attempts_remaining: 4 }),
    });
    const { user } = renderApp('/pay-bill/');
    await user.type(await screen.findByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('The id or password is incorrect. 4 attempts remaining.'),
    ).toBeInTheDocument();
  });
});
