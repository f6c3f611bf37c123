import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app.tsx';
import { json, mockApi } from '../../test/fetch-mock.ts';
import { createConfig, createSessionState } from '../../test/factories.ts';

const header = () => screen.getByRole('banner');

describe('header', () => {
  it('offers a visitor a sign-in link back to this page and the outage link', async () => {
    mockApi();
    renderApp('/tv/asset/?x=1');
    const signIn = await within(header()).findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login/?referer=/tv/asset/%3Fx%3D1');
    // In the bar from tablet width up, in the menu on phones (CSS picks one; jsdom has both).
    for (const outage of within(header()).getAllByRole('link', { name: 'Check for outages' })) {
      expect(outage).toHaveAttribute('href', '/support/outage/#/UnauthenticatedUserOutage');
    }
    expect(within(header()).queryByText(/^Hi,/)).not.toBeInTheDocument();
  });

  it('shows the brand from configuration, never a built-in name', async () => {
    mockApi({
      'GET /api/config': () =>
        json(200, createConfig({ brand: { name: 'Northwind Cable', supportPhone: '1-800-555-0199' } })),
    });
    renderApp('/home');
    expect(await within(header()).findByRole('link', { name: 'Northwind Cable' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('greets a signed-in user by id with a link to the profile', async () => {
    mockApi({ 'GET /api/session': () => json(200, createSessionState()) });
    renderApp('/home');
    const greeting = await within(header()).findByRole('link', { name: 'Hi, jsmith' });
    expect(greeting).toHaveAttribute('href', '/profile/');
    expect(within(header()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('reveals the agent area on an agent session, and stops acting from it', async () => {
    let acting = true;
    const agent = { id: 'agent1', name: 'Alex Agent' };
    const { callsTo } = mockApi({
      'GET /api/session': () =>
        json(200, createSessionState({ agent, user: acting ? createSessionState().user : null })),
      'POST /api/csr/release': () => {
        acting = false;
        return json(200, createSessionState({ agent, user: null }));
      },
      'GET /api/csr/audit': () => json(200, { entries: [] }),
    });
    const { user, currentPath } = renderApp('/home');
    const area = await screen.findByRole('region', { name: 'Agent session' });
    expect(area).toHaveTextContent('Agent agent1 · acting for jsmith');
    expect(within(area).getByRole('link', { name: 'Agent desk' })).toHaveAttribute('href', '/csr/');

    await user.click(within(area).getByRole('button', { name: 'Stop acting' }));
    await waitFor(() => expect(callsTo('POST /api/csr/release')).toHaveLength(1));
    await waitFor(() => expect(area).toHaveTextContent('Agent agent1 · not acting for a subscriber'));
    await waitFor(() => expect(currentPath()).toBe('/csr/'));
  });

  it('has a menu button that opens and closes the navigation', async () => {
    mockApi();
    const { user } = renderApp('/home');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-nav');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Tab}{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links every menu to its root, the phone menu from configuration', async () => {
    mockApi({ 'GET /api/session': () => json(200, createSessionState()) });
    renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Phone' })).toHaveAttribute(
      'href',
      'https://phone.example.test/',
    );
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/tv',
      'https://phone.example.test/',
      '/internet',
      '/profile/',
      '/pay-bill',
      '/support',
    ]);
  });
});
