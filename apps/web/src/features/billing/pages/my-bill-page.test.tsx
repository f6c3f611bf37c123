import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, deferred, json, mockApi } from '../../../test/fetch-mock.ts';
import {
  createEbill,
  createStatementDetail,
  createStatementExplanation,
  documentsApi,
} from '../components/documents/test-data.ts';

// The whole app renders (shell, header, page) in jsdom; role queries over it are slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

describe('/pay-bill/my-bill/', () => {
  it('sends a session without bill pay to the unauthorized page', async () => {
    mockApi(documentsApi({}, false));
    const { currentPath } = renderApp('/pay-bill/my-bill/');
    await waitFor(() => expect(currentPath()).toBe('/pay-bill/unauthorized/'));
  });

  it('shows the latest statement: totals, the PDF, its notice, and every line by section', async () => {
    mockApi(documentsApi());
    renderApp('/pay-bill/my-bill/');
    expect(await screen.findByRole('heading', { level: 1, name: 'My bill' })).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'Statement' });
    expect(within(picker).getAllByRole('option')).toHaveLength(6);
    expect(picker).toHaveValue('st_0');

    const summary = within(await screen.findByRole('region', { name: 'Bill summary' }));
    expect(summary.getByText('Total amount due').nextElementSibling).toHaveTextContent('$142.87');
    expect(summary.getByText('Payments received').nextElementSibling).toHaveTextContent('-$139.99');
    expect(summary.getByText('September 30, 2026 to October 29, 2026')).toBeInTheDocument();
    expect(summary.getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      '/api/billing/statements/st_0/pdf?lang=en',
    );
    expect(summary.getByRole('link', { name: 'Important information about your rates' })).toHaveAttribute(
      'href',
      '/pay-bill/bill-insert/index.html?bi=rate-notice',
    );

    const table = screen.getByRole('table', {
      name: 'Every charge and credit on the statement of October 29, 2026',
    });
    const groups = within(table)
      .getAllByRole('rowgroup')
      .map((g) => within(g).getAllByRole('row')[0]?.textContent);
    expect(groups).toEqual([
      'DescriptionAmount',
      'Previous balance$139.99',
      'Payments',
      'TV',
      'Internet',
      'One-time charges',
      'Taxes, fees and surcharges',
      'Total amount due$142.87',
    ]);
    expect(within(table).getByRole('row', { name: 'State and local taxes $6.44' })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: 'Subtotal, Taxes, fees and surcharges $13.43' }),
    ).toBeInTheDocument();
  });

  it('keeps the cards after the bill out of the layout until the bill is in, and never hides them again', async () => {
    const first = deferred();
    const second = deferred();
    mockApi(
      documentsApi({
        'GET /api/billing/statements/st_0': () => first.promise,
        'GET /api/billing/statements/st_2': () => second.promise,
        'GET /api/billing/statements/st_2/explanation': () =>
          json(200, createStatementExplanation({ statementId: 'st_2', totalChange: 0, changes: [] })),
      }),
    );
    const { user } = renderApp('/pay-bill/my-bill/');
    const credits = await screen.findByRole('heading', { name: 'Credits on your next bill', hidden: true });
    // The bill is loading: the credits card is there (its data loads meanwhile) but not laid out.
    expect(credits).not.toBeVisible();
    first.resolve(json(200, createStatementDetail()));
    await waitFor(() => expect(credits).toBeVisible());
    // Another bill picked: the page is already in use, so nothing after it disappears meanwhile.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statement' }), 'st_2');
    expect(credits).toBeVisible();
    second.resolve(
      json(
        200,
        createStatementDetail({ id: 'st_2', statementDate: '2026-08-29', totalDue: 13999, insert: null }),
      ),
    );
    expect(await screen.findByRole('table', { name: /statement of August 29, 2026/ })).toBeInTheDocument();
    expect(credits).toBeVisible();
  });

  it('loads another statement when one is picked', async () => {
    mockApi(
      documentsApi({
        'GET /api/billing/statements/st_2': () =>
          json(
            200,
            createStatementDetail({ id: 'st_2', statementDate: '2026-08-29', totalDue: 13999, insert: null }),
          ),
        'GET /api/billing/statements/st_2/explanation': () =>
          json(200, createStatementExplanation({ statementId: 'st_2', totalChange: 0, changes: [] })),
      }),
    );
    const { user, currentPath } = renderApp('/pay-bill/my-bill/');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Statement' }), 'st_2');
    expect(await screen.findByRole('table', { name: /statement of August 29, 2026/ })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/pay-bill/my-bill/?statement=st_2'));
    expect(
      screen.queryByRole('link', { name: 'Important information about your rates' }),
    ).not.toBeInTheDocument();
  });

  it('says the bill could not be loaded and tries again', async () => {
    let fail = true;
    mockApi(
      documentsApi({
        'GET /api/billing/statements/st_0': () =>
          fail ? apiError(500, 'INTERNAL', 'x') : json(200, createStatementDetail()),
      }),
    );
    const { user } = renderApp('/pay-bill/my-bill/');
    expect(await screen.findByText('We could not load your bill.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: /^Every charge and credit/ })).toBeInTheDocument();
  });

  it('is in Spanish under /espanol, with the PDF in Spanish too', async () => {
    mockApi(documentsApi());
    renderApp('/espanol/pay-bill/my-bill/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi factura' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Descargar PDF/ })).toHaveAttribute(
      'href',
      '/api/billing/statements/st_0/pdf?lang=es',
    );
    expect(screen.getByRole('link', { name: 'Información importante sobre sus tarifas' })).toHaveAttribute(
      'href',
      '/espanol/pay-bill/bill-insert/index.html?bi=rate-notice',
    );
    expect(screen.getByRole('cell', { name: 'Impuestos estatales y locales' })).toBeInTheDocument();
    expect(
      screen.getByRole('cell', { name: 'Pago recibido el 25 de octubre de 2026, gracias' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('State and local taxes')).not.toBeInTheDocument();
  });
});

describe('credits on the next bill, on /pay-bill/my-bill/', () => {
  const waiting = () =>
    json(200, {
      credits: [
        {
          id: 'CR-ABCDEFGH',
          description: {
            en: 'Outage credit 2026-10-20',
            es: 'Crédito por interrupción del servicio del 20 de octubre de 2026',
          },
          amount: 1250,
        },
      ],
      total: 1250,
    });

  it('lists each waiting credit by name with what the next bill subtracts', async () => {
    mockApi(documentsApi({ 'GET /api/billing/pending-credits': waiting }));
    renderApp('/pay-bill/my-bill/');
    const card = within(await screen.findByRole('region', { name: 'Credits on your next bill' }));
    expect(await card.findByText('Your next bill will subtract $12.50:')).toBeInTheDocument();
    expect(card.getByText('Outage credit 2026-10-20: -$12.50')).toBeInTheDocument();
  });

  it('says when none waits, and offers a retry when they fail to load', async () => {
    let fail = true;
    mockApi(
      documentsApi({
        'GET /api/billing/pending-credits': () =>
          fail ? apiError(500, 'INTERNAL', 'x') : json(200, { credits: [], total: 0 }),
      }),
    );
    const { user } = renderApp('/pay-bill/my-bill/');
    const card = within(await screen.findByRole('region', { name: 'Credits on your next bill' }));
    expect(await card.findByText('We could not load your credits.')).toBeInTheDocument();
    fail = false;
    await user.click(card.getByRole('button', { name: 'Try again' }));
    expect(await card.findByText('No credits are waiting for your next bill.')).toBeInTheDocument();
  });

  it('names the credit in Spanish under /espanol', async () => {
    mockApi(documentsApi({ 'GET /api/billing/pending-credits': waiting }));
    renderApp('/espanol/pay-bill/my-bill/');
    const card = within(await screen.findByRole('region', { name: 'Créditos en su próxima factura' }));
    expect(
      await card.findByText(/^Crédito por interrupción del servicio del 20 de octubre de 2026: /),
    ).toBeInTheDocument();
  });
});

describe('e-mail preferences on /pay-bill/my-bill/', () => {
  const paperless = () =>
    json(200, createEbill({ email: 'john@example.com', paperBill: false, mailNotify: true }));

  it('changes the address and confirms in the seed words', async () => {
    const api = mockApi(
      documentsApi({
        'GET /api/billing/ebill': paperless,
        'POST /api/billing/ebill': () =>
          json(200, {
            outcome: 'preferencesUpdated',
            message: 'x',
            ebill: createEbill({ email: 'new@example.org', paperBill: false, mailNotify: true }),
          }),
      }),
    );
    const { user } = renderApp('/pay-bill/my-bill/');
    const prefs = within(await screen.findByRole('region', { name: 'Email preferences' }));
    const input = await prefs.findByRole('textbox', { name: 'E-mail address for bill notices' });
    const save = prefs.getByRole('button', { name: 'Save preferences' });
    expect(save).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'new@example.org');
    await user.click(save);
    expect(
      await prefs.findByText('Your email preferences have been successfully updated.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/billing/ebill')[0]?.body).toMatchObject({
      email: 'new@example.org',
      origEmail: 'john@example.com',
      paperBillInd: false,
    });
  });

  it('will not go paperless without a valid address', async () => {
    mockApi(documentsApi());
    const { user } = renderApp('/pay-bill/my-bill/');
    const prefs = within(await screen.findByRole('region', { name: 'Email preferences' }));
    await user.click(await prefs.findByRole('checkbox', { name: 'Mail me a paper bill' }));
    expect(prefs.getByText('Please enter a valid email id')).toBeInTheDocument();
    expect(prefs.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
  });

  it('goes to the dissuasion page after turning paper bills back on', async () => {
    mockApi(
      documentsApi({
        'GET /api/billing/ebill': paperless,
        'POST /api/billing/ebill': () =>
          json(200, {
            outcome: 'paperBillRestored',
            message: 'Details updated successfully',
            ebill: createEbill({ email: 'john@example.com', paperBill: true, mailNotify: true }),
          }),
      }),
    );
    const { user, currentPath } = renderApp('/pay-bill/my-bill/');
    const prefs = within(await screen.findByRole('region', { name: 'Email preferences' }));
    await user.click(await prefs.findByRole('checkbox', { name: 'Mail me a paper bill' }));
    await user.click(prefs.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(currentPath()).toBe('/pay-bill/dissuasion/?p=true'));
    expect(await screen.findByText('Details updated successfully')).toBeInTheDocument();
  });

  it('says when the page was stale, keeps the choices, and offers the current preferences', async () => {
    let stored = createEbill({ email: 'john@example.com', paperBill: false, mailNotify: true });
    mockApi(
      documentsApi({
        'GET /api/billing/ebill': () => json(200, stored),
        'POST /api/billing/ebill': () => apiError(409, 'CONFLICT', 'stale'),
      }),
    );
    const { user } = renderApp('/pay-bill/my-bill/');
    const prefs = within(await screen.findByRole('region', { name: 'Email preferences' }));
    const input = await prefs.findByRole('textbox', { name: 'E-mail address for bill notices' });
    await user.clear(input);
    await user.type(input, 'mine@example.com');
    await user.click(prefs.getByRole('button', { name: 'Save preferences' }));
    expect(await prefs.findByText(/changed somewhere else after this page loaded/)).toBeInTheDocument();
    expect(input).toHaveValue('mine@example.com');
    stored = createEbill({ email: 'other@example.com', paperBill: false, mailNotify: true });
    await user.click(prefs.getByRole('button', { name: 'Show the current preferences' }));
    expect(await prefs.findByDisplayValue('other@example.com')).toBeInTheDocument();
  });
});
