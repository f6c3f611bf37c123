import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test/render-app.tsx';
import { mockApi } from '../test/fetch-mock.ts';

describe('language', () => {
  it('is English by default', async () => {
    mockApi();
    renderApp('/login/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('is Spanish under the /espanol path segment', async () => {
    mockApi();
    renderApp('/espanol/login/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('is Spanish when the lang cookie says es', async () => {
    document.cookie = 'lang=es; path=/';
    mockApi();
    renderApp('/login/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('switches language from the footer and remembers it in the cookie', async () => {
    mockApi();
    const { user } = renderApp('/login/');
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('leaves the /espanol address when switching to English', async () => {
    mockApi();
    const { user, currentPath } = renderApp('/espanol/login/?referer=/pay-bill/');
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/pay-bill/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=en');
  });

  it('keeps in-app links inside the /espanol address space', async () => {
    mockApi();
    renderApp('/espanol/home');
    expect(await screen.findByRole('link', { name: 'Pagar factura' })).toHaveAttribute(
      'href',
      '/espanol/pay-bill',
    );
  });
});
