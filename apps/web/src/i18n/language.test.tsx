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
    document.cookie = 'language=es; path=/';
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
    expect(document.cookie).toContain('language=es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('leaves the /espanol address when switching to English', async () => {
    mockApi();
    const { user, currentPath } = renderApp('/espanol/login/?referer=/pay-bill/');
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/pay-bill/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(document.cookie).toContain('language=en');
  });

  it('keeps in-app links inside the /espanol address space', async () => {
    mockApi();
    const { user } = renderApp('/espanol/home');
    // The header menus open on a first click (seed 000 §2); their links stay under /espanol.
    await user.click(await screen.findByRole('button', { name: 'Pagar factura' }));
    expect(screen.getByRole('link', { name: 'Resumen de la factura' })).toHaveAttribute(
      'href',
      '/espanol/pay-bill/',
    );
  });
});
