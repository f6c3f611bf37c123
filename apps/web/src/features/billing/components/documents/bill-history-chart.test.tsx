import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../../test/fetch-mock.ts';
import {
  createStatementDetail,
  createStatementExplanation,
  createStatementSummaries,
  documentsApi,
} from './test-data.ts';

// The whole app renders (shell, header, page) in jsdom; role queries over it are slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

/** Fourteen monthly statements, newest first: only the last twelve are drawn. */
const fourteen = () =>
  Array.from({ length: 14 }, (_v, i) => {
    const d = new Date(Date.UTC(2026, 9 - i, 29));
    const day = d.toISOString().slice(0, 10);
    return { id: `st_${i}`, statementDate: day, dueDate: day, totalDue: 10000 + i * 100 };
  });

const second = () => ({
  'GET /api/billing/statements/st_1': () =>
    json(
      200,
      createStatementDetail({ id: 'st_1', statementDate: '2026-09-29', totalDue: 13999, insert: null }),
    ),
  'GET /api/billing/statements/st_1/explanation': () =>
    json(
      200,
      createStatementExplanation({
        statementId: 'st_1',
        statementDate: '2026-09-29',
        previous: { id: 'st_2', statementDate: '2026-08-29' },
        totalChange: 0,
        changes: [],
      }),
    ),
});

describe('the bill history chart on My bill', () => {
  it('draws the last twelve bills, oldest first, each named by its date and total, the shown one current', async () => {
    mockApi(documentsApi({ 'GET /api/billing/statements': () => json(200, { statements: fourteen() }) }));
    renderApp('/pay-bill/my-bill/');
    const chart = await screen.findByRole('group', { name: 'Total due on each bill' });
    const bars = within(chart).getAllByRole('button');
    expect(bars).toHaveLength(12);
    expect(bars[0]).toHaveAccessibleName('Bill of November 29, 2025: $111.00');
    expect(bars[11]).toHaveAccessibleName('Bill of October 29, 2026: $100.00');
    expect(bars[11]).toHaveAttribute('aria-current', 'true');
    expect(bars[0]).toHaveTextContent('Nov');
    // One tab stop: the shown bill's bar.
    expect(bars.filter((b) => b.tabIndex === 0)).toEqual([bars[11]]);
    expect(screen.getByText(/your last 12 bills/)).toBeInTheDocument();
  });

  it('moves by arrow keys and opens the chosen bill with what changed on it, focus on the explainer', async () => {
    mockApi(documentsApi(second()));
    const { user, currentPath } = renderApp('/pay-bill/my-bill/');
    const chart = await screen.findByRole('group', { name: 'Total due on each bill' });
    const bars = within(chart).getAllByRole('button');
    expect(bars).toHaveLength(6);
    bars[5]?.focus();
    await user.keyboard('{ArrowLeft}');
    expect(bars[4]).toHaveFocus();
    expect(bars[4]).toHaveAccessibleName('Bill of September 29, 2026: $139.99');
    await user.keyboard('{Home}');
    expect(bars[0]).toHaveFocus();
    await user.keyboard('{End}{ArrowLeft}{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/pay-bill/my-bill/?statement=st_1'));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'What changed since last month' })).toHaveFocus(),
    );
    const explainer = screen.getByRole('region', { name: 'What changed since last month' });
    expect(within(explainer).getByText('Same as last month')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /statement of September 29, 2026/ })).toBeInTheDocument();
    expect(within(chart).getAllByRole('button')[4]).toHaveAttribute('aria-current', 'true');
  });

  it('has a table equivalent behind a toggle, each bill with a link to what changed', async () => {
    mockApi(documentsApi(second()));
    const { user, currentPath } = renderApp('/pay-bill/my-bill/');
    await user.click(await screen.findByText('Show the bills as a table'));
    const table = screen.getByRole('table', { name: 'Total due on each bill, oldest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows[6]).toHaveTextContent('October 29, 2026$142.87See what changed');
    const link = within(rows[5] as HTMLElement).getByRole('link', {
      // jsdom joins the hidden date without the space a browser keeps
      name: /^See what changed ?\(September 29, 2026\)$/,
    });
    expect(link).toHaveAttribute('href', '/pay-bill/my-bill/?statement=st_1');
    await user.click(link);
    await waitFor(() => expect(currentPath()).toBe('/pay-bill/my-bill/?statement=st_1'));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'What changed since last month' })).toHaveFocus(),
    );
  });

  it('says there is no history yet with a single bill', async () => {
    mockApi(
      documentsApi({
        'GET /api/billing/statements': () =>
          json(200, { statements: createStatementSummaries().slice(0, 1) }),
      }),
    );
    renderApp('/pay-bill/my-bill/');
    expect(
      await screen.findByText('Your bill history shows here once you have two bills.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total due on each bill' })).not.toBeInTheDocument();
  });

  it('says the bills could not be loaded, and draws them once they are', async () => {
    let fail = true;
    mockApi(
      documentsApi({
        'GET /api/billing/statements': () =>
          fail ? apiError(500, 'INTERNAL', 'x') : json(200, { statements: createStatementSummaries() }),
      }),
    );
    const { user } = renderApp('/pay-bill/my-bill/');
    expect(await screen.findByText('We could not load your bill.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total due on each bill' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Total due on each bill' })).toBeInTheDocument();
  });

  it('names months and money in Spanish under /espanol', async () => {
    mockApi(documentsApi());
    renderApp('/espanol/pay-bill/my-bill/');
    const chart = await screen.findByRole('group', { name: 'Total a pagar de cada factura' });
    const bars = within(chart).getAllByRole('button');
    expect(bars[5]).toHaveAccessibleName('Factura del 29 de octubre de 2026: $142.87');
    expect(bars[0]).toHaveTextContent('may');
    fireEvent.click(screen.getByText('Mostrar las facturas como tabla'));
    expect(
      screen.getByRole('table', {
        name: 'Total a pagar de cada factura, de la más antigua a la más reciente',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Historial de facturas' })).toBeInTheDocument();
  });
});
