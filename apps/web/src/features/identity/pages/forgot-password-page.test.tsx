import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createSessionState } from '../../../test/factories.ts';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const anonymous = () => json(200, createSessionState({ user: null }));
const token = (t: string) => () =>
  json(200, { token: t, methods: ['email', 'phone', 'accountNumber'], expiresAt: '2026-01-01T00:00:00Z' });

async function main() {
  const m = await screen.findByRole('main');
  await within(m).findByRole('heading', { level: 1 });
  return m;
}

describe('/login/forgot-password', () => {
  it('walks the temporary-password steps to a new password', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': anonymous,
      'POST /api/identity/recovery/options': token('t1'),
      'POST /api/identity/recovery/temporary-password': () => json(200, { sent: true }),
      'POST /api/identity/recovery/verify-temporary-password': token('t2'),
      'POST /api/identity/recovery/password': () => json(200, { ok: true }),
    });
    renderApp('/login/forgot-password');
    const m = await main();
    fireEvent.change(within(m).getByLabelText(/^User id/), { target: { value: 'jsmith' } });
    fireEvent.click(within(m).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await within(m).findByLabelText('E-mail me a temporary password'));
    fireEvent.click(within(m).getByRole('button', { name: 'Send it' }));
    fireEvent.change(await within(m).findByLabelText('Temporary password'), { target: { value: 'abc234' } });
    fireEvent.click(within(m).getByRole('button', { name: 'Check it' }));
    fireEvent.change(await within(m).findByLabelText(/^New password/), {
      target: { value: 'Recovered2026' },
    });
    fireEvent.click(within(m).getByRole('button', { name: 'Save the new password' }));
    expect(await within(m).findByText(/Your password was changed/)).toBeInTheDocument();
    expect(callsTo('POST /api/identity/recovery/temporary-password')[0]?.body).toEqual({
      token: 't1',
      method: 'email',
    });
    expect(callsTo('POST /api/identity/recovery/password')[0]?.body).toEqual({
      token: 't2',
      newPassword: 'Recovered2026',
    });
  });

  it('shows BAD_ANSWER for a wrong account number and THROTTLED in Spanish', async () => {
    let tries = 0;
    mockApi({
      'GET /api/session': anonymous,
      'POST /api/identity/recovery/options': token('t1'),
      'POST /api/identity/recovery/verify-account-number': () =>
        ++tries === 1
          ? apiError(400, 'BAD_REQUEST', 'x', { reason: 'identity.recovery.bad-answer' })
          : apiError(429, 'THROTTLED', 'x', { reason: 'identity.recovery.throttled' }),
    });
    renderApp('/espanol/login/forgot-password');
    const m = await main();
    fireEvent.change(within(m).getByLabelText(/^Identificación de usuario/), { target: { value: 'jsmith' } });
    fireEvent.click(within(m).getByRole('button', { name: 'Continuar' }));
    fireEvent.click(await within(m).findByLabelText('Escribiré mi número de cuenta'));
    fireEvent.click(within(m).getByRole('button', { name: 'Continuar' }));
    fireEvent.change(await within(m).findByLabelText(/^Número de cuenta/), {
      target: { value: '7812-450062-02' },
    });
    fireEvent.click(within(m).getByRole('button', { name: 'Comprobar' }));
    expect(
      await within(m).findByText('BAD_ANSWER: eso no coincide con nuestros registros.'),
    ).toBeInTheDocument();
    fireEvent.click(within(m).getByRole('button', { name: 'Comprobar' }));
    expect(await within(m).findByText(/^THROTTLED:/)).toBeInTheDocument();
  });

  it('shows BAD_PASS with the rule broken, and UNAUTHORIZED for a spent token', async () => {
    let tries = 0;
    mockApi({
      'GET /api/session': anonymous,
      'POST /api/identity/recovery/options': token('t1'),
      'POST /api/identity/recovery/verify-account-number': token('t2'),
      'POST /api/identity/recovery/password': () =>
        ++tries === 1
          ? apiError(400, 'BAD_REQUEST', 'x', { reason: 'session.password.length' })
          : apiError(401, 'UNAUTHORIZED', 'x', { reason: 'identity.recovery.token' }),
    });
    renderApp('/login/forgot-password');
    const m = await main();
    fireEvent.change(within(m).getByLabelText(/^User id/), { target: { value: 'jsmith' } });
    fireEvent.click(within(m).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await within(m).findByLabelText('I will type my account number'));
    fireEvent.click(within(m).getByRole('button', { name: 'Continue' }));
    fireEvent.change(await within(m).findByLabelText(/^Account number/), {
      target: { value: '7812-450062-01' },
    });
    fireEvent.click(within(m).getByRole('button', { name: 'Check it' }));
    fireEvent.change(await within(m).findByLabelText(/^New password/), { target: { value: 'abc' } });
    fireEvent.click(within(m).getByRole('button', { name: 'Save the new password' }));
    expect(await within(m).findByText(/^BAD_PASS: /)).toBeInTheDocument();
    fireEvent.click(within(m).getByRole('button', { name: 'Save the new password' }));
    expect(await within(m).findByText(/^UNAUTHORIZED: /)).toBeInTheDocument();
  });
});
