import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState } from '../../../test/factories.ts';
import { createAreaOutage, createOutageStatus } from '../test-data.ts';

const main = () => screen.getByRole('main');

describe('outage page: #/UnauthenticatedUserOutage (ZIP code lookup, no sign-in needed)', () => {
  it('looks up a ZIP code and shows the outage there with its times', async () => {
    const { callsTo } = mockApi({
      'GET /api/outage/area': () =>
        json(
          200,
          createAreaOutage({
            status: 'OUTAGE',
            since: '2026-11-20T13:00:00.000Z',
            estimatedRestoration: '2026-11-20T18:00:00.000Z',
          }),
        ),
    });
    const { user } = renderApp('/support/outage/#/UnauthenticatedUserOutage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Outage status' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('ZIP code'), '11803');
    await user.click(screen.getByRole('button', { name: 'Check for outages' }));
    expect(await screen.findByRole('heading', { name: 'Results for 11803' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'There is a service outage in 11803. Our technicians are working to restore service as quickly as possible.',
      ),
    ).toBeInTheDocument();
    expect(within(main()).getByText(/^Estimated restoration:/)).toBeInTheDocument();
    expect(callsTo('GET /api/outage/area')[0]?.url.searchParams.get('zip')).toBe('11803');
    expect(within(main()).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login/?referer=/support/outage/%23/UnauthenticatedUserOutage',
    );
  });

  it('checks the ZIP code live: letters get "Numbers only" after a pause, a sixth digit "5 number limit"', async () => {
    mockApi();
    const { user } = renderApp('/support/outage/#/UnauthenticatedUserOutage');
    const field = await screen.findByLabelText('ZIP code');
    await user.type(field, '11a');
    expect(await screen.findByText('Numbers only')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '118033');
    expect(await screen.findByText('5 number limit')).toBeInTheDocument();
    expect(screen.queryByText('Numbers only')).not.toBeInTheDocument();
  });

  it('refuses a short ZIP code on submit without calling the server, and focuses the field', async () => {
    const { callsTo } = mockApi();
    const { user } = renderApp('/support/outage/#/UnauthenticatedUserOutage');
    const field = await screen.findByLabelText('ZIP code');
    await user.type(field, '1180');
    await user.click(screen.getByRole('button', { name: 'Check for outages' }));
    expect(screen.getByText('Please enter a valid zip code')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(callsTo('GET /api/outage/area')).toHaveLength(0);
  });

  it('says when the lookup fails, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /api/outage/area': () =>
        fail ? apiError(500, 'INTERNAL', 'boom') : json(200, createAreaOutage()),
    });
    const { user } = renderApp('/support/outage/#/UnauthenticatedUserOutage');
    await user.type(await screen.findByLabelText('ZIP code'), '11803');
    await user.click(screen.getByRole('button', { name: 'Check for outages' }));
    expect(
      await screen.findByText('We could not check for outages right now. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no known outages in 11803.')).toBeInTheDocument();
  });

  it('works in Spanish', async () => {
    mockApi({
      'GET /api/outage/area': () => json(200, createAreaOutage({ zip: '10451', status: 'RECENTLY_CLEARED' })),
    });
    const { user } = renderApp('/espanol/support/outage/#/UnauthenticatedUserOutage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Estado del servicio' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código postal'), '10451');
    await user.click(screen.getByRole('button', { name: 'Consultar interrupciones' }));
    expect(
      await screen.findByText('Se resolvió una interrupción reciente en 10451 y el servicio se restableció.'),
    ).toBeInTheDocument();
  });
});

describe('outage page: #/PendingVOD', () => {
  it('explains the on-demand hold and how it lifts', async () => {
    mockApi();
    renderApp('/support/outage/#/PendingVOD');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'On Demand is on hold' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Once your payment is received, ordering is turned back on automatically/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay your bill' })).toHaveAttribute('href', '/pay-bill/');
  });
});

describe('outage page for a signed-in subscriber', () => {
  it('shows their own status with what explains it, above the lookup', async () => {
    mockApi({
      'GET /api/session': () => json(200, createSessionState()),
      'GET /api/outage/status': () =>
        json(
          200,
          createOutageStatus({
            status: 'PLANNED_MAINTENANCE',
            maintenance: { startsAt: '2026-11-21T00:00:00.000Z', endsAt: '2026-11-21T04:00:00.000Z' },
          }),
        ),
    });
    renderApp('/support/outage/');
    const yours = await screen.findByRole('region', { name: 'Your service' });
    expect(await within(yours).findByText('Network maintenance')).toBeInTheDocument();
    expect(within(yours).getByText(/^Maintenance window:/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Check outages by ZIP code' })).toBeInTheDocument();
    expect(within(main()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('counts offline equipment', async () => {
    mockApi({
      'GET /api/session': () => json(200, createSessionState()),
      'GET /api/outage/status': () => json(200, createOutageStatus({ status: 'OFFLINE', devicesOffline: 2 })),
    });
    renderApp('/support/outage/');
    expect(await screen.findByText(/^2 of your devices are offline/)).toBeInTheDocument();
  });

  it('shows a failed status call as ERROR in the seed words, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/session': () => json(200, createSessionState()),
      'GET /api/outage/status': () =>
        fail ? apiError(500, 'INTERNAL', 'boom') : json(200, createOutageStatus()),
    });
    const { user } = renderApp('/support/outage/');
    expect(
      await screen.findByText('Your service status is not available at this time. Please try again later.'),
    ).toBeInTheDocument();
    const retry = await within(await screen.findByRole('region', { name: 'Your service' })).findByRole(
      'button',
      {
        name: 'Try again',
      },
    );
    fail = false;
    await user.click(retry);
    expect(
      await screen.findByText('We do not see any problems with your service right now.'),
    ).toBeInTheDocument();
  });
});
