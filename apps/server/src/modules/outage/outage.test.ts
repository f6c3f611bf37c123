import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { HOUR } from '../../platform/clock.ts';

let app: TestApp;
let start: number;
beforeAll(async () => {
  app = await createTestApp();
  start = app.clock.now();
});
afterAll(async () => app.close());

const iso = (ms: number) => new Date(ms).toISOString();

async function statusOf(id: string | null) {
  const b = new Browser(app);
  if (id) await b.signIn(id);
  const res = await b.get('/api/outage/status');
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('outage status for the signed-in subscriber (seed 000 §4, derived from the demo network)', () => {
  it('tells an anonymous visitor they are not logged in, and points to the ZIP code lookup', async () => {
    expect(await statusOf(null)).toMatchObject({
      status: 'NOT_LOGGED_IN',
      label: 'Not logged in',
      href: '/support/outage/#/UnauthenticatedUserOutage',
    });
  });

  it.each([
    { id: 'jsmith', status: 'PLANNED_MAINTENANCE', label: 'Network maintenance' },
    { id: 'jsmith.kid', status: 'PLANNED_MAINTENANCE', label: 'Network maintenance' },
    { id: 'netonly', status: 'OUTAGE_ON_ACCOUNT', label: 'Service outage' },
    { id: 'latepay', status: 'VOD_HOLD', label: 'On Demand on hold' },
    { id: 'mgarcia', status: 'RECENTLY_CLEARED', label: 'Service restored' },
    { id: 'acmebiz', status: 'OFFLINE', label: 'Equipment offline' },
  ])('shows $id "$label" ($status)', async ({ id, status, label }) => {
    expect(await statusOf(id)).toMatchObject({ status, label });
  });

  it("gives the times that explain it: netonly's outage start and expected restoration", async () => {
    expect(await statusOf('netonly')).toEqual({
      status: 'OUTAGE_ON_ACCOUNT',
      label: 'Service outage',
      href: '/support/outage/',
      since: iso(start - 2 * HOUR),
      estimatedRestoration: iso(start + 3 * HOUR),
      clearedAt: null,
      maintenance: null,
      devicesOffline: 0,
    });
  });

  it("gives jsmith tonight's maintenance window, mgarcia the time service came back, acmebiz the offline count", async () => {
    expect((await statusOf('jsmith')).maintenance).toEqual({
      startsAt: iso(start + 9 * HOUR),
      endsAt: iso(start + 13 * HOUR),
    });
    expect((await statusOf('mgarcia')).clearedAt).toBe(iso(start - 2 * HOUR));
    expect((await statusOf('acmebiz')).devicesOffline).toBe(1);
  });

  it('links the on-demand hold to the PendingVOD page', async () => {
    expect((await statusOf('latepay')).href).toBe('/support/outage/#/PendingVOD');
  });

  it('shows NON_PAY ("Past due") once service is suspended, ahead of everything else', async () => {
    const k = app.db.kysely;
    await k
      .updateTable('account_billing_status')
      .set({ deauth: 1 })
      .where('account_number', '=', '781245006605')
      .execute();
    try {
      expect(await statusOf('netonly')).toMatchObject({
        status: 'NON_PAY',
        label: 'Past due',
        href: '/support/outage/',
      });
    } finally {
      await k
        .updateTable('account_billing_status')
        .set({ deauth: 0 })
        .where('account_number', '=', '781245006605')
        .execute();
    }
  });

  it('follows an agent: the subscriber acted for, or not logged in when acting for nobody', async () => {
    const agent = new Browser(app);
    await agent.signIn('agent1');
    expect((await agent.get('/api/outage/status')).json().status).toBe('NOT_LOGGED_IN');
    await agent.post('/api/csr/act-for', { id: 'netonly' });
    expect((await agent.get('/api/outage/status')).json().status).toBe('OUTAGE_ON_ACCOUNT');
  });

  it('moves with time: maintenance under way, then over; the outage cleared, then old news', async () => {
    try {
      app.clock.set(start + 10 * HOUR);
      expect((await statusOf('jsmith')).status).toBe('PLANNED_MAINTENANCE');
      app.clock.set(start + 14 * HOUR);
      expect((await statusOf('jsmith')).status).toBe('NO_OUTAGE');
      await app.db.kysely
        .updateTable('network_nodes')
        .set({ outage_cleared_at: start + 13 * HOUR })
        .where('id', '=', 'LI-PLV-02')
        .execute();
      expect((await statusOf('netonly')).status).toBe('RECENTLY_CLEARED');
      app.clock.set(start + 38 * HOUR);
      expect((await statusOf('netonly')).status).toBe('NO_OUTAGE');
    } finally {
      app.clock.set(start);
      await app.db.kysely
        .updateTable('network_nodes')
        .set({ outage_cleared_at: null })
        .where('id', '=', 'LI-PLV-02')
        .execute();
    }
  });
});

describe('outage lookup by ZIP code (public)', () => {
  const area = (zip: string, b = new Browser(app)) =>
    b.get(`/api/outage/area?zip=${encodeURIComponent(zip)}`);

  it.each([
    { zip: '11803', status: 'OUTAGE' },
    { zip: '11801', status: 'PLANNED_MAINTENANCE' },
    { zip: '06902', status: 'NODE_DISTRESS' },
    { zip: '10451', status: 'RECENTLY_CLEARED' },
    { zip: '10454', status: 'RECENTLY_CLEARED' },
    { zip: '11550', status: 'NO_OUTAGE' },
    { zip: '99999', status: 'NOT_SERVED' },
  ])('answers $zip with $status, without signing in', async ({ zip, status }) => {
    const res = await area(zip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ zip, status });
    expect(res.json().summary).toContain(zip);
  });

  it('explains an outage with its start and expected restoration, and nothing about any account', async () => {
    const res = await area('11803');
    expect(res.json()).toEqual({
      zip: '11803',
      status: 'OUTAGE',
      summary:
        'There is a service outage in 11803. Our technicians are working to restore service as quickly as possible.',
      since: iso(start - 2 * HOUR),
      estimatedRestoration: iso(start + 3 * HOUR),
      clearedAt: null,
      maintenance: null,
    });
    for (const secret of ['781245006605', 'netonly', 'Nia', 'LI-PLV-02', 'devicesOffline']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('gives a signed-in subscriber the same public answer', async () => {
    const b = new Browser(app);
    await b.signIn('netonly');
    expect((await area('11803', b)).json()).toEqual((await area('11803')).json());
  });

  it.each([
    { zip: '1180', message: 'Please enter a valid zip code' },
    { zip: '', message: 'Please enter a valid zip code' },
    { zip: '1180a', message: 'Numbers only' },
    { zip: '11 80', message: 'Numbers only' },
    { zip: '118033', message: '5 number limit' },
    { zip: '11803-1234', message: 'Numbers only' },
  ])('refuses "$zip" with the seed hint "$message"', async ({ zip, message }) => {
    const res = await area(zip);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST', message: `query.zip: ${message}` });
  });

  it('refuses a request with no ZIP code', async () => {
    expect((await new Browser(app).get('/api/outage/area')).statusCode).toBe(400);
  });
});
