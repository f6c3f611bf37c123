import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

// A database of its own: this file breaks the network data on purpose.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await sql`drop table account_network`.execute(app.db.kysely);
});
afterAll(async () => app.close());

describe('when the network data cannot be read (seed 000 §8: a failed outage call is ERROR)', () => {
  it("answers ERROR with seed 002's outage banner text, and logs why", async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    const res = await b.get('/api/outage/status');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ERROR',
      label: 'Your service status is not available at this time. Please try again later.',
    });
    expect(app.logs()).toContain('outage status unavailable');
  });

  it('still shows the operator alerts, with ERROR in the outage link and no bill alerts it cannot check', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    const body = (await b.get('/api/alerts?lang=en')).json();
    expect(body.outage.status).toBe('ERROR');
    expect(body.alerts.map((a: { id: string }) => a.id)).toContain('outage-texts');
    expect(body.alerts.filter((a: { source: string }) => a.source === 'account')).toEqual([]);
  });

  it('still tells an anonymous visitor they are not logged in', async () => {
    expect((await new Browser(app).get('/api/outage/status')).json().status).toBe('NOT_LOGGED_IN');
  });
});
