import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, deferred, json, mockApi } from '../../../test/fetch-mock.ts';
import { anonymousSession, createSessionState, createSessionUser } from '../../../test/factories.ts';

// The identity area's part of the page (names, links, the aux PIN).
const identity = {
  'GET /api/identity/profile': () =>
    json(200, { id: 'jsmith', firstName: 'Jonathan', lastName: 'Alexander Smith', primary: true }),
  'GET /api/identity/aux-pin': () => json(200, { isSet: false, setAt: null }),
};

describe('profile', () => {
  it('sends a visitor to sign in with the profile as the referer', async () => {
    mockApi();
    const { currentPath } = renderApp('/profile/');
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/profile/&reason=none'));
  });

  it('greets the user and lists account, services and entitlements in words', async () => {
    const user = createSessionUser({
      primary: false,
      ov: false,
      entitlements: { email: true, tv: true, dvr: false, voicemail: false, billPay: false },
    });
    mockApi({ ...identity, 'GET /api/session': () => json(200, createSessionState({ user })) });
    renderApp('/profile/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, jsmith' })).toBeInTheDocument();
    expect(screen.getByText('07702123456')).toBeInTheDocument();
    expect(screen.getByText('Secondary user')).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Services' });
    expect(within(services).getByText('TV')).toBeInTheDocument();
    expect(within(services).getByText('Internet')).toBeInTheDocument();
    expect(within(services).queryByText('Phone')).not.toBeInTheDocument();
    expect(within(services).getByText('DVR recordings', { exact: false })).toHaveTextContent('Not included');
    expect(within(services).getByText('E-mail', { exact: false })).toHaveTextContent('Included');
  });

  it('signs out with a fresh page load of the sign-in page, which confirms it', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    let signedIn = true;
    mockApi({
      ...identity,
      'GET /api/session': () => json(200, signedIn ? createSessionState() : anonymousSession()),
      'POST /api/session/logout': () => {
        signedIn = false;
        return json(200, { ok: true });
      },
    });
    const { user } = renderApp('/profile/');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login/?reason=signed-out'));
  });

  it('asks for the password before signing out everywhere when the sign-in is old, then retries', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    let recent = false;
    let signedIn = true;
    const { callsTo } = mockApi({
      ...identity,
      'GET /api/session': () => json(200, signedIn ? createSessionState() : anonymousSession()),
      'POST /api/session/logout-all': () => {
        if (!recent) return apiError(401, 'REAUTH_REQUIRED', 'Reauthentication required');
        signedIn = false;
        return json(200, { ended: 3 });
      },
      'POST /api/session/reauth': () => {
        recent = true;
        return json(200, createSessionState());
      },
    });
    const { user } = renderApp('/profile/');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const question = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(question).getByRole('button', { name: 'Sign out everywhere' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your password' });
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveFocus();
    await user.type(password, 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login/?reason=signed-out-everywhere'));
    expect(callsTo('POST /api/session/logout-all').map((r) => r.body)).toEqual([
      { id: 'jsmith' },
      { id: 'jsmith' },
    ]);
  });

  it('closes the password dialog with Escape and returns focus', async () => {
    mockApi({
      ...identity,
      'GET /api/session': () => json(200, createSessionState()),
      'POST /api/session/logout-all': () => apiError(401, 'REAUTH_REQUIRED', 'Reauthentication required'),
    });
    const { user } = renderApp('/profile/');
    const button = await screen.findByRole('button', { name: 'Sign out everywhere' });
    await user.click(button);
    const question = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(question).getByRole('button', { name: 'Sign out everywhere' }));
    await screen.findByRole('dialog', { name: 'Confirm your password' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('asks before signing out everywhere, and staying signed in sends nothing', async () => {
    const { callsTo } = mockApi({ ...identity, 'GET /api/session': () => json(200, createSessionState()) });
    const { user } = renderApp('/profile/');
    const button = await screen.findByRole('button', { name: 'Sign out everywhere' });
    await user.click(button);
    const question = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(question).toHaveTextContent('This ends every session of jsmith');
    await user.click(within(question).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('POST /api/session/logout-all')).toHaveLength(0);
    expect(button).toHaveFocus();
  });

  it('shows the whole name to wide screens and cuts it at 20 characters on a phone, whole for screen readers', async () => {
    mockApi({
      ...identity,
      'GET /api/session': () => json(200, createSessionState()),
    });
    vi.stubGlobal('innerWidth', 375);
    try {
      renderApp('/profile/');
      const details = await screen.findByRole('region', { name: 'Your details' });
      const cut = await within(details).findByTitle('Jonathan Alexander Smith');
      expect(cut).toHaveTextContent('Jonathan Alexander…');
      expect(cut).toHaveAttribute('aria-hidden', 'true');
      expect(within(details).getByText('Jonathan Alexander Smith')).toHaveClass('visually-hidden');
      expect(within(details).getByRole('link', { name: 'User IDs and mailboxes' })).toHaveAttribute(
        'href',
        '/profile/household-ids',
      );
      expect(within(details).getByRole('link', { name: 'Change password' })).toHaveAttribute(
        'href',
        '#change-password',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws what follows the names card only once the names and PIN cards have loaded, so nothing moves', async () => {
    const profile = deferred();
    const pin = deferred();
    mockApi({
      'GET /api/identity/profile': () => profile.promise,
      'GET /api/identity/aux-pin': () => pin.promise,
      'GET /api/session': () => json(200, createSessionState()),
    });
    renderApp('/profile/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, jsmith' })).toBeVisible();
    expect(await screen.findByText('Loading your details…')).toBeInTheDocument();
    // The PIN card and the cards after it are in the page (their data loads at once) but not drawn.
    expect(screen.getByRole('button', { name: 'Sign out', hidden: true })).not.toBeVisible();
    expect(screen.getByRole('heading', { name: 'Account PIN', hidden: true })).not.toBeVisible();
    profile.resolve(json(200, { id: 'jsmith', firstName: 'Jonathan', lastName: 'Smith', primary: true }));
    expect(await screen.findByText('Jonathan Smith')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out', hidden: true })).not.toBeVisible();
    pin.resolve(json(200, { isSet: false, setAt: null }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign out', hidden: true })).toBeVisible());
    expect(screen.getByText('You have not set a PIN yet.')).toBeVisible();
  });
});
