import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ModemView } from '@coax/contract';
import { renderApp } from '../../../../test/render-app.tsx';
import { createSessionState } from '../../../../test/factories.ts';
import { apiError, json, mockApi } from '../../../../test/fetch-mock.ts';

const session = () => json(200, createSessionState());
const modem = (over: Partial<ModemView> = {}): ModemView => ({
  macAddress: 'A4:56:30:1B:7C:01',
  model: 'Arris SB8200',
  status: 'online',
  backAt: null,
  lastResetAt: null,
  ...over,
});
const restarting = modem({ status: 'restarting', backAt: '2026-11-26T17:02:00.000Z' });

describe('the internet troubleshooter /support/troubleshoot/internet', () => {
  it('logs each answer and walks to the modem restart, which asks first and then shows the status', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'POST /api/support/log/troubleshoot': () => json(200, { next: 'reset' }),
      'GET /api/support/device/modemlookup': () => json(200, { modems: [modem()] }),
      'POST /api/support/device/modemreset': () => json(200, restarting),
    });
    const { user } = renderApp('/support/troubleshoot/internet');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Check your modem’s lights' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Restart your modem' })).toHaveFocus();
    expect(callsTo('POST /api/support/log/troubleshoot')[0]!.body).toEqual({
      service: 'internet',
      troubleshootingStep: 'start',
      troubleshootingActions: ['no'],
      customerTerm: 'No',
    });

    await user.click(await screen.findByRole('button', { name: 'Restart modem' }));
    const dialog = screen.getByRole('dialog', { name: 'Restart your modem?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restart now' }));
    expect(await screen.findByText('Restarting')).toBeInTheDocument();
    expect(screen.getByText(/It should be back online by/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restart modem' })).toBeDisabled();
    const reset = callsTo('POST /api/support/device/modemreset')[0]!;
    expect(reset.body).toEqual({ macAddress: 'A4:56:30:1B:7C:01' });
    expect(reset.headers.get('idempotency-key')).toBeTruthy();
  });

  it('keeps the step and says so when an answer cannot be saved, in Spanish', async () => {
    mockApi({
      'GET /api/session': session,
      'POST /api/support/log/troubleshoot': () =>
        apiError(400, 'BAD_REQUEST', 'That step is not part of this troubleshooter.', {
          reason: 'support.troubleshoot.step',
        }),
    });
    const { user } = renderApp('/espanol/support/troubleshoot/internet');
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este asistente cambió. Empiece de nuevo.');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Revise las luces de su módem' }),
    ).toBeInTheDocument();
  });

  it('shows the modem lookup loading, failing with a retry, and an account without a modem', async () => {
    let calls = 0;
    mockApi({
      'GET /api/session': session,
      'POST /api/support/log/troubleshoot': () => json(200, { next: 'reset' }),
      'GET /api/support/device/modemlookup': () =>
        ++calls === 1 ? apiError(500, 'INTERNAL', 'Boom') : json(200, { modems: [] }),
    });
    const { user } = renderApp('/support/troubleshoot/internet');
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(await screen.findByText('We could not look up your modem.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('There is no modem on this account.')).toBeInTheDocument();
  });

  it('offers the three troubleshooters on /support/troubleshoot', async () => {
    mockApi({ 'GET /api/session': session });
    renderApp('/support/troubleshoot');
    expect(await screen.findByRole('link', { name: 'Internet' })).toHaveAttribute(
      'href',
      '/support/troubleshoot/internet',
    );
    expect(screen.getByRole('link', { name: 'Home phone' })).toHaveAttribute(
      'href',
      '/support/troubleshoot/phone',
    );
  });
});
