import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app.tsx';
import { createSessionState } from '../../../../test/factories.ts';
import { apiError, json, mockApi } from '../../../../test/fetch-mock.ts';

const session = () => json(200, createSessionState());
const consent = { accessCode: '482913', expiresAt: '2026-11-26T15:00:00.000Z' };

describe('/support/equipment-access (temporary consent)', () => {
  it('grants a code to read to the agent, shows when it expires, and withdraws it', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'GET /api/support/consent': () => json(200, { consent: null }),
      'POST /api/support/consent': () => json(200, consent),
      'DELETE /api/support/consent': () => json(200, { consent: null }),
    });
    const { user } = renderApp('/support/equipment-access');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Let an agent look at my equipment' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No agent can look at your equipment right now.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get an access code' }));
    expect(await screen.findByText('482913')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your access code' })).toHaveFocus();
    expect(screen.getByText(/^It works until/)).toBeInTheDocument();
    expect(screen.getByText('Your new access code is ready.')).toBeInTheDocument();
    expect(callsTo('POST /api/support/consent')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Withdraw access' }));
    expect(await screen.findByText('Access withdrawn. The code no longer works.')).toBeInTheDocument();
    expect(screen.queryByText('482913')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'No agent can look at your equipment right now.' }),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Get an access code' })).toBeInTheDocument();
    expect(callsTo('DELETE /api/support/consent')).toHaveLength(1);
  });

  it('shows a code still valid from earlier', async () => {
    mockApi({ 'GET /api/session': session, 'GET /api/support/consent': () => json(200, { consent }) });
    renderApp('/support/equipment-access');
    expect(await screen.findByText('482913')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw access' })).toBeInTheDocument();
  });

  it('words the refusal to a secondary user in Spanish under /espanol', async () => {
    mockApi({
      'GET /api/session': session,
      'GET /api/support/consent': () => json(200, { consent: null }),
      'POST /api/support/consent': () =>
        apiError(403, 'FORBIDDEN', 'Only the account holder can grant access to their equipment.', {
          reason: 'support.consent.subscriber-only',
        }),
    });
    const { user } = renderApp('/espanol/support/equipment-access');
    await user.click(await screen.findByRole('button', { name: 'Obtener un código de acceso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Solo el titular de la cuenta puede dar acceso a sus equipos.',
    );
  });

  it('offers a retry when the code cannot be looked up', async () => {
    mockApi({
      'GET /api/session': session,
      'GET /api/support/consent': () => apiError(500, 'INTERNAL', 'x'),
    });
    renderApp('/support/equipment-access');
    expect(await screen.findByText('We could not check for an access code.')).toBeInTheDocument();
  });

  it('is linked from the troubleshooting home', async () => {
    mockApi({ 'GET /api/session': session });
    renderApp('/support/troubleshoot');
    expect(await screen.findByRole('link', { name: 'Let an agent look at my equipment' })).toHaveAttribute(
      'href',
      '/support/equipment-access',
    );
  });
});
