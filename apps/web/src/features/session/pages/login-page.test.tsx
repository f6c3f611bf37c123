import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, deferred, json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], id: string, password: string) {
  // The page's code arrives lazily; wait for it before typing.
  const idField = await screen.findByLabelText('User ID');
  if (id) await user.type(idField, id);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('flags an empty id as not valid, on the field and in a focused summary', async () => {
    const { callsTo } = mockApi();
    const { user } = renderApp('/login/');
    await fillAndSubmit(user, '   ', 'secret');

    const id = screen.getByLabelText('User ID');
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveAccessibleDescription('Enter a valid user ID.');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(callsTo('POST /api/session/login')).toHaveLength(0);
  });

  it('flags an empty (all-space) password once the id is valid', async () => {
    mockApi();
    const { user } = renderApp('/login/');
    await fillAndSubmit(user, 'jsmith', '    ');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter a valid password.');
    expect(screen.getByLabelText('User ID')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the trimmed id and password with the remember choice', async () => {
    const { callsTo } = mockApi({ 'POST /api/session/login': () => json(200, createSessionState()) });
    const { user } = renderApp('/login/');
    await user.click(await screen.findByLabelText('Remember me'));
    await fillAndSubmit(user, '  jsmith ', ' secret  ');
    await waitFor(() => expect(callsTo('POST /api/session/login')).toHaveLength(1));
    expect(callsTo('POST /api/session/login')[0]?.body).toEqual({
      id: 'jsmith',
      password: 'secret',
      remember: true,
    });
  });

  it('shows the attempts remaining after bad credentials and keeps the typed id', async () => {
    mockApi({
      'POST /api/session/login': () =>
        apiError(401, 'BAD_CREDENTIALS', 'Bad credentials', { attempts_remaining: 3, failed_attempts: 2 }),
    });
    const { user } = renderApp('/login/');
    await fillAndSubmit(user, 'jsmith', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The id or password is incorrect. 3 attempts remaining.');
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText('User ID')).toHaveValue('jsmith');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('uses the singular for the last attempt', async () => {
    mockApi({
      'POST /api/session/login': () =>
        apiError(401, 'BAD_CREDENTIALS', 'Bad credentials', { attempts_remaining: 1 }),
    });
    const { user } = renderApp('/login/');
    await fillAndSubmit(user, 'jsmith', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('1 attempt remaining.');
  });

  it('says when a temporary ban lifts', async () => {
    const until = new Date(Date.now() + 30 * 60_000);
    mockApi({
      'POST /api/session/login': () =>
        apiError(423, 'TEMP_BAN', 'Temporarily banned', {
          ban_info: { until: until.toISOString(), seconds_remaining: 1800 },
        }),
    });
    const { user } = renderApp('/login/');
    await fillAndSubmit(user, 'jsmith', 'wrong');
    const expected = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(until);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many failed attempts. You can try again at');
    // A ban that lifts after midnight also names the day, so only the clock time is asserted.
    expect(alert.textContent).toContain(expected);
  });

  it('explains address throttling', async () => {
    mockApi({ 'POST /api/session/login': () => apiError(429, 'THROTTLED', 'Too many requests') });
    const { user } = renderApp('/login/');
    await fillAndSubmit(user, 'jsmith', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts from this address.',
    );
  });

  it('disables the button while the sign-in is under way', async () => {
    const answer = deferred();
    mockApi({ 'POST /api/session/login': () => answer.promise });
    const { user } = renderApp('/login/');
    await fillAndSubmit(user, 'jsmith', 'secret');
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    answer.resolve(apiError(429, 'THROTTLED', 'Too many requests'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('returns to the referer after signing in', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/session': () =>
        json(200, signedIn ? createSessionState() : createSessionState({ user: null })),
      'POST /api/session/login': () => {
        signedIn = true;
        return json(200, createSessionState());
      },
    });
    const { user, currentPath } = renderApp('/login/?referer=%2Fprofile%2F');
    await fillAndSubmit(user, 'jsmith', 'secret');
    await waitFor(() => expect(currentPath()).toBe('/profile/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hi, jsmith' })).toBeInTheDocument();
  });

  it('refuses a referer to another site and goes home instead', async () => {
    mockApi({ 'POST /api/session/login': () => json(200, createSessionState()) });
    const { user, currentPath } = renderApp('/login/?referer=//evil.com/steal');
    await fillAndSubmit(user, 'jsmith', 'secret');
    await waitFor(() => expect(currentPath()).toBe('/home'));
  });

  it('sends an agent to the agent desk', async () => {
    const agentOnly = createSessionState({ user: null, agent: { id: 'agent1', name: 'Alex Agent' } });
    mockApi({
      'POST /api/session/login': () => json(200, agentOnly),
      'GET /api/csr/audit': () => json(200, { entries: [] }),
    });
    const { user, currentPath } = renderApp('/login/');
    await fillAndSubmit(user, 'agent1', 'secret');
    await waitFor(() => expect(currentPath()).toBe('/csr/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent desk' })).toBeInTheDocument();
  });

  it('tells a visitor sent back by an expired session why', async () => {
    mockApi();
    renderApp('/login/?referer=/pay-bill/&reason=expired');
    expect(await screen.findByText('Your session has expired. Login required.')).toBeInTheDocument();
  });

  it('tells a visitor sent from a protected page without a session why', async () => {
    mockApi();
    renderApp('/login/?referer=/pay-bill/&reason=none');
    expect(await screen.findByText('No session. Login required.')).toBeInTheDocument();
    expect(screen.queryByText('Your session has expired. Login required.')).not.toBeInTheDocument();
  });

  it.each([
    ['signed-out', 'You have signed out.'],
    ['signed-out-everywhere', 'You have signed out on all your devices.'],
  ])('confirms a sign-out (reason=%s)', async (reason, text) => {
    mockApi();
    renderApp(`/login/?reason=${reason}`);
    expect(await screen.findByRole('status')).toHaveTextContent(text);
  });

  it('shows nothing extra for a referer without a reason', async () => {
    mockApi();
    renderApp('/login/?referer=/pay-bill/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Your session has expired. Login required.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("speaks the subscriber's profile language from sign-in on when the browser has not chosen one", async () => {
    const spanish = createSessionState({ user: createSessionUser({ id: 'mgarcia', language: 'es' }) });
    mockApi({ 'POST /api/session/login': () => json(200, spanish) });
    const { user } = renderApp('/login/');
    await fillAndSubmit(user, 'mgarcia', 'secret');
    await waitFor(() => expect(document.cookie).toMatch(/(^|; )language=es/));
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  });

  it('keeps a language the browser already chose', async () => {
    document.cookie = 'language=en; path=/';
    const spanish = createSessionState({ user: createSessionUser({ id: 'mgarcia', language: 'es' }) });
    const { callsTo } = mockApi({ 'POST /api/session/login': () => json(200, spanish) });
    const { user } = renderApp('/login/');
    await fillAndSubmit(user, 'mgarcia', 'secret');
    await waitFor(() => expect(callsTo('POST /api/session/login')).toHaveLength(1));
    expect(document.cookie).toMatch(/(^|; )language=en/);
    expect(document.documentElement.lang).toBe('en');
  });
});
