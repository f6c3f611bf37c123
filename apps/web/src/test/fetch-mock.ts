import { vi } from 'vitest';
import { createWifiUsage } from './network-factories.ts';
import type { ErrorCode } from '@coax/contract';
import { anonymousSession, createBillingSummary, createConfig } from './factories.ts';
import { createFaqProducts } from './faq-factories.ts';

export interface MockRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = (request: MockRequest) => Response | Promise<Response>;
/** Keyed "METHOD /path", e.g. "POST /api/session/login". */
export type Handlers = Record<string, Handler>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function apiError(
  status: number,
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return json(status, { error: { code, message, ...extra } });
}

/** A response that arrives only when the test calls `resolve`, to observe pending states. */
export function deferred(): { promise: Promise<Response>; resolve: (response: Response) => void } {
  let resolve: (response: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Replaces fetch with the given handlers (plus an anonymous session, a default config and quiet
 * answers for the home page's widgets).
 * A call nobody handles is a test bug: it is reported through console.error, which fails the test.
 */
export function mockApi(handlers: Handlers = {}) {
  const all: Handlers = {
    'GET /api/config': () => json(200, createConfig()),
    // The agent desk shows its chat queue beside every other panel.
    'GET /api/support/chat/queue': () => json(200, { available: false, waiting: [], mine: [] }),
    'GET /api/session': () => json(200, anonymousSession()),
    // The shell asks for these on every page: footer FAQ products, support line, browser check.
    'GET /api/faq/products': () => json(200, createFaqProducts()),
    'GET /api/config/support-number': () => json(200, { corpId: null, phone: '1-800-555-0100' }),
    'GET /api/config/security-flags': () => json(200, { blockedCorps: [] }),
    'GET /api/config/user-agent': () => json(200, { userAgent: 'jsdom', deprecated: false }),
    // The agent desk shows the support queues under the lookup.
    'GET /api/support/desk/cases': () => json(200, { cases: [] }),
    'GET /api/support/desk/credit-requests': () => json(200, { requests: [] }),
    'GET /api/support/desk/service-reports': () => json(200, { reports: [] }),
    'GET /api/support/desk/theft-reports': () => json(200, { reports: [] }),
    'GET /api/support/desk/ended-chats': () => json(200, { chats: [] }),
    // The home page's bill widget and dashboard ask for these on every signed-in visit to /home.
    'GET /api/billing/summary': () => json(200, createBillingSummary()),
    // The bill widget and My bill list the credits waiting for the next statement.
    'GET /api/billing/pending-credits': () => json(200, { credits: [], total: 0 }),
    // /pay-bill/ loads these as soon as it shows: the header's account and paperless box, the
    // payment form's saved methods. A test that follows a link there may end while they load.
    'GET /api/billing/payment-methods': () => json(200, { methods: [] }),
    // Account activity lists the store's refunds when there are any.
    'GET /api/shop/refunds': () => json(200, { refunds: [] }),
    'GET /api/billing/accounts': () =>
      json(200, {
        accounts: [
          {
            accountNumber: '7812-450062-01',
            accountType: '0',
            active: true,
            disconnectDate: null,
            current: true,
          },
        ],
      }),
    'GET /api/billing/ebill': () =>
      json(200, { email: null, paperBill: true, mailNotify: false, discoDate: null }),
    // The shell loads alerts on every page and the outage status for signed-in users.
    'GET /api/alerts': () =>
      json(200, {
        alerts: [],
        outage: { status: 'NOT_LOGGED_IN', href: '/support/outage/#/UnauthenticatedUserOutage' },
        preview: false,
      }),
    // The header and the home page look for the next technician visit for signed-in users.
    'GET /api/appointments': () => json(200, { appointments: [], today: '2026-11-20' }),
    'GET /api/outage/status': () =>
      json(200, {
        status: 'NOT_LOGGED_IN',
        label: 'Not logged in',
        href: '/support/outage/#/UnauthenticatedUserOutage',
        since: null,
        estimatedRestoration: null,
        clearedAt: null,
        maintenance: null,
        devicesOffline: 0,
      }),
    'GET /api/dashboard/home-preferences': () => json(200, { homeFunc1: 'Voicemail', homeFunc2: 'Webmail' }),
    'GET /api/dashboard/voicemail': () => json(200, { status: 200, count: 0 }),
    'GET /api/dashboard/webmail': () => json(200, { messageCount: 0, emails: [] }),
    // The On Demand and Cart modules read these (features/vod/api/dashboard-readers.ts).
    'GET /api/vod/newly-added': () => json(200, { status: 'SUCCESS', titles: [] }),
    'GET /api/vod/cart': () =>
      json(200, { status: 'SUCCESS', kind: 'cart', forcedQuality: null, count: 0, items: [] }),
    // The TV best bets module reads this (features/guide/api/dashboard-readers.ts).
    'GET /api/guide/best-bets': () => json(200, { items: [] }),
    'GET /api/guide/most-watched': () => json(200, { items: [] }),
    // The tv menu's next recordings and the DVR module read this (features/dvr/api/get-upcoming-recordings.ts).
    'GET /api/dvr/upcoming': () => json(200, { items: [] }),
    // The WiFi module reads this (features/dashboard/api/get-wifi-usage.ts).
    'GET /api/network/wifi/usage': () => json(200, createWifiUsage()),
    // The household ids page offers the account transfer of ids when disco-check allows it.
    'GET /api/identity/transfer/disco-check': () =>
      json(200, { disconnected: false, transferAvailable: false, daysLeft: null }),
    // The profile page's identity part reads these (features/identity/components/profile-identity.tsx).
    'GET /api/identity/profile': () =>
      json(200, { id: 'jsmith', firstName: 'John', lastName: 'Smith', primary: true }),
    'GET /api/identity/aux-pin': () => json(200, { isSet: false, setAt: null }),
    ...handlers,
  };
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: MockRequest = { method, url, headers: new Headers(init?.headers), body };
    requests.push(request);
    const handler = all[`${method} ${url.pathname}`];
    if (!handler) {
      // eslint-disable-next-line no-console -- the console guard turns this into a failed test
      console.error(`Unmocked request: ${method} ${url.pathname}${url.search}`);
      return apiError(500, 'INTERNAL', 'unmocked');
    }
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** the requests made to one "METHOD /path" */
    callsTo: (key: string) => requests.filter((r) => `${r.method} ${r.url.pathname}` === key),
  };
}
