/** The demo password every seeded id has (apps/server/src/db/seed/demo-seed.ts). */
export const DEMO_PASSWORD = 'Coax2026demo';

/** One stream of identical requests, sent on `connections` connections at once. */
export interface Load {
  method?: 'GET' | 'POST';
  path: string;
  /** sign in as this demo id first and send its session cookie */
  as?: string;
  /** a JSON body; with POST the anti-forgery cookie and header go with it */
  body?: unknown;
  /** overrides the run's connection count */
  connections?: number;
  /** a header sent with a new random value on every request (an Idempotency-Key) */
  uniqueHeader?: string;
}

/**
 * One benchmark figure. To add one, add an object to `scenarios`: the runner signs in, warms up,
 * measures and reports it next to the ceiling with no other change.
 */
export interface Scenario {
  id: string;
  title: string;
  /** what is measured */
  load: Load;
  /** what runs at the same time, unmeasured except for its own rate */
  background?: Load & { title: string };
  /** the figure every other one is divided by: the same server doing no work */
  ceiling?: boolean;
}

export const scenarios: Scenario[] = [
  { id: 'health', title: 'GET /api/health (ceiling)', load: { path: '/api/health' }, ceiling: true },
  { id: 'session', title: 'GET /api/session, signed in', load: { path: '/api/session', as: 'jsmith' } },
  {
    id: 'billing-summary',
    title: 'GET /api/billing/summary, jsmith',
    load: { path: '/api/billing/summary', as: 'jsmith' },
  },
  {
    // A payment charged and settled per request, each with its own Idempotency-Key: the key's
    // claim, the 'processing' row, the sandbox charge and the settling transaction, with SQLite at
    // synchronous = FULL (docs/decisions/0007-durable-payments.md). mgarcia's demo Visa approves.
    id: 'payment-now',
    title: 'POST /api/billing/payments (pay now, durable), mgarcia',
    load: {
      method: 'POST',
      path: '/api/billing/payments',
      as: 'mgarcia',
      body: { methodId: 'pm_demo_mgarcia_visa', amountCents: 100, payDate: 'now' },
      uniqueHeader: 'idempotency-key',
    },
  },
  {
    id: 'health-during-sign-ins',
    title: 'GET /api/health while 20 sign-ins run at once',
    load: { path: '/api/health' },
    // Real sign-ins with the right password: argon2 at production cost must not stall the event
    // loop. A wrong password would lock the id after 5 tries and measure the lockout instead.
    background: {
      title: 'sign-ins',
      method: 'POST',
      path: '/api/session/login',
      body: { id: 'mgarcia', password: DEMO_PASSWORD },
      connections: 20,
    },
  },
];
