import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createAuditEntry, createSessionState, createSessionUser } from '../../../test/factories.ts';
import { createAppointmentList } from '../../../test/appointments-factories.ts';

const agent = { id: 'agent1', name: 'Alex Agent' };

describe('agent desk', () => {
  it('refuses a subscriber', async () => {
    mockApi({ 'GET /api/session': () => json(200, createSessionState()) });
    renderApp('/csr/');
    expect(await screen.findByText('This page is only for customer-service agents.')).toBeInTheDocument();
  });

  it('sends a visitor to sign in', async () => {
    mockApi();
    const { currentPath } = renderApp('/csr/');
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/csr/&reason=none'));
  });

  it('keeps its heading and offers a retry when the session cannot be read', async () => {
    let fail = true;
    mockApi({
      'GET /api/session': () =>
        fail ? apiError(500, 'INTERNAL', 'boom') : json(200, createSessionState({ agent, user: null })),
      'GET /api/csr/audit': () => json(200, { entries: [], nextCursor: null }),
    });
    const { user } = renderApp('/csr/');
    expect(await screen.findByText(/technical difficulties/i)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Agent desk' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You are not acting for a subscriber.')).toBeInTheDocument();
  });

  it('finds a subscriber, acts for them and shows it everywhere', async () => {
    let actingFor: string | null = null;
    const { callsTo } = mockApi({
      'GET /api/session': () =>
        json(
          200,
          createSessionState({ agent, user: actingFor ? createSessionUser({ id: actingFor }) : null }),
        ),
      'GET /api/csr/subscribers': () =>
        json(200, {
          matches: [
            {
              id: 'jsmith',
              accountNumber: '07702123456',
              primary: true,
              biz: false,
              signInBanned: false,
              specialRegion: false,
            },
          ],
        }),
      'POST /api/csr/act-for': (request) => {
        actingFor = (request.body as { id: string }).id;
        return json(200, createSessionState({ agent, user: createSessionUser({ id: actingFor }) }));
      },
      'GET /api/csr/audit': () =>
        json(200, { entries: actingFor ? [createAuditEntry()] : [], nextCursor: null }),
      'GET /api/appointments': () => json(200, createAppointmentList()),
    });
    const { user } = renderApp('/csr/');
    expect(await screen.findByText('You are not acting for a subscriber.')).toBeInTheDocument();
    // Nothing of a subscriber's before the agent acts for one.
    expect(screen.queryByRole('region', { name: 'Service appointments' })).not.toBeInTheDocument();
    expect(callsTo('GET /api/appointments')).toHaveLength(0);
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Account number or user ID'), ' 0770 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Subscribers matching “0770”' });
    expect(callsTo('GET /api/csr/subscribers')[0]?.url.searchParams.get('q')).toBe('0770');
    expect(within(table).getByRole('rowheader', { name: 'jsmith' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Act for jsmith' }));
    expect(await screen.findByText('You are now acting for jsmith.')).toBeInTheDocument();
    expect(callsTo('POST /api/csr/act-for')[0]?.body).toEqual({ id: 'jsmith' });
    expect(screen.getByText('You are acting for jsmith (account 07702123456).')).toBeInTheDocument();
    // A past-due subscriber's payment arrangement is one link away (issue 20 item 4).
    expect(screen.getByRole('link', { name: 'Set up a payment arrangement' })).toHaveAttribute(
      'href',
      '/pay-bill/arrangement/',
    );
    expect(screen.getByRole('region', { name: 'Agent session' })).toHaveTextContent('acting for jsmith');

    const audit = await screen.findByRole('table', {
      name: 'Audit log entries, newest first: Changes and acting sessions',
    });
    expect(within(audit).getByText('Started acting')).toBeInTheDocument();
    expect(within(audit).getByText('agent1')).toBeInTheDocument();

    // The subscriber's visits, each leading to the page where the agent moves or cancels it.
    const visits = await screen.findByRole('region', { name: 'Service appointments' });
    expect(
      await within(visits).findByRole('link', { name: 'Internet installation visit 1001' }),
    ).toHaveAttribute('href', '/service-appointments/APT-JS-1001');
  });

  it("says so when the subscriber has no visit to come, and words a failure with the area's words", async () => {
    let failing = false;
    mockApi({
      'GET /api/session': () =>
        json(200, createSessionState({ agent, user: createSessionUser({ id: 'mgarcia' }) })),
      'GET /api/csr/audit': () => json(200, { entries: [], nextCursor: null }),
      'GET /api/appointments': () =>
        failing
          ? apiError(404, 'NOT_FOUND', 'x', { reason: 'appointments.account.not-found' })
          : json(200, createAppointmentList([])),
    });
    const first = renderApp('/csr/');
    expect(await screen.findByText('This subscriber has no visit to come.')).toBeInTheDocument();
    first.unmount();
    failing = true;
    renderApp('/csr/');
    expect(await screen.findByText('Account does not exist')).toBeInTheDocument();
  });

  it('asks for at least 2 characters before searching', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': () => json(200, createSessionState({ agent, user: null })),
      'GET /api/csr/audit': () => json(200, { entries: [], nextCursor: null }),
    });
    const { user } = renderApp('/csr/');
    await user.type(await screen.findByLabelText('Account number or user ID'), 'j');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('Account number or user ID')).toHaveAccessibleDescription(
      'Enter at least 2 characters of an account number or ID.',
    );
    expect(callsTo('GET /api/csr/subscribers')).toHaveLength(0);
  });

  it('shows a subscriber whose sign-in strangers locked, and unlocks it', async () => {
    let banned = true;
    const { callsTo } = mockApi({
      'GET /api/session': () => json(200, createSessionState({ agent, user: null })),
      'GET /api/csr/audit': () => json(200, { entries: [], nextCursor: null }),
      'GET /api/csr/subscribers': () =>
        json(200, {
          matches: [
            {
              id: 'netonly',
              accountNumber: '07702123457',
              primary: true,
              biz: false,
              signInBanned: banned,
              specialRegion: false,
            },
          ],
        }),
      'POST /api/csr/sign-in-ban/lift': () => {
        banned = false;
        return json(200, { lifted: true });
      },
    });
    const { user } = renderApp('/csr/');
    await user.type(await screen.findByLabelText('Account number or user ID'), 'netonly');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Subscribers matching “netonly”' });
    expect(within(table).getByText('Sign-in locked for other devices')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Unlock sign-in for netonly' }));
    expect(await screen.findByText('Sign-in for netonly is unlocked.')).toBeInTheDocument();
    expect(callsTo('POST /api/csr/sign-in-ban/lift')[0]?.body).toEqual({ id: 'netonly' });
    await waitFor(() => expect(within(table).queryByText('Sign-in locked for other devices')).toBeNull());
    expect(within(table).queryByRole('button', { name: 'Unlock sign-in for netonly' })).toBeNull();
  });
});
