import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { SessionUser } from '@coax/contract';
import type { DashboardItem } from '@coax/domain';
import { AppProviders } from '../../../lib/providers.tsx';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi, type Handlers } from '../../../test/fetch-mock.ts';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import type { DashboardSources } from '../dashboard-sources.ts';
import HomePage from '../pages/home-page.tsx';

const allEntitled = { email: true, tv: true, dvr: true, voicemail: true, billPay: true };

function signedInAs(overrides: Partial<SessionUser> = {}, handlers: Handlers = {}) {
  const user = createSessionUser({ entitlements: allEntitled, ...overrides });
  return mockApi({ 'GET /api/session': () => json(200, createSessionState({ user })), ...handlers });
}

const slotsRegion = () => screen.findByRole('region', { name: 'Your dashboard' });
const slotTitles = async () =>
  (await within(await slotsRegion()).findAllByRole('heading', { level: 3 })).map((h) => h.textContent);

describe('choosing the two home slots (set funmod)', () => {
  it('changes the left slot from the keyboard, saves it by server name and returns focus', async () => {
    const { callsTo } = signedInAs(
      {},
      {
        'POST /api/dashboard/home-preferences': ({ body }) => json(200, body),
      },
    );
    const { user } = renderApp('/home');
    expect(await slotTitles()).toEqual(['Voicemail', 'E-mail']);

    const change = screen.getByRole('button', { name: 'Change the left module' });
    change.focus();
    await user.keyboard('{Enter}');
    expect(change).toHaveAttribute('aria-expanded', 'true');
    const select = screen.getByRole('combobox', { name: 'Module for the left side' });
    expect(select).toHaveFocus();
    // The other slot's module is not offered; the 7 choosable modules otherwise are.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cart', 'DVR', 'On Demand', 'TV best bets', 'Voicemail', 'WiFi']);
    await user.selectOptions(select, 'DVR');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo('POST /api/dashboard/home-preferences')).toHaveLength(1));
    expect(callsTo('POST /api/dashboard/home-preferences')[0]?.body).toEqual({
      homeFunc1: 'DVR',
      homeFunc2: 'Webmail',
    });
    expect(await screen.findByText('Your dashboard is updated.')).toBeInTheDocument();
    expect(await slotTitles()).toEqual(['DVR', 'E-mail']);
    expect(screen.getByRole('button', { name: 'Change the left module' })).toHaveFocus();
    // Voicemail left the slot and joined the other modules.
    const more = await screen.findByRole('region', { name: 'More for you' });
    expect(within(more).getByRole('heading', { name: 'Voicemail' })).toBeInTheDocument();
  });

  it('closes the chooser with Escape without saving', async () => {
    const { callsTo } = signedInAs();
    const { user } = renderApp('/home');
    await slotTitles();
    const change = screen.getByRole('button', { name: 'Change the right module' });
    await user.click(change);
    expect(screen.getByRole('combobox', { name: 'Module for the right side' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Module for the right side' })).not.toBeInTheDocument();
    expect(change).toHaveFocus();
    expect(callsTo('POST /api/dashboard/home-preferences')).toHaveLength(0);
  });

  it('keeps the chooser open and says so when saving fails', async () => {
    signedInAs({}, { 'POST /api/dashboard/home-preferences': () => apiError(500, 'INTERNAL', 'boom') });
    const { user } = renderApp('/home');
    await slotTitles();
    await user.click(screen.getByRole('button', { name: 'Change the right module' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Module for the right side' }), 'WiFi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your choice. Please try again.',
    );
    expect(screen.getByRole('combobox', { name: 'Module for the right side' })).toBeInTheDocument();
    expect(await slotTitles()).toEqual(['Voicemail', 'E-mail']);
  });

  it('leaves e-mail out of the chooser for an inactive mailbox (seed 000 §4)', async () => {
    signedInAs(
      { p: { bp: 1, email: 1, dvr: 1, mus: 'inactive' } },
      { 'GET /api/dashboard/home-preferences': () => json(200, { homeFunc1: 'DVR', homeFunc2: 'Cart' }) },
    );
    const { user } = renderApp('/home');
    await slotTitles();
    await user.click(screen.getByRole('button', { name: 'Change the left module' }));
    const options = within(screen.getByRole('combobox', { name: 'Module for the left side' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).not.toContain('E-mail');
    expect(options).toContain('DVR');
  });

  it('offers only the modules the account is entitled to', async () => {
    signedInAs(
      { entitlements: { ...allEntitled, voicemail: false, dvr: false } },
      { 'GET /api/dashboard/home-preferences': () => json(200, { homeFunc1: 'Cart', homeFunc2: 'Webmail' }) },
    );
    const { user } = renderApp('/home');
    await slotTitles();
    await user.click(screen.getByRole('button', { name: 'Change the left module' }));
    expect(
      within(screen.getByRole('combobox', { name: 'Module for the left side' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Cart', 'On Demand', 'TV best bets', 'WiFi']);
  });

  it('says in Spanish why the server refused a slot it is not entitled to', async () => {
    signedInAs(
      {},
      {
        'POST /api/dashboard/home-preferences': () =>
          apiError(403, 'FORBIDDEN', 'This module is not part of your services.', {
            reason: 'dashboard.slots.not-entitled',
          }),
      },
    );
    const { user } = renderApp('/espanol/home');
    await screen.findByRole('region', { name: 'Su panel' });
    await user.click(await screen.findByRole('button', { name: 'Cambiar el módulo de la derecha' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este módulo no forma parte de sus servicios, así que no puede ocupar un espacio de inicio.',
    );
  });

  it('shows the usual pair with a notice when the saved choice cannot be read', async () => {
    signedInAs({}, { 'GET /api/dashboard/home-preferences': () => apiError(500, 'INTERNAL', 'boom') });
    renderApp('/home');
    expect(
      await screen.findByText('We could not load your dashboard choices, so the usual modules are shown.'),
    ).toBeInTheDocument();
    expect(await slotTitles()).toEqual(['E-mail', 'Voicemail']);
  });
});

describe('the home page in other situations', () => {
  it('speaks Spanish under /espanol', async () => {
    signedInAs();
    renderApp('/espanol/home');
    expect(await screen.findByRole('region', { name: 'Su panel' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Correo de voz' })).toBeInTheDocument();
    expect(await screen.findByText('No tiene mensajes de voz nuevos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis servicios' })).toHaveAttribute(
      'href',
      '/espanol/upgrades#/',
    );
  });

  it('shows a visitor the bill widget with its Sign In button and no dashboard', async () => {
    const { callsTo } = mockApi();
    renderApp('/home');
    expect(await screen.findByText('Please sign in to view and pay your bill.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login/?referer=/pay-bill/',
    );
    expect(screen.queryByRole('region', { name: 'Your dashboard' })).not.toBeInTheDocument();
    expect(callsTo('GET /api/dashboard/home-preferences')).toHaveLength(0);
  });

  it('sends an agent acting for nobody to the agent desk', async () => {
    mockApi({
      'GET /api/session': () =>
        json(200, createSessionState({ user: null, agent: { id: 'agent1', name: 'Alex' } })),
    });
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'Go to the agent desk' })).toHaveAttribute(
      'href',
      '/csr/',
    );
    expect(screen.queryByRole('region', { name: 'Your bill' })).not.toBeInTheDocument();
  });
});

describe('TV modules with items from their areas (seed 000 §9 counts)', () => {
  const items = (prefix: string, n: number): DashboardItem[] =>
    Array.from({ length: n }, (_, i) => ({
      id: `${prefix}${i}`,
      title: `${prefix} ${i}`,
      time: new Date(Date.UTC(2025, 0, 10 + i, 20)).toISOString(),
    }));

  function renderHome(sources: DashboardSources) {
    signedInAs(
      {},
      {
        'GET /api/dashboard/home-preferences': () =>
          json(200, { homeFunc1: 'New_On_Demand', homeFunc2: 'DVR' }),
      },
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MemoryRouter initialEntries={['/home']}>
        <AppProviders queryClient={queryClient}>
          <HomePage billWidget={null} sources={sources} />
        </AppProviders>
      </MemoryRouter>,
    );
  }

  it('shows 3 on demand, 3 cart, 4 best bets and the 4 newest DVR recordings', async () => {
    renderHome({
      onDemand: async () => items('Movie', 5),
      cart: async () => items('Cart item', 5),
      onTonight: async () => items('Show', 6),
      dvr: async () => items('Recording', 6),
    });
    const list = async (name: string) =>
      within(await screen.findByRole('region', { name })).findByRole('list', { name });
    const titles = async (name: string) =>
      within(await list(name))
        .getAllByRole('link')
        .map((a) => a.textContent);

    expect(await titles('On Demand')).toEqual(['Movie 0', 'Movie 1', 'Movie 2']);
    expect(within(await list('On Demand')).getByRole('link', { name: 'Movie 0' })).toHaveAttribute(
      'href',
      '/tv/asset/#/movie/Movie0',
    );
    expect(await titles('Cart')).toHaveLength(3);
    expect(await titles('TV best bets')).toHaveLength(4);
    expect(await titles('DVR')).toEqual(['Recording 5', 'Recording 4', 'Recording 3', 'Recording 2']);
  });

  it('shows an error when an area fails to answer', async () => {
    renderHome({ dvr: async () => Promise.reject(new Error('DVR is down')) });
    const dvr = await screen.findByRole('region', { name: 'DVR' });
    expect(await within(dvr).findByText('We could not load DVR right now.')).toBeInTheDocument();
  });
});
