import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, createTestApp, DEMO_PASSWORD, type TestApp } from '../../../../test/harness.ts';
import { DAY } from '../../../platform/clock.ts';
import { resetMove, signedIn } from './testing/move-fixture.ts';

let app: TestApp;
let seededAt: number;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const OLD = '7812-450067-06';
const NEW = '7812-450068-07';

beforeAll(async () => {
  app = await createTestApp();
  seededAt = app.clock.now();
});
afterAll(async () => app.close());
beforeEach(async () => resetMove(app, seededAt));

const current = (list: { accounts: Array<{ accountNumber: string; current: boolean }> }) =>
  list.accounts.find((a) => a.current)?.accountNumber;

describe('the accounts list (GET /api/billing/accounts)', () => {
  it("lists jmover's new account, current, and the old one, disconnected 20 days ago", async () => {
    const res = await (await signedIn(app)).get('/api/billing/accounts');
    expect(res.json()).toEqual({
      accounts: [
        { accountNumber: NEW, accountType: '0', active: true, disconnectDate: null, current: true },
        {
          accountNumber: OLD,
          accountType: '2',
          active: false,
          disconnectDate: isoDay(seededAt - 20 * DAY),
          current: false,
        },
      ],
    });
  });

  it('drops the old account after its 90 days', async () => {
    app.clock.set(seededAt + 71 * DAY);
    expect(
      (await (await signedIn(app)).get('/api/billing/accounts'))
        .json()
        .accounts.map((a: { accountNumber: string }) => a.accountNumber),
    ).toEqual([NEW]);
  });
});

describe('toggleAccount (POST /api/billing/accounts/toggle)', () => {
  it('switches bill pay to the past account within 90 days, and back', async () => {
    const b = await signedIn(app);
    // Seed 002 §4: an old type 2 toggles as kind 0, named by its number.
    const res = await b.post('/api/billing/accounts/toggle', { accountType: '0', accountNumber: OLD });
    expect(res.statusCode, res.body).toBe(200);
    expect(current(res.json())).toBe(OLD);
    // The success check: every bill-pay read now works on the old account.
    expect(current((await b.get('/api/billing/accounts')).json())).toBe(OLD);
    expect((await b.get('/api/billing/summary')).json()).toMatchObject({
      accountNumber: '781245006706',
      amountDue: 0,
    });
    expect(
      (await b.get('/api/billing/payment-methods'))
        .json()
        .methods.map((m: { payMethodName: string }) => m.payMethodName),
    ).toEqual(['Visa 4242', 'Checking 3456']);
    expect((await b.get('/api/billing/ebill')).json()).toMatchObject({
      email: 'jordan.mover@example.com',
      paperBill: false,
    });
    // The rest of the portal, and the transfer offer, keep the subscriber's own account.
    expect((await b.get('/api/session')).json().user.accountNumber).toBe('781245006807');
    expect((await b.get('/api/billing/transfer')).json().move).not.toBeNull();

    const back = await b.post('/api/billing/accounts/toggle', { accountType: '0' });
    expect(current(back.json())).toBe(NEW);
    expect((await b.get('/api/billing/summary')).json().accountNumber).toBe('781245006807');
  });

  it('finds the past account by type 2 alone', async () => {
    const b = await signedIn(app);
    expect(current((await b.post('/api/billing/accounts/toggle', { accountType: '2' })).json())).toBe(OLD);
  });

  it('keeps the choice to the session that made it', async () => {
    const one = await signedIn(app);
    const two = await signedIn(app);
    await one.post('/api/billing/accounts/toggle', { accountType: '2' });
    expect((await two.get('/api/billing/summary')).json().accountNumber).toBe('781245006807');
  });

  it('refuses the past account beyond its 90 days, and a choice made before no longer applies', async () => {
    const b = await signedIn(app);
    await b.post('/api/billing/accounts/toggle', { accountType: '2' });
    app.clock.set(seededAt + 71 * DAY);
    const later = await signedIn(app);
    const res = await later.post('/api/billing/accounts/toggle', { accountType: '0', accountNumber: OLD });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This account is not one of yours, or it is no longer available.');
    expect((await later.get('/api/billing/summary')).json().accountNumber).toBe('781245006807');
  });

  it("refuses another subscriber's account number, or a kind the subscriber does not have", async () => {
    const b = await signedIn(app);
    for (const body of [
      { accountType: '0', accountNumber: '781245006201' },
      { accountType: '1' },
      { accountType: '1', accountNumber: OLD },
    ]) {
      const res = await b.post('/api/billing/accounts/toggle', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
    }
    const jsmith = await signedIn(app, 'jsmith');
    expect(
      (await jsmith.post('/api/billing/accounts/toggle', { accountType: '0', accountNumber: OLD }))
        .statusCode,
    ).toBe(404);
    expect((await jsmith.get('/api/billing/summary')).json().accountNumber).toBe('781245006201');
  });

  it('answers bad input with a 400 and a message', async () => {
    const b = await signedIn(app);
    for (const body of [
      { accountType: '3' },
      { accountType: '0', accountNumber: 'DROP TABLE' },
      {},
      { accountType: '0', extra: 1 },
    ]) {
      const res = await b.post('/api/billing/accounts/toggle', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message.length).toBeGreaterThan(0);
    }
  });

  it('needs a recent sign-in (401 with the session kept: the pay-bill page asks again)', async () => {
    const b = new Browser(app);
    await b.signIn('jmover', DEMO_PASSWORD, true);
    app.clock.set(seededAt + 5 * 60 * 60 * 1000);
    const res = await b.post('/api/billing/accounts/toggle', { accountType: '2' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('REAUTH_REQUIRED');
  });

  it('does not carry an agent’s choice for one subscriber over to another', async () => {
    const agent = await signedIn(app, 'agent1');
    await agent.post('/api/csr/act-for', { id: 'jmover' });
    expect(current((await agent.post('/api/billing/accounts/toggle', { accountType: '2' })).json())).toBe(
      OLD,
    );
    await agent.post('/api/csr/act-for', { id: 'jsmith' });
    expect((await agent.get('/api/billing/summary')).json().accountNumber).toBe('781245006201');
  });
});
