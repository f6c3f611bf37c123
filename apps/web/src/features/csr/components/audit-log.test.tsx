import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createAuditEntry, createSessionState } from '../../../test/factories.ts';

const agent = { id: 'agent1', name: 'Alex Agent' };
const session = () => json(200, createSessionState({ agent, user: null }));

const entries = [
  createAuditEntry({ kind: 'session', action: 'csr.acting.stopped' }),
  createAuditEntry({ kind: 'change', action: 'billing.payment.made', detail: 'pay_1 100c' }),
  createAuditEntry({
    actorId: 'jsmith',
    actorRole: 'subscriber',
    kind: 'change',
    action: 'billing.method.added',
  }),
  createAuditEntry({
    actorId: 'system',
    actorRole: 'system',
    kind: 'change',
    action: 'billing.payment.posted',
  }),
];

describe('the desk audit log', () => {
  it('names the agent apart from the subscriber, and a subscriber or the system as such', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/csr/audit': () => json(200, { entries, nextCursor: null }),
    });
    renderApp('/csr/');
    const table = await screen.findByRole('table', {
      name: 'Audit log entries, newest first: Changes and acting sessions',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Time', 'Agent', 'Subscriber', 'Kind', 'Action', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      'agent1',
      'agent1',
      'jsmith (the subscriber)',
      'Automatic (system)',
    ]);
    expect(rows[0]).toHaveTextContent('Acting session');
    expect(rows[0]).toHaveTextContent('Stopped acting');
    expect(rows[1]).toHaveTextContent('Payment made');
    expect(rows[1]).toHaveTextContent('pay_1 100c');
    // The desk opens on changes and acting sessions, the newest page.
    const query = callsTo('GET /api/csr/audit')[0]?.url.searchParams;
    expect(query?.get('kind')).toBe('actions');
    expect(query?.get('limit')).toBe('50');
    expect(query?.has('cursor')).toBe(false);
  });

  it('applies the filters together: kind, agent, subscriber and days', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/csr/audit': (request) =>
        json(200, {
          entries:
            request.url.searchParams.get('kind') === 'read'
              ? [createAuditEntry({ kind: 'read', action: 'GET /api/billing/summary' })]
              : entries,
          nextCursor: null,
        }),
    });
    const { user } = renderApp('/csr/');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Show'), 'Reads only');
    await user.type(screen.getByLabelText('Agent user ID'), ' agent1 ');
    await user.type(screen.getByLabelText('Subscriber user ID'), 'jsmith');
    fireEvent.change(screen.getByLabelText('From (day)'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To (day)'), { target: { value: '2026-11-20' } });
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    const table = await screen.findByRole('table', {
      name: 'Audit log entries for jsmith, newest first: Reads only',
    });
    expect(within(table).getByText('GET /api/billing/summary')).toBeInTheDocument();
    expect(within(table).getByText('Read')).toBeInTheDocument();
    const query = callsTo('GET /api/csr/audit').at(-1)?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      kind: 'read',
      actorId: 'agent1',
      subjectId: 'jsmith',
      from: '2026-11-01',
      to: '2026-11-20',
    });

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(
      await screen.findByRole('table', {
        name: 'Audit log entries, newest first: Changes and acting sessions',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Subscriber user ID')).toHaveValue('');
  });

  it('says so when the first day is after the last, and asks nothing', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/csr/audit': () => json(200, { entries, nextCursor: null }),
    });
    const { user } = renderApp('/csr/');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From (day)'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To (day)'), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByLabelText('From (day)')).toHaveAccessibleDescription(
      'The first day is after the last day.',
    );
    expect(callsTo('GET /api/csr/audit')).toHaveLength(1);
  });

  it('pages to older entries with the cursor and back to the newest', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/csr/audit': (request) =>
        request.url.searchParams.get('cursor') === '1700000000000.7'
          ? json(200, {
              entries: [createAuditEntry({ action: 'billing.autopay.set', kind: 'change' })],
              nextCursor: null,
            })
          : json(200, { entries, nextCursor: '1700000000000.7' }),
    });
    const { user } = renderApp('/csr/');
    await screen.findByRole('table');
    const pages = screen.getByRole('navigation', { name: 'Audit log pages' });
    expect(within(pages).getByText('Page 1')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Newer entries' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Older entries' }));
    expect(await screen.findByText('Automatic payments set up')).toBeInTheDocument();
    expect(within(pages).getByText('Page 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Older entries' })).toBeDisabled();
    expect(callsTo('GET /api/csr/audit').at(-1)?.url.searchParams.get('cursor')).toBe('1700000000000.7');
    await user.click(within(pages).getByRole('button', { name: 'Newer entries' }));
    expect(await screen.findByText('Stopped acting')).toBeInTheDocument();
    expect(within(pages).getByText('Page 1')).toBeInTheDocument();
  });

  it('offers a retry when the log cannot be read', async () => {
    let fail = true;
    mockApi({
      'GET /api/session': session,
      'GET /api/csr/audit': () =>
        fail ? apiError(500, 'INTERNAL', 'boom') : json(200, { entries: [], nextCursor: null }),
    });
    const { user } = renderApp('/csr/');
    const section = await screen.findByRole('region', { name: 'Audit log' });
    await within(section).findByText(/technical difficulties/i);
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('is Spanish under /espanol, the entries too', async () => {
    mockApi({
      'GET /api/session': session,
      'GET /api/csr/audit': () => json(200, { entries, nextCursor: null }),
    });
    renderApp('/espanol/csr/');
    const table = await screen.findByRole('table', {
      name: 'Entradas del registro de auditoría, de la más reciente a la más antigua: Cambios y sesiones como agente',
    });
    expect(within(table).getByText('Dejó de actuar')).toBeInTheDocument();
    expect(within(table).getByText('jsmith (el suscriptor)')).toBeInTheDocument();
    expect(within(table).getAllByText('Cambio')).toHaveLength(3);
    expect(screen.getByLabelText('Mostrar')).toHaveDisplayValue('Cambios y sesiones como agente');
    expect(screen.getByLabelText('ID de usuario del agente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeInTheDocument();
  });
});
