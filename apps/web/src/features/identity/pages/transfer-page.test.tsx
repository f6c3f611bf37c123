import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TransferAccount } from '@coax/contract';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, json, mockApi, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const view = (over: Partial<TransferAccount> = {}): TransferAccount => ({
  account_number: '781245007009',
  currentAccountNumber: '781245006908',
  currentAccountOptimumIds: [
    { id: 'pmover', first_name: 'Pat', last_name: 'Mover', is_primary: true },
    { id: 'pmover.kid', first_name: 'Kim', last_name: 'Mover', is_primary: false },
    { id: 'pmover.teen', first_name: 'Taylor', last_name: 'Mover', is_primary: false },
  ],
  newAccountOptimumIds: [],
  newAccountServiceLevel: ['internet', 'tv', 'phone'],
  daysLeft: 80,
  ...over,
});
const session = () =>
  json(200, createSessionState({ user: createSessionUser({ id: 'pmover', primary: true }) }));
const moved = {
  status: '00000',
  message: 'Your user ids have been transferred to your new account (7812-450070-09).',
  account_number: '781245007009',
  movedIds: ['pmover', 'pmover.kid'],
};

async function main() {
  const m = await screen.findByRole('main');
  await within(m).findByRole('heading', { level: 1 });
  return m;
}

describe('/profile/transfer', () => {
  it('shows both accounts side by side, moves the chosen ids after asking, and shows the status', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/identity/transfer/account': () => json(200, view()),
      'POST /api/identity/transfer/move': () => json(200, moved),
    });
    renderApp('/profile/transfer');
    const m = await main();
    const current = await within(m).findByRole('region', { name: 'Previous account 7812-450069-08' });
    const next = within(m).getByRole('region', { name: 'New account 7812-450070-09' });
    expect(within(next).getByText('No user ids belong to the new account yet.')).toBeInTheDocument();
    expect(within(next).getByText('Phone')).toBeInTheDocument();
    const primary = within(current).getByLabelText(/pmover \(primary user, always moves\)/);
    expect(primary).toBeChecked();
    expect(primary).toBeDisabled();
    fireEvent.click(within(current).getByLabelText(/^pmover\.kid/));
    fireEvent.click(within(m).getByRole('button', { name: 'Move the ids' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move these ids?' });
    expect(
      within(dialog).getByText(
        'These ids will belong to your new account (7812-450070-09): pmover, pmover.kid.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, move them' }));
    expect(await within(m).findByText('Transferred')).toBeInTheDocument();
    expect(
      within(m).getByText('Your user ids have been transferred to your new account (7812-450070-09).'),
    ).toBeInTheDocument();
    const calls = callsTo('POST /api/identity/transfer/move');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ ids: ['pmover.kid'] });
    expect(calls[0]?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  });

  it('shows the refusal in the dialog, in Spanish, and retries with the same key', async () => {
    let calls = 0;
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/identity/transfer/account': () => json(200, view()),
      'POST /api/identity/transfer/move': (_r: MockRequest) =>
        ++calls === 1
          ? apiError(409, 'CONFLICT', 'x', { reason: 'identity.transfer.over-limit' })
          : json(200, moved),
    });
    renderApp('/espanol/profile/transfer');
    const m = await main();
    fireEvent.click(await within(m).findByRole('button', { name: 'Pasar las identificaciones' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Pasar estas identificaciones?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, pasarlas' }));
    expect(
      await within(dialog).findByText(
        'Su cuenta nueva no admite tantas identificaciones. Elija menos para pasar.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, pasarlas' }));
    expect(await within(m).findByText('Transferido')).toBeInTheDocument();
    const [first, second] = callsTo('POST /api/identity/transfer/move');
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('tells a secondary id to sign in as the primary', async () => {
    mockApi({
      'GET /api/session': () =>
        json(200, createSessionState({ user: createSessionUser({ id: 'pmover.kid', primary: false }) })),
      'GET /api/identity/transfer/account': () =>
        apiError(403, 'FORBIDDEN', 'x', { reason: 'identity.transfer.not-primary' }),
    });
    renderApp('/profile/transfer');
    const m = await main();
    expect(
      await within(m).findByText('Please sign in as the primary user to transfer user ids.'),
    ).toBeInTheDocument();
    expect(within(m).getByRole('link', { name: 'Back to user ids' })).toHaveAttribute(
      'href',
      '/profile/household-ids',
    );
  });

  it('lists the ids the new account has already', async () => {
    mockApi({
      'GET /api/session': session,
      'GET /api/identity/transfer/account': () =>
        json(
          200,
          view({
            newAccountOptimumIds: [{ id: 'pat.new', first_name: 'Pat', last_name: 'New', is_primary: false }],
            newAccountServiceLevel: [],
          }),
        ),
    });
    renderApp('/profile/transfer');
    const next = await within(await main()).findByRole('region', { name: 'New account 7812-450070-09' });
    expect(within(next).getByText('pat.new')).toBeInTheDocument();
    expect(within(next).getByText('No services yet')).toBeInTheDocument();
  });

  it('offers a retry when the accounts cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      'GET /api/session': session,
      'GET /api/identity/transfer/account': () =>
        ++calls === 1 ? apiError(500, 'INTERNAL', 'x') : json(200, view()),
    });
    renderApp('/profile/transfer');
    const m = await main();
    expect(
      await within(m).findByText('We could not load your accounts. Please try again later.'),
    ).toBeInTheDocument();
    fireEvent.click(within(m).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(m).getByRole('button', { name: 'Move the ids' })).toBeInTheDocument());
  });

  it('is offered on the household ids page only when disco-check allows it', async () => {
    mockApi({
      'GET /api/session': session,
      'GET /api/identity/ids': () => json(200, { ids: [], allowed_remaining: 6, packages: ['internet'] }),
      'GET /api/identity/transfer/disco-check': () =>
        json(200, { disconnected: true, transferAvailable: true, daysLeft: 80 }),
    });
    renderApp('/profile/household-ids');
    const m = await main();
    const link = await within(m).findByRole('link', { name: 'Move my user ids' });
    expect(link).toHaveAttribute('href', '/profile/transfer');
    expect(within(m).getByText('You have 80 days left to do it.')).toBeInTheDocument();
  });
});

/** After a first move that left the teen behind: the primary and the kid are on the new account. */
const followUpView = () =>
  view({
    currentAccountOptimumIds: [
      { id: 'pmover.teen', first_name: 'Taylor', last_name: 'Mover', is_primary: false },
    ],
    newAccountOptimumIds: [
      { id: 'pmover', first_name: 'Pat', last_name: 'Mover', is_primary: true },
      { id: 'pmover.kid', first_name: 'Kim', last_name: 'Mover', is_primary: false },
    ],
  });

describe('/profile/transfer for ids left behind', () => {
  it('does not claim the primary moves, asks for a choice, and sends only the chosen ids', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/identity/transfer/account': () => json(200, followUpView()),
      'POST /api/identity/transfer/move': () => json(200, { ...moved, movedIds: ['pmover.teen'] }),
    });
    renderApp('/profile/transfer');
    const m = await main();
    expect(
      await within(m).findByText(
        'Your primary user id is already on your new account. Choose the ids still on your previous account to bring over. Each id keeps its password and permissions.',
      ),
    ).toBeInTheDocument();
    expect(within(m).queryByText(/always moves/)).not.toBeInTheDocument();
    const next = within(m).getByRole('region', { name: 'New account 7812-450070-09' });
    expect(within(next).getByText('pmover')).toBeInTheDocument();
    // nothing chosen: asked to choose, nothing sent
    fireEvent.click(within(m).getByRole('button', { name: 'Move the ids' }));
    expect(
      await within(m).findByText('Choose at least one user id to transfer from your previous account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const current = within(m).getByRole('region', { name: 'Previous account 7812-450069-08' });
    const teen = within(current).getByLabelText(/^pmover\.teen/);
    expect(teen).not.toBeChecked();
    expect(teen).toBeEnabled();
    fireEvent.click(teen);
    expect(
      within(m).queryByText('Choose at least one user id to transfer from your previous account.'),
    ).not.toBeInTheDocument();
    fireEvent.click(within(m).getByRole('button', { name: 'Move the ids' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move these ids?' });
    expect(
      within(dialog).getByText('These ids will belong to your new account (7812-450070-09): pmover.teen.'),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, move them' }));
    expect(await within(m).findByText('Moved: pmover.teen')).toBeInTheDocument();
    const calls = callsTo('POST /api/identity/transfer/move');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ ids: ['pmover.teen'] });
  });

  it('speaks Spanish, and shows the empty-choice refusal from the server', async () => {
    mockApi({
      'GET /api/session': session,
      'GET /api/identity/transfer/account': () => json(200, followUpView()),
      'POST /api/identity/transfer/move': () =>
        apiError(400, 'BAD_REQUEST', 'x', { reason: 'identity.transfer.none-chosen' }),
    });
    renderApp('/espanol/profile/transfer');
    const m = await main();
    expect(
      await within(m).findByText(/^La identificación del usuario principal ya está en su cuenta nueva\./),
    ).toBeInTheDocument();
    fireEvent.click(within(m).getByRole('button', { name: 'Pasar las identificaciones' }));
    expect(
      await within(m).findByText('Elija al menos una identificación para pasar de su cuenta anterior.'),
    ).toBeInTheDocument();
    // the server's refusal reads the same, should the page ever let an empty choice through
    fireEvent.click(within(m).getByLabelText(/^pmover\.teen/));
    fireEvent.click(within(m).getByRole('button', { name: 'Pasar las identificaciones' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Pasar estas identificaciones?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, pasarlas' }));
    expect(
      await within(dialog).findByText('Elija al menos una identificación para pasar de su cuenta anterior.'),
    ).toBeInTheDocument();
  });

  it('is offered on the household ids page of the new account while ids are left behind', async () => {
    mockApi({
      'GET /api/session': session,
      'GET /api/identity/ids': () => json(200, { ids: [], allowed_remaining: 6, packages: ['internet'] }),
      'GET /api/identity/transfer/disco-check': () =>
        json(200, { disconnected: false, transferAvailable: true, daysLeft: 70 }),
    });
    renderApp('/profile/household-ids');
    const m = await main();
    const link = await within(m).findByRole('link', { name: 'Move my user ids' });
    expect(link).toHaveAttribute('href', '/profile/transfer');
    expect(
      within(m).getByText(
        'Some of your user ids are still on your previous account: move them to your new account so they keep working after the previous account closes.',
      ),
    ).toBeInTheDocument();
    expect(within(m).queryByText(/^You have moved\./)).not.toBeInTheDocument();
    expect(within(m).getByText('You have 70 days left to do it.')).toBeInTheDocument();
  });
});
