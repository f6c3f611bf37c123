import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app.tsx';
import { createSessionState } from '../../../../test/factories.ts';
import { apiError, json, mockApi } from '../../../../test/fetch-mock.ts';

const session = () => json(200, createSessionState());
const outage = {
  status: 'OUTAGE_ON_ACCOUNT',
  since: '2026-11-26T13:00:00.000Z',
  estimatedRestoration: '2026-11-26T19:30:00.000Z',
};

describe('/support/service-status (log/servicestatus)', () => {
  it('posts the symptom, the services and confirmOutage, and shows the outage it answers', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'POST /api/support/log/servicestatus': () => json(200, { outage, recorded: false }),
    });
    const { user } = renderApp('/support/service-status');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report a service problem' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Slow' }));
    await user.click(screen.getByRole('checkbox', { name: 'TV' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('There is an outage on your account: an outage in your area.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^We expect it back by/)).toBeInTheDocument();
    expect(
      screen.getByText('We are already working on it, so your report was not needed.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/support/log/servicestatus')[0]!.body).toEqual({
      symptom: 'slow',
      services: ['internet', 'tv'],
      confirmOutage: true,
    });
    await user.click(screen.getByRole('button', { name: 'Report something else' }));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it('asks for a service before sending anything, and says when the report is recorded with no outage', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': session,
      'POST /api/support/log/servicestatus': () => json(200, { outage: null, recorded: true }),
    });
    const { user } = renderApp('/support/service-status');
    await user.click(await screen.findByRole('checkbox', { name: 'Internet' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Choose at least one service.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Internet' })).toHaveFocus();
    expect(callsTo('POST /api/support/log/servicestatus')).toHaveLength(0);
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: /Check for an outage first/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you. Your report is recorded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Troubleshoot your service' })).toBeInTheDocument();
    expect(callsTo('POST /api/support/log/servicestatus')[0]!.body).toMatchObject({ confirmOutage: false });
  });

  it('keeps the form and says so when sending fails, in Spanish under /espanol', async () => {
    mockApi({
      'GET /api/session': session,
      'POST /api/support/log/servicestatus': () => apiError(500, 'INTERNAL', 'x'),
    });
    const { user } = renderApp('/espanol/support/service-status');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informar un problema con el servicio' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
  });
});
