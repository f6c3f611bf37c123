import type { AreaOutageResponse, OutageStatusResponse } from '@coax/contract';

export function createOutageStatus(overrides: Partial<OutageStatusResponse> = {}): OutageStatusResponse {
  return {
    status: 'NO_OUTAGE',
    label: 'No outage',
    href: '/support/outage/',
    since: null,
    estimatedRestoration: null,
    clearedAt: null,
    maintenance: null,
    devicesOffline: 0,
    ...overrides,
  };
}

export function createAreaOutage(overrides: Partial<AreaOutageResponse> = {}): AreaOutageResponse {
  return {
    zip: '11803',
    status: 'NO_OUTAGE',
    summary: 'There are no known outages in 11803.',
    since: null,
    estimatedRestoration: null,
    clearedAt: null,
    maintenance: null,
    ...overrides,
  };
}
