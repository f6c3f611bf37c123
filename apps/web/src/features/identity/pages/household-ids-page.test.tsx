import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HouseholdId, HouseholdIdList } from '@coax/contract';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { apiError, json, mockApi, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const member = (over: Partial<HouseholdId> = {}): HouseholdId => ({
  id: 'jsmith.kid',
  first_name: 'Jamie',
  last_name: 'Smith',
  is_primary: false,
  is_billpay_secondary: false,
  is_parental_controls_secondary: false,
  is_optimum_voice_secondary: false,
  is_ovp: false,
  is_cso: false,
  is_oac: false,
  is_oacadm: false,
  emailEnabled: true,
  optedInOptimumEmail: false,
  dvrBlocked: true,
  mailbox: null,
  ...over,
});
const list = (over: Partial<HouseholdIdList> = {}): HouseholdIdList => ({
  ids: [
    member({ id: 'jsmith', first_name: 'John', is_primary: true, dvrBlocked: false, mailbox: 'active' }),
    member(),
  ],
  allowed_remaining: 5,
  packages: ['internet', 'tv', 'phone'],
  ...over,
});
const session = () =>
  json(200, createSessionState({ user: createSessionUser({ id: 'jsmith', primary: true }) }));

async function main() {
  const m = await screen.findByRole('main');
  await within(m).findByRole('heading', { level: 1 });
  return m;
}

describe('/profile/household-ids', () => {
  it('lists each id with its flags, and says how many more may be created', async () => {
    mockApi({ 'GET /api/session': session, 'GET /api/identity/ids': () => json(200, list()) });
    renderApp('/profile/household-ids');
    const m = await main();
    const kid = await within(m).findByRole('listitem', { name: /jsmith\.kid/ });
    expect(within(kid).getByText('DVR blocked').nextElementSibling).toHaveTextContent('yes');
    expect(within(kid).getByText('Bill pay').nextElementSibling).toHaveTextContent('no');
    expect(within(kid).getByText('No mailbox')).toBeInTheDocument();
    expect(within(m).getByText('You can create 5 more ids (up to 7 in all).')).toBeInTheDocument();
    // the primary may do everything: no "Bill pay: no" on its card
    const primary = within(m).getByRole('listitem', { name: /^jsmith \(/ });
    expect(within(primary).queryByText('Bill pay')).not.toBeInTheDocument();
    expect(within(primary).queryByText('DVR blocked')).not.toBeInTheDocument();
    expect(within(primary).getByText(/may do everything on the account/)).toBeInTheDocument();
    // the task is one step from the first screen, however many ids come before the form
    const create = within(m).getByRole('link', { name: 'Create an id' });
    expect(create).toHaveAttribute('href', '#identity-create');
    expect(create).toHaveAttribute('data-primary-action');
  });

  it('shows a long name cut at 25 characters, and the whole name to screen readers', async () => {
    const long = member({
      id: 'long.name',
      first_name: 'Maximiliano',
      last_name: 'Bartholomew Featherstonehaugh',
    });
    mockApi({ 'GET /api/session': session, 'GET /api/identity/ids': () => json(200, list({ ids: [long] })) });
    renderApp('/profile/household-ids');
    const card = await within(await main()).findByRole('listitem', { name: /long\.name/ });
    expect(within(card).getByText('Maximiliano Bartholomew…')).toHaveAttribute('aria-hidden', 'true');
    expect(within(card).getByText('Maximiliano Bartholomew Featherstonehaugh')).toHaveClass(
      'visually-hidden',
    );
  });

  it('shows the primary-only message to a secondary id, in Spanish too', async () => {
    mockApi({
      'GET /api/session': () =>
        json(200, createSessionState({ user: createSessionUser({ id: 'jsmith.kid', primary: false }) })),
      'GET /api/identity/ids': () => apiError(403, 'FORBIDDEN', 'x', { reason: 'identity.not-primary' }),
    });
    renderApp('/espanol/profile/household-ids');
    const m = await main();
    expect(
      await within(m).findByText(
        'Inicie sesión como el usuario principal para administrar las identificaciones de usuario.',
      ),
    ).toBeInTheDocument();
  });

  it('offers a retry when the list fails', async () => {
    let calls = 0;
    mockApi({
      'GET /api/session': session,
      'GET /api/identity/ids': () => (++calls === 1 ? apiError(500, 'INTERNAL', 'x') : json(200, list())),
    });
    renderApp('/profile/household-ids');
    const m = await main();
    fireEvent.click(await within(m).findByRole('button', { name: 'Try again' }));
    expect(await within(m).findByRole('listitem', { name: /jsmith\.kid/ })).toBeInTheDocument();
  });

  it('saves a permission change for a secondary id', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/identity/ids': () => json(200, list()),
      'PUT /api/identity/ids/jsmith.kid/permissions': (r: MockRequest) =>
        json(200, member({ is_billpay_secondary: (r.body as { billPay: boolean }).billPay })),
    });
    renderApp('/profile/household-ids');
    const kid = await within(await main()).findByRole('listitem', { name: /jsmith\.kid/ });
    fireEvent.click(within(kid).getByLabelText('View and pay the bill'));
    fireEvent.click(within(kid).getByRole('button', { name: 'Save permissions' }));
    expect(await within(kid).findByText('Permissions saved for jsmith.kid.')).toBeInTheDocument();
    expect(callsTo('PUT /api/identity/ids/jsmith.kid/permissions')[0]?.body).toEqual({
      billPay: true,
      parentalControls: false,
      voice: false,
      dvr: false,
    });
  });

  it('refuses a badly formed id before sending anything', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/identity/ids': () => json(200, list()),
    });
    renderApp('/profile/household-ids');
    const m = await main();
    fireEvent.change(await within(m).findByLabelText('User id'), { target: { value: '.ab' } });
    fireEvent.click(within(m).getByRole('button', { name: 'Create the id' }));
    expect(
      (await within(m).findAllByText('An id cannot begin or end with ".", "-" or "_".')).length,
    ).toBeGreaterThan(0);
    expect(callsTo('POST /api/identity/ids')).toHaveLength(0);
  });

  it('deletes an id after asking', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/identity/ids': () => json(200, list()),
      'DELETE /api/identity/ids/jsmith.kid': () => json(200, { ok: true }),
    });
    renderApp('/profile/household-ids');
    const m = await main();
    const kid = await within(m).findByRole('listitem', { name: /jsmith\.kid/ });
    fireEvent.click(within(kid).getByRole('button', { name: 'Delete jsmith.kid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete jsmith.kid?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the id' }));
    await waitFor(() => expect(callsTo('DELETE /api/identity/ids/jsmith.kid')).toHaveLength(1));
    expect(await within(m).findByText('jsmith.kid was deleted.')).toBeInTheDocument();
  });
});
