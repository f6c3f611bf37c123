import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app.tsx';
import { json, mockApi } from '../../../../test/fetch-mock.ts';
import { createSessionState, createSessionUser } from '../../../../test/factories.ts';
import { createPendingMove, movedAccounts } from './transfer-test-data.ts';

beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const signedIn = (billPay = true) =>
  json(
    200,
    createSessionState({
      user: createSessionUser({
        id: 'jmover',
        entitlements: { email: true, tv: true, dvr: true, voicemail: true, billPay },
      }),
    }),
  );

describe('the transfer wizard on /home', () => {
  it('opens after sign-in for a subscriber who moved, and stays closed once closed', async () => {
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/accounts': () => json(200, movedAccounts()),
      'GET /api/billing/transfer': () => json(200, { move: createPendingMove() }),
    });
    const { user } = renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Transfer your payment settings' });
    // The dialog starts at its first field, inside it.
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: /Visa 4242/ })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('main')).toBeInTheDocument();
    // No header notice on /home: that lives on the pay-bill pages.
    expect(screen.queryByText('You have moved')).not.toBeInTheDocument();
  });

  it('asks nothing for a subscriber with one account', async () => {
    const api = mockApi({ 'GET /api/session': () => signedIn() });
    renderApp('/home');
    await waitFor(() => expect(api.callsTo('GET /api/billing/accounts')).toHaveLength(1));
    expect(api.callsTo('GET /api/billing/transfer')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing for an id without bill pay', async () => {
    const api = mockApi({ 'GET /api/session': () => signedIn(false) });
    renderApp('/home');
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(api.callsTo('GET /api/billing/accounts')).toHaveLength(0);
  });

  it('stays closed with the remind_later cookie, or after maybe-later on another device today', async () => {
    document.cookie = 'remind_later=1; path=/';
    const api = mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/accounts': () => json(200, movedAccounts()),
      'GET /api/billing/transfer': () => json(200, { move: createPendingMove({ remindLater: true }) }),
    });
    renderApp('/home');
    await waitFor(() => expect(api.callsTo('GET /api/billing/transfer')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
