import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app.tsx';
import { mockApi } from '../../test/fetch-mock.ts';

const initialWidth = window.innerWidth;
function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}
afterEach(() => resizeTo(initialWidth));

const headerSearch = () =>
  within(screen.getByRole('banner')).getAllByRole('search', { name: 'Site search' })[0]!;

describe('header search (seed 000 §2)', () => {
  it('sends a search to /search/#/{category}/{term}', async () => {
    mockApi({ 'GET /api/search': () => new Response('{}', { status: 500 }) });
    const { user, currentPath } = renderApp('/home');
    await screen.findByRole('button', { name: 'Chat with us' });
    const form = headerSearch();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Search in' }), 'support');
    await user.type(within(form).getByRole('searchbox', { name: 'Search for' }), ' wifi password {Enter}');
    await waitFor(() => expect(currentPath()).toBe('/search/#/support/wifi%20password'));
  });

  it('does not search for a blank term, and says why', async () => {
    mockApi();
    const { user, currentPath } = renderApp('/home');
    await screen.findByRole('button', { name: 'Chat with us' });
    const form = headerSearch();
    const input = within(form).getByRole('searchbox', { name: 'Search for' });
    await user.type(input, '   ');
    await user.click(within(form).getByRole('button', { name: 'Start search' }));
    expect(within(form).getByText('Enter a word or phrase to search for.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });

  it('keeps the search in the Spanish address space', async () => {
    mockApi({ 'GET /api/search': () => new Response('{}', { status: 500 }) });
    const { user, currentPath } = renderApp('/espanol/home');
    await screen.findByRole('button', { name: 'Chatee con nosotros' });
    const form = within(screen.getByRole('banner')).getAllByRole('search', {
      name: 'Búsqueda en el sitio',
    })[0]!;
    await user.type(within(form).getByRole('searchbox', { name: 'Buscar' }), 'factura{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/espanol/search/#/all-site/factura'));
  });
});

describe('mobile search bar (seed 000 §2, §9)', () => {
  it('opens from the search button at 375 px and closes by itself at 978 px or wider', async () => {
    resizeTo(375);
    mockApi();
    const { user } = renderApp('/home');
    const toggle = await screen.findByRole('button', { name: 'Site search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('mobile-search')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const bar = document.getElementById('mobile-search')!;
    expect(bar).toBeVisible();
    expect(within(bar).getByRole('searchbox', { name: 'Search for' })).toHaveFocus();

    resizeTo(977);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    resizeTo(978);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(bar).not.toBeVisible();
  });

  it('closes after sending a search, and with Escape', async () => {
    resizeTo(375);
    mockApi({ 'GET /api/search': () => new Response('{}', { status: 500 }) });
    const { user, currentPath } = renderApp('/home');
    const toggle = await screen.findByRole('button', { name: 'Site search' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.keyboard('dvr{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/search/#/all-site/dvr'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the page with the seed viewport class', async () => {
    mockApi();
    renderApp('/home');
    resizeTo(375);
    await waitFor(() => expect(document.documentElement.dataset.viewport).toBe('phone'));
    resizeTo(800);
    await waitFor(() => expect(document.documentElement.dataset.viewport).toBe('tablet'));
    resizeTo(1000);
    await waitFor(() => expect(document.documentElement.dataset.viewport).toBe('desktop'));
    resizeTo(1280);
    await waitFor(() => expect(document.documentElement.dataset.viewport).toBe('large-desktop'));
  });
});
