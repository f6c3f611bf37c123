import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type Browser, type TestApp } from '../../../test/harness.ts';
import { addTestCard } from './payments/testing/counting-gateway.ts';
import {
  JMOVER_NEW_ACCOUNT,
  JMOVER_OLD_ACCOUNT,
  resetMove,
  signedIn,
} from './transfer/testing/move-fixture.ts';

/**
 * The account bill pay shows, the bill it shows and the account a payment is made for are one
 * and the same, whichever way the account was chosen: the session's own account, a toggle, the
 * type-0 account that /pay-bill?ppi=1 switches to, and an agent acting for the subscriber.
 */
let app: TestApp;
let seededAt: number;
const NEW_CARD = 'pm_t_jmover_new';

beforeAll(async () => {
  app = await createTestApp({ env: { MAIL_CATCHER_PORT: '0' } });
  seededAt = app.clock.now();
});
afterAll(async () => app.close());
beforeEach(async () => {
  await resetMove(app, seededAt);
  await addTestCard(app.db.kysely, { id: NEW_CARD, accountNumber: JMOVER_NEW_ACCOUNT, isDefault: true });
});

const digits = (s: string) => s.replace(/\D/g, '');

/** What each bill-pay read says the account is. */
async function accountsSeen(b: Browser) {
  const list = (await b.get('/api/billing/accounts')).json() as {
    accounts: Array<{ accountNumber: string; current: boolean }>;
  };
  const summary = (await b.get('/api/billing/summary')).json() as { accountNumber: string };
  return {
    header: digits(list.accounts.find((a) => a.current)?.accountNumber ?? ''),
    bill: summary.accountNumber,
  };
}

function pay(b: Browser, body: object) {
  return b.post('/api/billing/payments', body, { headers: { 'idempotency-key': randomUUID() } });
}

async function paymentsOn(account: string) {
  return app.db.kysely.selectFrom('payments').selectAll().where('account_number', '=', account).execute();
}

describe('one account for the header, the bill and the payment', () => {
  it("uses the session's own account when nothing was chosen, and pays that one", async () => {
    const b = await signedIn(app);
    expect(await accountsSeen(b)).toEqual({ header: JMOVER_NEW_ACCOUNT, bill: JMOVER_NEW_ACCOUNT });
    const res = await pay(b, {
      methodId: NEW_CARD,
      amountCents: 2_000,
      payDate: 'now',
      accountNumber: '7812-450068-07',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await paymentsOn(JMOVER_NEW_ACCOUNT)).map((p) => p.amount_cents)).toEqual([2_000]);
  });

  it('follows a toggle in every read, and refuses a payment for the account the form showed before', async () => {
    const b = await signedIn(app);
    await b.post('/api/billing/accounts/toggle', { accountType: '2' });
    expect(await accountsSeen(b)).toEqual({ header: JMOVER_OLD_ACCOUNT, bill: JMOVER_OLD_ACCOUNT });

    // A form still showing the new account (another tab switched) is not paid to the old one.
    const res = await pay(b, {
      methodId: NEW_CARD,
      amountCents: 2_000,
      payDate: 'now',
      accountNumber: JMOVER_NEW_ACCOUNT,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.reason).toBe('payment.account-changed');
    expect(await paymentsOn(JMOVER_NEW_ACCOUNT)).toEqual([]);
    expect(await paymentsOn(JMOVER_OLD_ACCOUNT)).toEqual([]);

    // Another subscriber's number is not a switched account: it is not found at all.
    const stranger = await pay(b, {
      methodId: NEW_CARD,
      amountCents: 2_000,
      payDate: 'now',
      accountNumber: '781245006201',
    });
    expect(stranger.statusCode, stranger.body).toBe(404);
    expect(await paymentsOn('781245006201')).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ method_id: NEW_CARD })]),
    );
  });

  it('switches back to the type-0 account as /pay-bill?ppi=1 asks, and pays it', async () => {
    const b = await signedIn(app);
    await b.post('/api/billing/accounts/toggle', { accountType: '2' });
    // What the pay-bill header sends when ppi > 0 and the current account is not the type-0 one.
    const res = await b.post('/api/billing/accounts/toggle', {
      accountType: '0',
      accountNumber: '7812-450068-07',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await accountsSeen(b)).toEqual({ header: JMOVER_NEW_ACCOUNT, bill: JMOVER_NEW_ACCOUNT });
    const paid = await pay(b, {
      methodId: NEW_CARD,
      amountCents: 1_500,
      payDate: 'now',
      accountNumber: JMOVER_NEW_ACCOUNT,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await paymentsOn(JMOVER_NEW_ACCOUNT)).map((p) => p.amount_cents)).toEqual([1_500]);
  });

  it('keeps the session user (the home page) on its own account while bill pay is switched', async () => {
    const b = await signedIn(app);
    await b.post('/api/billing/accounts/toggle', { accountType: '2' });
    // The home page names the account of the bill it shows (the summary's), never the session's.
    expect((await b.get('/api/session')).json().user.accountNumber).toBe(JMOVER_NEW_ACCOUNT);
    expect((await b.get('/api/billing/summary')).json().accountNumber).toBe(JMOVER_OLD_ACCOUNT);
  });

  it('holds for an agent acting for the subscriber: the chosen account is read and paid', async () => {
    const agent = await signedIn(app, 'agent1');
    await agent.post('/api/csr/act-for', { id: 'jmover' });
    expect(await accountsSeen(agent)).toEqual({ header: JMOVER_NEW_ACCOUNT, bill: JMOVER_NEW_ACCOUNT });
    await agent.post('/api/billing/accounts/toggle', { accountType: '2' });
    expect(await accountsSeen(agent)).toEqual({ header: JMOVER_OLD_ACCOUNT, bill: JMOVER_OLD_ACCOUNT });
    const refused = await pay(agent, {
      methodId: NEW_CARD,
      amountCents: 2_000,
      payDate: 'now',
      accountNumber: JMOVER_NEW_ACCOUNT,
    });
    expect(refused.json().error.reason).toBe('payment.account-changed');
    await agent.post('/api/billing/accounts/toggle', { accountType: '0' });
    const paid = await pay(agent, {
      methodId: NEW_CARD,
      amountCents: 2_500,
      payDate: 'now',
      accountNumber: JMOVER_NEW_ACCOUNT,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().csrId).toBe('agent1');
    expect((await paymentsOn(JMOVER_NEW_ACCOUNT)).map((p) => [p.amount_cents, p.csr_id])).toEqual([
      [2_500, 'agent1'],
    ]);
  });
});
