import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { BROWSER_DEPRECATION_CHECK_INTERVAL_MS } from '@coax/domain';
import { renderApp } from '../../test/render-app.tsx';
import { json, mockApi } from '../../test/fetch-mock.ts';
import { DEPRECATION_CHECK_KEY } from './deprecation-banner.tsx';

const oldFirefox = 'Mozilla/5.0 (Windows NT 10.0; rv:46.0) Gecko/20100101 Firefox/46.0';
afterEach(() => window.localStorage.clear());

describe('browser-deprecation banner (seed 000 §1)', () => {
  it('tells a visitor on Firefox 46 their browser is out of date, until they dismiss it', async () => {
    mockApi({ 'GET /api/config/user-agent': () => json(200, { userAgent: oldFirefox, deprecated: true }) });
    const { user } = renderApp('/home');
    const banner = await screen.findByRole('region', { name: 'Browser notice' });
    expect(banner).toHaveTextContent('Your web browser is out of date');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Browser notice' })).not.toBeInTheDocument();
    expect(Number(window.localStorage.getItem(DEPRECATION_CHECK_KEY))).toBeGreaterThanOrEqual(before);
  });

  it('does not check again within the week (604800000 ms)', async () => {
    window.localStorage.setItem(
      DEPRECATION_CHECK_KEY,
      String(Date.now() - BROWSER_DEPRECATION_CHECK_INTERVAL_MS + 60_000),
    );
    const { callsTo } = mockApi({
      'GET /api/config/user-agent': () => json(200, { userAgent: oldFirefox, deprecated: true }),
    });
    renderApp('/home');
    await screen.findByRole('button', { name: 'Chat with us' });
    expect(callsTo('GET /api/config/user-agent')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Browser notice' })).not.toBeInTheDocument();
  });

  it('checks again once the week is over', async () => {
    window.localStorage.setItem(
      DEPRECATION_CHECK_KEY,
      String(Date.now() - BROWSER_DEPRECATION_CHECK_INTERVAL_MS),
    );
    mockApi({ 'GET /api/config/user-agent': () => json(200, { userAgent: oldFirefox, deprecated: true }) });
    renderApp('/home');
    expect(await screen.findByRole('region', { name: 'Browser notice' })).toBeInTheDocument();
  });

  it('shows nothing to a current browser, and records the check', async () => {
    const { callsTo } = mockApi();
    renderApp('/home');
    await waitFor(() => expect(window.localStorage.getItem(DEPRECATION_CHECK_KEY)).not.toBeNull());
    expect(callsTo('GET /api/config/user-agent')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Browser notice' })).not.toBeInTheDocument();
  });

  it('speaks Spanish under /espanol', async () => {
    mockApi({ 'GET /api/config/user-agent': () => json(200, { userAgent: oldFirefox, deprecated: true }) });
    renderApp('/espanol/home');
    expect(await screen.findByRole('region', { name: 'Aviso sobre el navegador' })).toHaveTextContent(
      'Su navegador web no está actualizado',
    );
    expect(screen.getByRole('button', { name: 'Cerrar aviso' })).toBeInTheDocument();
  });
});
