import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ShellRead } from '@coax/contract';
import { createAlertView, createAlertsResponse } from '../features/alerts/test-data.ts';
import { apiError, json, mockApi } from '../test/fetch-mock.ts';
import { createFaqProducts } from '../test/faq-factories.ts';
import { anonymousSession, createSessionState } from '../test/factories.ts';
import { renderApp } from '../test/render-app.tsx';
import { startShellRead } from './shell-read.ts';
import { createOutageStatus } from '../features/outage/test-data.ts';

// Issue 21 item 4: the first load reads the shell's parts in one request and each hook reads its
// part from the cache; a part the shell could not read is asked of its own endpoint.

const PARTS = [
  'GET /api/session',
  'GET /api/config/support-number',
  'GET /api/alerts',
  'GET /api/outage/status',
  'GET /api/faq/products',
] as const;

function shellRead(overrides: Partial<ShellRead> = {}): ShellRead {
  return {
    session: createSessionState(),
    supportNumber: { corpId: '7812', phone: '1-888-555-0177' },
    alerts: createAlertsResponse([
      createAlertView({
        id: 'app',
        type: 'success',
        title: 'TV app',
        primaryMessage: 'Every channel now streams.',
      }),
    ]),
    outageStatus: createOutageStatus(),
    faqProducts: createFaqProducts(),
    ...overrides,
  };
}

const start = (preview = false) => ({
  beforeRender: (queryClient: Parameters<typeof startShellRead>[0]) =>
    startShellRead(queryClient, { lang: 'en', preview }),
});

describe("the shell's first read", () => {
  it('fills the session, support number, alerts, outage status and FAQ topics from one request', async () => {
    const { callsTo } = mockApi({ 'GET /api/session/shell': () => json(200, shellRead()) });
    renderApp('/home', start());
    expect(await screen.findByText(/Every channel now streams\./)).toBeInTheDocument();
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByRole('option', { name: 'TV' });
    expect(footer).toHaveTextContent('1-888-555-0177');
    expect(callsTo('GET /api/session/shell')).toHaveLength(1);
    for (const part of PARTS) expect(callsTo(part), part).toHaveLength(0);
  });

  it('asks only the endpoint of a part the shell answered as null', async () => {
    const { callsTo } = mockApi({
      'GET /api/session/shell': () => json(200, shellRead({ alerts: null })),
      'GET /api/alerts': () =>
        json(200, createAlertsResponse([createAlertView({ primaryMessage: 'Read on its own.' })])),
    });
    renderApp('/home', start());
    expect(await screen.findByText(/Read on its own\./)).toBeInTheDocument();
    expect(callsTo('GET /api/alerts')).toHaveLength(1);
    for (const part of PARTS.filter((p) => p !== 'GET /api/alerts')) {
      expect(callsTo(part), part).toHaveLength(0);
    }
  });

  it('reads every part from its own endpoint when the shell read fails', async () => {
    const { callsTo } = mockApi({
      'GET /api/session/shell': () => apiError(500, 'INTERNAL', 'down'),
      'GET /api/session': () => json(200, createSessionState()),
    });
    renderApp('/home', start());
    await within(await screen.findByRole('contentinfo')).findByRole('option', { name: 'TV' });
    await waitFor(() => {
      for (const part of ['GET /api/session', 'GET /api/config/support-number', 'GET /api/faq/products']) {
        expect(callsTo(part), part).toHaveLength(1);
      }
    });
  });

  it('leaves a preview page to read its own alerts', async () => {
    const { callsTo } = mockApi({ 'GET /api/session/shell': () => json(200, shellRead()) });
    renderApp('/home?cms_mode=preview', start(true));
    await waitFor(() => expect(callsTo('GET /api/alerts')).toHaveLength(1));
    expect(callsTo('GET /api/alerts')[0]?.url.searchParams.get('cms_mode')).toBe('preview');
    expect(callsTo('GET /api/session')).toHaveLength(0);
  });

  it('sends a protected page to sign in saying the session expired when the shell says it ended', async () => {
    const { callsTo } = mockApi({
      'GET /api/session/shell': () =>
        json(200, shellRead({ session: { ...anonymousSession(), expired: true } })),
    });
    const { currentPath } = renderApp('/pay-bill/', start());
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/pay-bill/&reason=expired'));
    expect(await screen.findByText('Your session has expired. Login required.')).toBeInTheDocument();
    expect(callsTo('GET /api/session')).toHaveLength(0);
  });
});
