import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('billing summary access', () => {
  it('refuses an anonymous caller with "No session. Login required."', async () => {
    const res = await new Browser(app).get('/api/billing/summary');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'NO_SESSION',
      reason: 'session.none',
      message: 'No session. Login required.',
    });
  });

  it("gives the primary user their own account's balance, due in a few days", async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    const res = await b.get('/api/billing/summary');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: { statusCode: 0 },
      accountNumber: '781245006201',
      amountDue: 14287,
      dueDays: 4,
      pastDue: '',
      csrId: null,
    });
  });

  it('shows the past-due subscriber 30 days past due', async () => {
    const b = new Browser(app);
    await b.signIn('latepay');
    expect((await b.get('/api/billing/summary')).json()).toMatchObject({
      pastDue: '30',
      pastDueAmount: 10740,
      dueDays: -30,
    });
  });

  it('never gives bill data to a secondary user without bill pay', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith.kid');
    const res = await b.get('/api/billing/summary');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'FORBIDDEN',
      reason: 'session.not-primary',
      message: 'Please sign in as the primary user to view and pay your bill.',
    });
    expect(res.body).not.toContain('14287');
  });

  it('answers with no-store so no cache keeps bill data', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    expect((await b.get('/api/billing/summary')).headers['cache-control']).toBe('no-store');
  });
});
