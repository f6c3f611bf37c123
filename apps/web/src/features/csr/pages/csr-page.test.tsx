import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createAuditEntry, createSessionState, createSessionUser } from '../../../test/factories.ts';

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
      'GET /api/csr/audit': () => json(200, { entries: [] }),
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
        json(200, { matches: [{ id: 'jsmith', accountNumber: '07702123456', primary: true, biz: false }] }),
      'POST /api/csr/act-for': (request) => {
        actingFor = (request.body as { id: string }).id;
        return json(200, createSessionState({ agent, user: createSessionUser({ id: actingFor }) }));
      },
      'GET /api/csr/audit': () =>
        json(200, { entries: actingFor ? [createAuditEntry({ action: 'act-for', status: 200 })] : [] }),
    });
    const { user } = renderApp('/csr/');
    expect(await screen.findByText('You are not acting for a subscriber.')).toBeInTheDocument();
    expect(await screen.findByText('No actions recorded.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Account number or user ID'), ' 0770 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Subscribers matching “0770”' });
    expect(callsTo('GET /api/csr/subscribers')[0]?.url.searchParams.get('q')).toBe('0770');
    expect(within(table).getByRole('rowheader', { name: 'jsmith' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Act for jsmith' }));
    expect(await screen.findByText('You are now acting for jsmith.')).toBeInTheDocument();
    expect(callsTo('POST /api/csr/act-for')[0]?.body).toEqual({ id: 'jsmith' });
    expect(screen.getByText('You are acting for jsmith (account 07702123456).')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Agent session' })).toHaveTextContent('acting for jsmith');

    const audit = await screen.findByRole('table', { name: 'Latest agent actions, newest first' });
    expect(within(audit).getByText('act-for')).toBeInTheDocument();
    expect(within(audit).getByText('agent1')).toBeInTheDocument();
  });

  it('asks for at least 2 characters before searching', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': () => json(200, createSessionState({ agent, user: null })),
      'GET /api/csr/audit': () => json(200, { entries: [] }),
    });
    const { user } = renderApp('/csr/');
    await user.type(await screen.findByLabelText('Account number or user ID'), 'j');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('Account number or user ID')).toHaveAccessibleDescription(
      'Enter at least 2 characters of an account number or ID.',
    );
    expect(callsTo('GET /api/csr/subscribers')).toHaveLength(0);
  });

  it('filters the audit log by subscriber', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': () => json(200, createSessionState({ agent, user: null })),
      'GET /api/csr/audit': (request) =>
        json(200, {
          entries: [createAuditEntry({ subjectId: request.url.searchParams.get('subjectId') ?? 'anyone' })],
        }),
    });
    const { user } = renderApp('/csr/');
    await user.type(await screen.findByLabelText('Subscriber user ID'), 'mjones');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(
      await screen.findByRole('table', { name: 'Latest agent actions for mjones, newest first' }),
    ).toBeInTheDocument();
    expect(callsTo('GET /api/csr/audit').at(-1)?.url.searchParams.get('subjectId')).toBe('mjones');
    expect(callsTo('GET /api/csr/audit').at(-1)?.url.searchParams.get('limit')).toBe('50');
  });
});
