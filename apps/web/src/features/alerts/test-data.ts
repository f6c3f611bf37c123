import type { AlertView, AlertsResponse } from '@coax/contract';

/** An operator alert as the server sends it, with overrides (STYLE: factories with overrides). */
export function createAlertView(overrides: Partial<AlertView> = {}): AlertView {
  return {
    id: 'storm',
    source: 'operator',
    code: null,
    title: 'Storm watch',
    summary: 'Crews are standing by.',
    message: null,
    type: 'major',
    date: '2026-11-20T14:00:00.000Z',
    link: null,
    primaryMessage: null,
    priority: 1,
    actionAlert: false,
    ctas: [],
    icon: null,
    img: null,
    amountCents: null,
    ...overrides,
  };
}

export function createAlertsResponse(
  alerts: AlertView[],
  overrides: Partial<AlertsResponse> = {},
): AlertsResponse {
  return {
    alerts,
    outage: { status: 'NOT_LOGGED_IN', href: '/support/outage/#/UnauthenticatedUserOutage' },
    preview: false,
    ...overrides,
  };
}
