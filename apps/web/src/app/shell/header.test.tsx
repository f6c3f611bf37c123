import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MENU_HIDE_DELAY_MS } from '@coax/domain';
import { renderApp } from '../../test/render-app.tsx';
import { apiError, deferred, json, mockApi } from '../../test/fetch-mock.ts';
import { createConfig, createSessionState, createSessionUser } from '../../test/factories.ts';
import { AIRING_END, AIRING_START, createDvrRecording } from '../../test/dvr-factories.ts';

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

  it('draws the brand the page was served with before the configuration answers, in either language', async () => {
    const meta = document.createElement('meta');
    meta.name = 'application-name';
    meta.content = 'Northwind Cable';
    document.head.append(meta);
    try {
      const config = deferred();
      mockApi({ 'GET /api/config': () => config.promise });
      renderApp('/espanol/home');
      // not the Spanish "Inicio" until the name comes, which is wider and moved the header's buttons
      expect(await within(header()).findByRole('link', { name: 'Northwind Cable' })).toBeInTheDocument();
      expect(within(header()).queryByRole('link', { name: 'Inicio' })).not.toBeInTheDocument();
      config.resolve(
        json(200, createConfig({ brand: { name: 'Northwind Cable', supportPhone: '1-800-555-0199' } })),
      );
      await waitFor(() => expect(document.title).toContain('Northwind Cable'));
    } finally {
      meta.remove();
    }
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

  it('opens a menu on the first click and goes to its page on the second (seed 000 §2)', async () => {
    mockApi({ 'GET /api/session': () => json(200, createSessionState()) });
    const { user, currentPath } = renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const payBill = within(nav).getByRole('button', { name: 'Pay bill' });
    expect(payBill).toHaveAttribute('aria-expanded', 'false');
    await user.click(payBill);
    expect(payBill).toHaveAttribute('aria-expanded', 'true');
    const panel = within(nav).getByRole('group', { name: 'Pay bill menu' });
    expect(within(panel).getByRole('link', { name: 'Automatic payments' })).toHaveAttribute(
      'href',
      '/pay-bill/automatic-payments/',
    );
    await waitFor(() => expect(currentPath()).toBe('/home'));
    await user.click(payBill);
    await waitFor(() => expect(currentPath()).toBe('/pay-bill/'));
    expect(within(nav).getByRole('button', { name: 'Pay bill' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the seed menus in order, the phone menu from configuration', async () => {
    mockApi({ 'GET /api/session': () => json(200, createSessionState()) });
    const { user } = renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['TV', 'Phone', 'Internet', 'My profile', 'Pay bill', 'Support', 'Chat with us']);
    await user.click(within(nav).getByRole('button', { name: 'Phone' }));
    expect(await within(nav).findByRole('link', { name: 'Voicemail' })).toHaveAttribute(
      'href',
      'https://phone.example.test/voicemail',
    );
    expect(within(nav).getByRole('link', { name: 'Phone overview' })).toHaveAttribute(
      'href',
      'https://phone.example.test/',
    );
  });

  it('offers E-mail in the Internet menu, but not for an inactive mailbox (seed 000 §4)', async () => {
    const inactive = createSessionUser({ p: { ...createSessionUser().p, mus: 'inactive' } });
    let signedIn = createSessionState();
    mockApi({ 'GET /api/session': () => json(200, signedIn) });
    const first = renderApp('/home');
    await first.user.click(await screen.findByRole('button', { name: 'Internet' }));
    expect(
      within(screen.getByRole('group', { name: 'Internet menu' })).getByRole('link', { name: 'E-mail' }),
    ).toBeInTheDocument();
    first.unmount();

    signedIn = createSessionState({ user: inactive });
    const second = renderApp('/home');
    await within(header()).findByRole('link', { name: 'Hi, jsmith' });
    await second.user.click(await screen.findByRole('button', { name: 'Internet' }));
    const panel = screen.getByRole('group', { name: 'Internet menu' });
    expect(within(panel).getByRole('link', { name: 'WiFi devices and usage' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'E-mail' })).not.toBeInTheDocument();
  });

  it('closes a menu with Escape, returning to its button, and when the pointer has been away 500 ms', async () => {
    mockApi();
    const { user } = renderApp('/home');
    const support = await screen.findByRole('button', { name: 'Support' });
    await user.click(support);
    await user.keyboard('{Tab}{Escape}');
    expect(support).toHaveAttribute('aria-expanded', 'false');
    expect(support).toHaveFocus();

    await user.click(support);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The seed's 500 ms on a fake clock, so a busy machine cannot close the menu early.
    vi.useFakeTimers();
    try {
      fireEvent.mouseLeave(nav);
      act(() => vi.advanceTimersByTime(MENU_HIDE_DELAY_MS - 1));
      fireEvent.mouseEnter(nav);
      act(() => vi.advanceTimersByTime(MENU_HIDE_DELAY_MS));
      expect(support).toHaveAttribute('aria-expanded', 'true');
      fireEvent.mouseLeave(nav);
      act(() => vi.advanceTimersByTime(MENU_HIDE_DELAY_MS - 1));
      expect(support).toHaveAttribute('aria-expanded', 'true');
      act(() => vi.advanceTimersByTime(1));
      expect(support).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the support line of the customer’s corp in the support menu', async () => {
    mockApi({
      'GET /api/session': () => json(200, createSessionState()),
      'GET /api/config/support-number': () => json(200, { corpId: '7710', phone: '1-866-555-0142' }),
    });
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'Support' }));
    expect(
      await screen.findByRole('link', { name: 'Call us at 1-866-555-0142', hidden: false }),
    ).toHaveAttribute('href', 'tel:18665550142');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/support/contact-us/');
  });

  it('opens the chat panel over the page rather than navigating, and Escape closes it', async () => {
    mockApi();
    const { user, currentPath } = renderApp('/home');
    const chat = await screen.findByRole('button', { name: 'Chat with us' });
    expect(chat).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(chat);
    const panel = await screen.findByRole('dialog', { name: 'Chat with us' });
    // a visitor is asked to sign in first
    expect(within(panel).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/home'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chat).toHaveFocus();
  });
});

describe('the tv menu', () => {
  // the blocked corps come with the configuration; the menu asks nothing more
  const blocked = {
    'GET /api/config': () => json(200, createConfig({ securityFlags: { blockedCorps: ['7702'] } })),
  };

  it('goes to the transition page for a blocked corp (seed 000 §2, §6)', async () => {
    const { callsTo } = mockApi({ ...blocked, 'GET /api/session': () => json(200, createSessionState()) });
    const { user, currentPath } = renderApp('/home');
    const tv = await screen.findByRole('button', { name: 'TV' });
    await user.click(tv);
    expect(await screen.findByRole('link', { name: 'TV service transition' })).toHaveAttribute(
      'href',
      '/pages/transition-tv.html',
    );
    expect(callsTo('GET /api/config/security-flags')).toHaveLength(0);
    await user.click(tv);
    await waitFor(() => expect(currentPath()).toBe('/pages/transition-tv.html'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your TV service is changing' }),
    ).toBeInTheDocument();
  });

  it('keeps a special-box customer of a blocked corp on the tv pages, with favorites', async () => {
    const special = createSessionUser({ laBoxUser: true, laboxOrMini: true });
    mockApi({
      ...blocked,
      'GET /api/session': () => json(200, createSessionState({ user: special })),
      // /tv opens the guide; what the guide shows is not this test's business
      'GET /api/guide/window': () => apiError(500, 'INTERNAL', 'Try later'),
    });
    const { user, currentPath } = renderApp('/home');
    const tv = await screen.findByRole('button', { name: 'TV' });
    await user.click(tv);
    expect(screen.getByRole('link', { name: 'My favorites' })).toHaveAttribute('href', '/tv/favorites/');
    await user.click(tv);
    await waitFor(() => expect(currentPath()).toBe('/tv/guide'));
  });

  it('lists the next recordings, each linking to its record page, and the DVR page', async () => {
    const recording = createDvrRecording({
      Title: 'Harbor Lights',
      StartTime: AIRING_START,
      EndTime: AIRING_END,
      callsign: 'WNET',
    });
    mockApi({
      'GET /api/session': () => json(200, createSessionState()),
      'GET /api/dvr/upcoming': () => json(200, { items: [recording] }),
    });
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'TV' }));
    const panel = screen.getByRole('group', { name: 'TV menu' });
    expect(panel).toHaveTextContent('Next recordings');
    expect(await within(panel).findByRole('link', { name: 'Harbor Lights' })).toHaveAttribute(
      'href',
      `/tv/asset/#/tvprograms/record/${AIRING_START}/${AIRING_END}/WNET/true`,
    );
    expect(within(panel).getByRole('link', { name: 'DVR recordings' })).toHaveAttribute(
      'href',
      '/tv/dvr/#/scheduled',
    );
    expect(within(panel).getByRole('link', { name: 'My cart' })).toHaveAttribute('href', '/tv/cart/');
  });

  it('sends a customer without DVR service to the DVR answer instead', async () => {
    const noDvr = createSessionUser({
      entitlements: { email: true, tv: true, dvr: false, voicemail: true, billPay: true },
    });
    mockApi({ 'GET /api/session': () => json(200, createSessionState({ user: noDvr })) });
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: 'TV' }));
    const panel = screen.getByRole('group', { name: 'TV menu' });
    expect(within(panel).getByRole('link', { name: "Why can't I record?" })).toHaveAttribute(
      'href',
      '/FAQ#/answers/a_id/2580',
    );
    expect(panel).not.toHaveTextContent('Next recordings');
  });
});
