import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { anonymousSession, createSessionState, createSessionUser } from '../../../test/factories.ts';

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
    mockApi({ 'GET /api/session': () => json(200, createSessionState({ user })) });
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
      'GET /api/session': () => json(200, createSessionState()),
      'POST /api/session/logout-all': () => apiError(401, 'REAUTH_REQUIRED', 'Reauthentication required'),
    });
    const { user } = renderApp('/profile/');
    const button = await screen.findByRole('button', { name: 'Sign out everywhere' });
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
