import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test/render-app.tsx';
import { json, mockApi } from '../test/fetch-mock.ts';
import { createSessionState, createSessionUser } from '../test/factories.ts';

describe('routes', () => {
  it('sends / to /home', async () => {
    mockApi();
    const { currentPath } = renderApp('/');
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });

  it('sends /espanol to /espanol/home', async () => {
    mockApi();
    const { currentPath } = renderApp('/espanol');
    await waitFor(() => expect(currentPath()).toBe('/espanol/home'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenido a Coax' })).toBeInTheDocument();
  });

  it.each(['/no/such/page', '/tv/asset/#/movie/123', '/support/outage/#/UnauthenticatedUserOutage'])(
    'shows a real not-found page for %s',
    async (path) => {
      mockApi();
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    },
  );

  it('has a skip link to the one main landmark', async () => {
    mockApi();
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('home', () => {
  it('invites a visitor to sign in', async () => {
    mockApi();
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Coax' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login/?referer=/home',
    );
  });

  it('shows a card for each service the user is entitled to', async () => {
    const user = createSessionUser({
      entitlements: { email: true, tv: false, dvr: false, voicemail: true, billPay: true },
    });
    mockApi({ 'GET /api/session': () => json(200, createSessionState({ user })) });
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, jsmith' })).toBeInTheDocument();
    const cards = await screen.findByRole('region', { name: 'Your services' });
    expect(await within(cards).findByRole('link', { name: 'Open webmail' })).toHaveAttribute(
      'href',
      'https://webmail.example.test/',
    );
    expect(within(cards).getByRole('link', { name: 'Go to Phone' })).toHaveAttribute(
      'href',
      'https://phone.example.test/',
    );
    expect(within(cards).getByRole('link', { name: 'View and pay your bill' })).toHaveAttribute(
      'href',
      '/pay-bill/',
    );
    expect(within(cards).queryByRole('link', { name: 'Go to TV' })).not.toBeInTheDocument();
  });

  it('leaves bill pay out for a user without it', async () => {
    const user = createSessionUser({
      entitlements: { email: false, tv: true, dvr: false, voicemail: false, billPay: false },
    });
    mockApi({ 'GET /api/session': () => json(200, createSessionState({ user })) });
    renderApp('/home');
    const cards = await screen.findByRole('region', { name: 'Your services' });
    expect(within(cards).getByRole('link', { name: 'Go to TV' })).toHaveAttribute('href', '/tv');
    expect(within(cards).queryByRole('link', { name: 'View and pay your bill' })).not.toBeInTheDocument();
  });
});
