import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PasswordMessages } from '@coax/domain';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';

const signedIn = () => ({ 'GET /api/session': () => json(200, createSessionState()) });

async function openForm(path = '/profile/') {
  const rendered = renderApp(path);
  const form = await screen.findByRole('region', { name: /Change your password|Cambie su contraseña/ });
  return { ...rendered, form };
}

// Each case types whole passwords and waits out the 500 ms debounce, so it gets more than 5 s.
describe('change password on the profile page', () => {
  it('rates a short new password TOO SHORT and gives the length message', async () => {
    mockApi(signedIn());
    const { user, form } = await openForm();
    const field = within(form).getByLabelText('New password');
    await user.type(field, 'abc12');
    expect(await within(form).findByText('TOO SHORT')).toBeInTheDocument();
    expect(await within(form).findByText(PasswordMessages.length)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  // Scores (domain passwordStrengthScore): password 37, passw0rd 41, Coax2026demo 71, Maple7Harbor2Quilt 100.
  it.each([
    ['password', 'TOO WEAK'],
    ['passw0rd', 'MEDIUM'],
    ['Coax2026demo', 'STRONG'],
    ['Maple7Harbor2Quilt', 'VERY STRONG'],
  ])('rates %s %s as it is typed', async (password, label) => {
    mockApi(signedIn());
    const { user, form } = await openForm();
    const field = within(form).getByLabelText('New password');
    await user.type(field, password);
    expect(await within(form).findByText(label)).toBeInTheDocument();
    // A weak password that passes the rules brings advice ("flagged weak", seed 000 §5), not a refusal.
    expect(within(form).queryByText(/would be easy to guess/) !== null).toBe(label === 'TOO WEAK');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['a special character', 'Maple-7', PasswordMessages.characters],
    ['a run of four', 'Maple1234x', PasswordMessages.repetitive],
  ])('refuses %s live with the seed’s message', async (_what, password, message) => {
    mockApi(signedIn());
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('New password'), password);
    expect(await within(form).findByText(message)).toBeInTheDocument();
  });

  it('says whether the confirmation matches', async () => {
    mockApi(signedIn());
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('New password'), 'Maple7Harbor');
    const confirm = within(form).getByLabelText('Confirm new password');
    await user.type(confirm, 'Maple7Harb');
    expect(await within(form).findByText(PasswordMessages.mismatch)).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await user.type(confirm, 'or');
    expect(await within(form).findByText(PasswordMessages.confirmed)).toBeInTheDocument();
    expect(confirm).not.toHaveAttribute('aria-invalid');
  });

  it('checks every field on submit, lists the problems in a focused summary and sends nothing', async () => {
    const { callsTo } = mockApi(signedIn());
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    const summary = await within(form).findByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Enter your current password.');
    expect(summary).toHaveTextContent(PasswordMessages.length);
    expect(summary).toHaveTextContent('Enter your new password again to confirm it.');
    expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password.',
    );
    expect(within(form).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST /api/session/password')).toHaveLength(0);
  });

  it('changes the password, says how many other sessions ended and clears the fields', async () => {
    const { callsTo } = mockApi({
      ...signedIn(),
      'POST /api/session/password': () => json(200, { endedSessions: 2 }),
    });
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Current password'), ' Coax2026demo ');
    await user.type(within(form).getByLabelText('New password'), 'Maple7Harbor');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Maple7Harbor');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(
      await within(form).findByText('Your password has been changed. 2 other sessions were signed out.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/session/password')[0]?.body).toEqual({
      currentPassword: 'Coax2026demo',
      newPassword: 'Maple7Harbor',
    });
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(within(form).getByLabelText('New password')).toHaveValue('');
    expect(within(form).getByLabelText('Confirm new password')).toHaveValue('');
    expect(within(form).queryByText(PasswordMessages.confirmed)).not.toBeInTheDocument();
  });

  it('says the current password is wrong with the attempts left, keeping the new one', async () => {
    mockApi({
      ...signedIn(),
      'POST /api/session/password': () =>
        apiError(401, 'BAD_CREDENTIALS', 'Wrong', { attempts_remaining: 3, failed_attempts: 2 }),
    });
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Current password'), 'guess');
    await user.type(within(form).getByLabelText('New password'), 'Maple7Harbor');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Maple7Harbor');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));

    const message =
      'Your current password is not correct. 3 attempts remaining before the ID is locked for a while.';
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(message);
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
    expect(within(form).getByLabelText('New password')).toHaveValue('Maple7Harbor');
    expect(within(form).getByLabelText('Confirm new password')).toHaveValue('Maple7Harbor');
  });

  it('says when the id is locked after too many wrong passwords', async () => {
    mockApi({
      ...signedIn(),
      'POST /api/session/password': () =>
        apiError(423, 'TEMP_BAN', 'Banned', { ban_info: { until: 'not a date', seconds_remaining: 0 } }),
    });
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Current password'), 'guess');
    await user.type(within(form).getByLabelText('New password'), 'Maple7Harbor');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Maple7Harbor');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many failed attempts.');
  });

  it('confirms an old sign-in with the typed current password, then changes it', async () => {
    let recent = false;
    const { callsTo } = mockApi({
      ...signedIn(),
      'POST /api/session/reauth': () => {
        recent = true;
        return json(200, createSessionState());
      },
      'POST /api/session/password': () =>
        recent
          ? json(200, { endedSessions: 0 })
          : apiError(401, 'REAUTH_REQUIRED', 'Reauthentication required'),
    });
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Current password'), 'Coax2026demo');
    await user.type(within(form).getByLabelText('New password'), 'Maple7Harbor');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Maple7Harbor');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your password has been changed.')).toBeInTheDocument();
    expect(callsTo('POST /api/session/reauth')[0]?.body).toEqual({ password: 'Coax2026demo' });
    expect(callsTo('POST /api/session/password')).toHaveLength(2);
  });

  it('keeps everything typed and says so when the server fails', async () => {
    mockApi({ ...signedIn(), 'POST /api/session/password': () => apiError(500, 'INTERNAL', 'boom') });
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Current password'), 'Coax2026demo');
    await user.type(within(form).getByLabelText('New password'), 'Maple7Harbor');
    await user.type(within(form).getByLabelText('Confirm new password'), 'Maple7Harbor');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your password was not changed. Please try again later.',
    );
    expect(within(form).getByLabelText('Current password')).toHaveValue('Coax2026demo');
    expect(within(form).getByLabelText('New password')).toHaveValue('Maple7Harbor');
  });

  it.each([
    ['/profile/', PasswordMessages.repetitive],
    [
      '/espanol/profile/',
      'Su contraseña no puede contener 4 o más caracteres idénticos seguidos, ni 4 caracteres en secuencia como “abcd” o “4321”. Por favor, inténtelo de nuevo.',
    ],
  ])(
    'at %s, shows a password rule the server refused in the page’s words, never the server’s',
    async (path, words) => {
      mockApi({
        ...signedIn(),
        'POST /api/session/password': () =>
          apiError(400, 'BAD_REQUEST', 'server wording', {
            reason: 'session.password.repetitive',
            issues: [
              { path: 'body.newPassword', reason: 'session.password.repetitive', message: 'server wording' },
            ],
          }),
      });
      const { user, form } = await openForm(path);
      const spanish = path.startsWith('/espanol');
      await user.type(
        within(form).getByLabelText(spanish ? 'Contraseña actual' : 'Current password'),
        'Coax2026demo',
      );
      await user.type(
        within(form).getByLabelText(spanish ? 'Contraseña nueva' : 'New password'),
        'Maple7Harbor',
      );
      await user.type(
        within(form).getByLabelText(spanish ? 'Confirme la contraseña nueva' : 'Confirm new password'),
        'Maple7Harbor',
      );
      await user.click(
        within(form).getByRole('button', { name: spanish ? 'Cambiar contraseña' : 'Change password' }),
      );
      const summary = await within(form).findByRole('alert');
      expect(summary).toHaveTextContent(words);
      expect(summary).not.toHaveTextContent('server wording');
      expect(within(summary).getByRole('link', { name: words })).toHaveAttribute(
        'href',
        expect.stringMatching(/-new$/),
      );
    },
  );

  it('is not offered to an agent acting for a subscriber', async () => {
    mockApi({
      'GET /api/session': () =>
        json(
          200,
          createSessionState({
            agent: { id: 'agent1', name: 'Alex Agent' },
            user: createSessionUser({ csrId: 'agent1' }),
          }),
        ),
    });
    renderApp('/profile/');
    expect(await screen.findByText(/Agents cannot change a subscriber’s password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('works in Spanish', async () => {
    mockApi(signedIn());
    const { user, form } = await openForm('/espanol/profile/');
    const field = within(form).getByLabelText('Contraseña nueva');
    await user.type(field, 'Maple-7');
    expect(
      await within(form).findByText(
        'Su contraseña solo puede contener letras y números. No se permiten caracteres especiales.',
      ),
    ).toBeInTheDocument();
    expect(await within(form).findByText('DEMASIADO CORTA')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Confirme la contraseña nueva'), 'x');
    expect(
      await within(form).findByText(
        'Las contraseñas que escribió no coinciden. Por favor, inténtelo de nuevo.',
      ),
    ).toBeInTheDocument();
  });
});
