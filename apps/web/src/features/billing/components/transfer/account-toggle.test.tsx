import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { browserNavigation } from '../../../../lib/browser-navigation.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../../test/fetch-mock.ts';
import { createBillingSummary } from '../../../../test/factories.ts';
import { createAccount } from '../documents/test-data.ts';
import { movedApi, movedAccounts } from './transfer-test-data.ts';

beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const header = async () => within(await screen.findByRole('region', { name: 'Your billing account' }));
// The move is left out: these tests are about the toggle, not the wizard.
const api = (overrides = {}) => movedApi(overrides, null);

describe('the account toggle of the pay-bill header (toggleAccount)', () => {
  it('switches to the past account, naming it by number and the kind it toggles as, then fetches the bill again', async () => {
    let onOld = false;
    const accounts = () => ({
      accounts: movedAccounts().accounts.map((a) => ({
        ...a,
        current: (a.accountNumber === '7812-450067-06') === onOld,
      })),
    });
    const calls = mockApi(
      api({
        'GET /api/billing/accounts': () => json(200, accounts()),
        'GET /api/billing/summary': () =>
          json(200, createBillingSummary({ accountNumber: onOld ? '781245006706' : '781245006807' })),
        'POST /api/billing/accounts/toggle': () => {
          onOld = true;
          return json(200, accounts());
        },
      }),
    );
    const { user } = renderApp('/pay-bill/my-bill/');
    const select = await (await header()).findByRole('combobox', { name: 'Account' });
    expect(select).toHaveValue('7812-450068-07');
    const summaries = calls.callsTo('GET /api/billing/summary').length;
    await user.selectOptions(select, '7812-450067-06');
    await waitFor(() => expect(select).toHaveValue('7812-450067-06'));
    // Seed 002 §4: the old type 2 toggles as 0, named by its number.
    expect(calls.callsTo('POST /api/billing/accounts/toggle')[0]?.body).toEqual({
      accountType: '0',
      accountNumber: '7812-450067-06',
    });
    await waitFor(() => expect(calls.callsTo('GET /api/billing/summary').length).toBeGreaterThan(summaries));
  });

  it('says so when the switch fails, and keeps the account shown', async () => {
    mockApi(api({ 'POST /api/billing/accounts/toggle': () => apiError(500, 'INTERNAL', 'boom') }));
    const { user } = renderApp('/pay-bill/my-bill/');
    const h = await header();
    const select = await h.findByRole('combobox', { name: 'Account' });
    await user.selectOptions(select, '7812-450067-06');
    expect(await h.findByText('We could not switch to that account. Please try again.')).toBeInTheDocument();
    expect(select).toHaveValue('7812-450068-07');
    expect(h.queryByText('Switching accounts…')).not.toBeInTheDocument();
  });

  it('sends a 401 without a session to sign in with referer /pay-bill (the footer rule)', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    mockApi(
      api({
        'POST /api/billing/accounts/toggle': () => apiError(401, 'NO_SESSION', 'No session. Login required.'),
      }),
    );
    const { user } = renderApp('/pay-bill/my-bill/');
    await user.selectOptions(
      await (await header()).findByRole('combobox', { name: 'Account' }),
      '7812-450067-06',
    );
    await waitFor(() => expect(assign).toHaveBeenLastCalledWith('/login/?referer=/pay-bill&reason=none'));
  });

  it('sends a 401 with the session still there back to /pay-bill (the footer rule)', async () => {
    mockApi(
      api({
        'POST /api/billing/accounts/toggle': () =>
          apiError(401, 'REAUTH_REQUIRED', 'Reauthentication required'),
      }),
    );
    const { user, currentPath } = renderApp('/pay-bill/my-bill/');
    await user.selectOptions(
      await (await header()).findByRole('combobox', { name: 'Account' }),
      '7812-450067-06',
    );
    await waitFor(() => expect(currentPath()).toBe('/pay-bill'));
  });

  it('offers no choice with a single account', async () => {
    mockApi(
      api({
        'GET /api/billing/accounts': () =>
          json(200, { accounts: [createAccount({ accountNumber: '7812-450068-07' })] }),
      }),
    );
    renderApp('/pay-bill/my-bill/');
    expect(await (await header()).findByText('Account 7812-450068-07')).toBeInTheDocument();
  });
});
