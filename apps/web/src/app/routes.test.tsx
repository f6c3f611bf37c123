import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test/render-app.tsx';
import { mockApi } from '../test/fetch-mock.ts';

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

  it.each(['/no/such/page', '/tv/no-such-area/'])('shows a real not-found page for %s', async (path) => {
    mockApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
  });

  it('has a skip link to the one main landmark', async () => {
    mockApi();
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(await screen.findByRole('main')).toHaveAttribute('id', 'main');
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

  // The signed-in home page (bill widget, dashboard) is tested in features/dashboard/pages/home-page.test.tsx.
});
