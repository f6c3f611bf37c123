import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { OutageStatus } from '@coax/domain';
import { AppProviders } from '../../../lib/providers.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState } from '../../../test/factories.ts';
import { createOutageStatus } from '../test-data.ts';
import { OutageStatusLink } from './outage-status-link.tsx';

function renderLink(path = '/home') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <OutageStatusLink />
      </AppProviders>
    </MemoryRouter>,
  );
}

const signedIn = (status: OutageStatus) =>
  mockApi({
    'GET /api/session': () => json(200, createSessionState()),
    'GET /api/outage/status': () => json(200, createOutageStatus({ status })),
  });

describe('the header outage status (seed 002 §8 statuses)', () => {
  it.each([
    ['NO_OUTAGE', 'No outage', '/support/outage/'],
    ['OUTAGE_ON_ACCOUNT', 'Service outage', '/support/outage/'],
    ['OFFLINE', 'Equipment offline', '/support/outage/'],
    ['NON_PAY', 'Past due', '/support/outage/'],
    ['PLANNED_MAINTENANCE', 'Network maintenance', '/support/outage/'],
    ['NODE_DISTRESS', 'Brief interruption', '/support/outage/'],
    ['RECENTLY_CLEARED', 'Service restored', '/support/outage/'],
    ['VOD_HOLD', 'On Demand on hold', '/support/outage/#/PendingVOD'],
    ['NOT_LOGGED_IN', 'Not logged in', '/support/outage/#/UnauthenticatedUserOutage'],
  ] as const)('shows %s as "%s", linking to %s', async (status, text, href) => {
    signedIn(status);
    renderLink();
    const link = await screen.findByRole('link', { name: `Service status: ${text}` });
    expect(link).toHaveAttribute('href', href);
  });

  it('shows a failed call as ERROR, in the seed words', async () => {
    mockApi({
      'GET /api/session': () => json(200, createSessionState()),
      'GET /api/outage/status': () => apiError(500, 'INTERNAL', 'boom'),
    });
    renderLink();
    expect(
      await screen.findByRole('link', {
        name: 'Service status: Your service status is not available at this time. Please try again later.',
      }),
    ).toBeInTheDocument();
  });

  it('says it is checking while the status loads', async () => {
    mockApi({
      'GET /api/session': () => json(200, createSessionState()),
      'GET /api/outage/status': () => new Promise<Response>(() => {}),
    });
    renderLink();
    expect(await screen.findByText('Checking service status…')).toBeInTheDocument();
  });

  it('speaks Spanish under /espanol and keeps the link there', async () => {
    signedIn('OUTAGE_ON_ACCOUNT');
    renderLink('/espanol/home');
    const link = await screen.findByRole('link', { name: 'Estado del servicio: Interrupción del servicio' });
    expect(link).toHaveAttribute('href', '/espanol/support/outage/');
  });
});
