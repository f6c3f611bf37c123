import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, mockApi } from '../../../test/fetch-mock.ts';
import { allowConsoleError } from '../../../test/console-guard.ts';
import { documentsApi } from '../components/documents/test-data.ts';

// The whole app renders (shell, header, page) in jsdom; role queries over it are slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

describe('/pay-bill/bill-insert', () => {
  it('shows one notice by ?bi=, paragraph by paragraph, with a way to all notices', async () => {
    mockApi(documentsApi());
    renderApp('/pay-bill/bill-insert/index.html?bi=rate-notice');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Important information about your rates' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Some prices change.')).toBeInTheDocument();
    expect(screen.getByText('Internet prices stay the same.')).toBeInTheDocument();
    expect(screen.getByText('Published October 21, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All bill notices' })).toHaveAttribute(
      'href',
      '/pay-bill/bill-insert',
    );
  });

  it('shows the notice in Spanish under /espanol', async () => {
    mockApi(documentsApi());
    renderApp('/espanol/pay-bill/bill-insert/index.html?bi=rate-notice');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Información importante sobre sus tarifas' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cambian algunos precios.')).toBeInTheDocument();
  });

  it('lists the notices', async () => {
    mockApi(documentsApi());
    renderApp('/pay-bill/bill-insert');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bill notices' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Important information about your rates' }),
    ).toHaveAttribute('href', '/pay-bill/bill-insert/index.html?bi=rate-notice');
  });

  it('says a notice that does not exist was not found', async () => {
    mockApi(
      documentsApi({
        'GET /api/billing/bill-inserts/gone': () => apiError(404, 'NOT_FOUND', 'No such bill insert.'),
      }),
    );
    renderApp('/pay-bill/bill-insert/index.html?bi=gone');
    expect(
      await screen.findByText('This notice was not found. It may have been withdrawn.'),
    ).toBeInTheDocument();
  });
});

describe('/pay-bill/dissuasion/', () => {
  it('sends a visit without p=true to /pay-bill/', async () => {
    // Only where it lands matters here, not what the landing page then asks the server for.
    allowConsoleError(/Unmocked request: GET \/api\/billing\//);
    mockApi(documentsApi());
    const { currentPath } = renderApp('/pay-bill/dissuasion/');
    await waitFor(() => expect(currentPath()).toBe('/pay-bill/'));
  });

  it('thanks, explains paperless and leads back', async () => {
    mockApi(documentsApi());
    renderApp('/pay-bill/dissuasion/?p=true');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your preferences are saved' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Details updated successfully')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What paperless billing means' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go paperless again' })).toHaveAttribute(
      'href',
      '/pay-bill/my-bill/#email-preferences',
    );
    expect(screen.getByRole('link', { name: 'Back to Pay bill' })).toHaveAttribute('href', '/pay-bill/');
  });
});
