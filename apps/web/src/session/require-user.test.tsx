import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazyPage } from '../lib/lazy-page.ts';
import { RequireBillPay } from './require-bill-pay.tsx';
import { renderWithLanguage } from '../ui/primitives-test-utils.tsx';
import { RequireUser } from './require-user.tsx';
import { renderApp } from '../test/render-app.tsx';
import { json, mockApi } from '../test/fetch-mock.ts';
import { anonymousSession } from '../test/factories.ts';

describe('a protected page without a session (seed 000 §6, §8)', () => {
  it.each([
    ['/pay-bill/', '/login/?referer=/pay-bill/&reason=expired'],
    ['/profile/household-ids', '/login/?referer=/profile/household-ids&reason=expired'],
    ['/tv/dvr/#/scheduled', '/login/?referer=/tv/dvr/%23/scheduled&reason=expired'],
  ])('sends %s to sign in saying the session expired when it ended', async (page, login) => {
    mockApi({ 'GET /api/session': () => json(200, { ...anonymousSession(), expired: true }) });
    const { currentPath } = renderApp(page);
    await waitFor(() => expect(currentPath()).toBe(login));
    expect(await screen.findByText('Your session has expired. Login required.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('says there is no session when the browser had none', async () => {
    mockApi({ 'GET /api/session': () => json(200, anonymousSession()) });
    const { currentPath } = renderApp('/internet/wifi');
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/internet/wifi&reason=none'));
    expect(await screen.findByText('No session. Login required.')).toBeInTheDocument();
    expect(screen.queryByText('Your session has expired. Login required.')).not.toBeInTheDocument();
  });

  it('says so in Spanish on a Spanish page', async () => {
    mockApi({ 'GET /api/session': () => json(200, { ...anonymousSession(), expired: true }) });
    const { currentPath } = renderApp('/espanol/pay-bill/');
    await waitFor(() =>
      expect(currentPath()).toBe('/espanol/login/?referer=/espanol/pay-bill/&reason=expired'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByText('Su sesión ha vencido. Debe iniciar sesión.')).toBeInTheDocument();
  });

  it('sends the agent desk to sign in the same way', async () => {
    mockApi({ 'GET /api/session': () => json(200, { ...anonymousSession(), expired: true }) });
    const { currentPath } = renderApp('/csr/');
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/csr/&reason=expired'));
    expect(await screen.findByText('Your session has expired. Login required.')).toBeInTheDocument();
  });
});

describe('a signed-in page’s code', () => {
  it('starts downloading while the session is still being read, through a bill-pay guard too', async () => {
    // the session read never answers in this test
    mockApi({ 'GET /api/session': () => new Promise<Response>(() => undefined) });
    const loads: string[] = [];
    const page = (name: string) =>
      lazyPage(async () => {
        loads.push(name);
        return { default: () => <p>{name}</p> };
      });
    const Profile = page('profile');
    const Bill = page('bill');
    renderWithLanguage(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense>
          <RequireUser title="profile.title">
            <Profile />
          </RequireUser>
          <RequireBillPay title="billing.title">
            <Bill />
          </RequireBillPay>
        </Suspense>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(loads.sort()).toEqual(['bill', 'profile']));
    expect(screen.queryByText('profile')).not.toBeInTheDocument();
    expect(screen.getAllByText('Checking your sign-in…').length).toBeGreaterThan(0);
  });
});
