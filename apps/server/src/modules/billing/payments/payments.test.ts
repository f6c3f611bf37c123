import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { DAY } from '../../../platform/clock.ts';
import { addTestCard, countingGateway } from './testing/counting-gateway.ts';

const JSMITH = '781245006201';
const counter = countingGateway();
let app: TestApp;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp({ gateway: counter.gateway, env: { MAIL_CATCHER_PORT: '0' } });
  await addTestCard(app.db.kysely, { id: 'pm_t_ok', accountNumber: JSMITH, isDefault: true });
  await addTestCard(app.db.kysely, { id: 'pm_t_decline', accountNumber: JSMITH, outcome: 'decline' });
  await addTestCard(app.db.kysely, { id: 'pm_t_nsf', accountNumber: JSMITH, outcome: 'nsf' });
  await addTestCard(app.db.kysely, { id: 'pm_t_fail', accountNumber: JSMITH, outcome: 'fail' });
});
afterAll(async () => app.close());
beforeEach(() => counter.reset());

const pay = (b: Browser, body: object, key: string | null = randomUUID()) =>
  b.post('/api/billing/payments', body, { headers: key === null ? {} : { 'idempotency-key': key } });

async function jsmith() {
  const b = new Browser(app);
  await b.signIn('jsmith');
  return b;
}

async function balance(account = JSMITH) {
  return app.db.kysely
    .selectFrom('account_balances')
    .selectAll()
    .where('account_number', '=', account)
    .executeTakeFirstOrThrow();
}

async function audit(action: string) {
  return app.db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('at')
    .execute();
}

describe('paying now', () => {
  it('charges once, posts the payment and lowers the balance in the same step', async () => {
    const b = await jsmith();
    const before = await balance();
    const res = await pay(b, { methodId: 'pm_t_ok', amountCents: 5000, payDate: 'now' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'Completed successfully.',
      csrId: null,
      payment: {
        status: 'posted',
        payAmount: 5000,
        payDate: isoDay(app.clock.now()),
        kind: 'one_time',
        payNickname: 'pm_t_ok',
      },
    });
    expect(counter.calls).toEqual([{ reference: body.payment.paymentId, amountCents: 5000 }]);
    const after = await balance();
    expect(after.amount_due_cents).toBe(before.amount_due_cents - 5000);
    expect(after.current_balance_cents).toBe(before.current_balance_cents - 5000);
    expect((await audit('billing.payment.posted')).map((a) => a.detail)).toContain(
      `${body.payment.paymentId} 5000c`,
    );
    const summary = (await b.get('/api/billing/summary')).json();
    expect(summary).toMatchObject({
      recentPayAmount: 5000,
      recentPayDate: isoDay(app.clock.now()),
      amountDue: after.amount_due_cents,
    });
  });

  it('treats a date on or before the system date as now', async () => {
    const b = await jsmith();
    const res = await pay(b, {
      methodId: 'pm_t_ok',
      amountCents: 100,
      payDate: isoDay(app.clock.now() - 3 * DAY),
    });
    expect(res.json().payment).toMatchObject({ status: 'posted', payDate: isoDay(app.clock.now()) });
    expect(counter.calls).toHaveLength(1);
  });

  it('floors the amount due at zero and lets the balance go into credit', async () => {
    const b = await jsmith();
    const before = await balance();
    const amount = before.current_balance_cents + 2500;
    const res = await pay(b, { methodId: 'pm_t_ok', amountCents: amount, payDate: 'now' });
    expect(res.json().payment.status).toBe('posted');
    const after = await balance();
    expect(after.amount_due_cents).toBe(0);
    expect(after.current_balance_cents).toBe(-2500);
    // Put the bill back for the tests that follow.
    await app.db.kysely
      .updateTable('account_balances')
      .set({ amount_due_cents: 14287, current_balance_cents: 14287 })
      .where('account_number', '=', JSMITH)
      .execute();
  });

  it('pays past due first: latepay clears the past-due amount and the 30-day flag', async () => {
    const b = new Browser(app);
    await b.signIn('latepay');
    await addTestCard(app.db.kysely, { id: 'pm_t_late', accountNumber: '781245006504' });
    const before = await balance('781245006504');
    expect(before).toMatchObject({ past_due: '30', past_due_cents: 10740 });
    await pay(b, { methodId: 'pm_t_late', amountCents: 4000, payDate: 'now' });
    expect(await balance('781245006504')).toMatchObject({
      past_due: '30',
      past_due_cents: 6740,
      amount_due_cents: before.amount_due_cents - 4000,
    });
    await pay(b, { methodId: 'pm_t_late', amountCents: 6740, payDate: 'now' });
    expect(await balance('781245006504')).toMatchObject({ past_due: '', past_due_cents: 0 });
    const s = (await b.get('/api/billing/summary')).json();
    expect(s).toMatchObject({ pastDue: '', pastDueAmount: 0, pastDueAmountWithPpv: 599 });
  });

  it.each([
    ['pm_t_decline', 'Your payment was declined. Please check the payment method or use another one.'],
    ['pm_t_nsf', 'Your payment was declined for insufficient funds. Please use another payment method.'],
  ])('records a decline on %s with a clear message and no balance change', async (methodId, message) => {
    const b = await jsmith();
    const before = await balance();
    const res = await pay(b, { methodId, amountCents: 2000, payDate: 'now' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message, payment: { status: 'declined', confirmationCode: null } });
    expect(await balance()).toEqual(before);
    // The activity list shows the attempt as declined, with no number to quote.
    const history = (await b.get('/api/billing/payments?view=history')).json().payments;
    expect(
      history.find((p: { paymentId: string }) => p.paymentId === res.json().payment.paymentId),
    ).toMatchObject({ status: 'declined', confirmationCode: null });
    expect((await audit('billing.payment.declined')).at(-1)?.detail).toContain(res.json().payment.paymentId);
  });

  it('answers a processor failure with the default message and frees the key for a retry', async () => {
    const b = await jsmith();
    const before = await balance();
    const key = randomUUID();
    const res = await pay(b, { methodId: 'pm_t_fail', amountCents: 2000, payDate: 'now' }, key);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(
      'We seem to be experiencing technical difficulties. Please try again later.',
    );
    expect(await balance()).toEqual(before);
    const retry = await pay(b, { methodId: 'pm_t_fail', amountCents: 2000, payDate: 'now' }, key);
    expect(retry.statusCode).toBe(502);
    expect(counter.calls).toHaveLength(2);
    const failed = await app.db.kysely
      .selectFrom('payments')
      .select('status')
      .where('method_id', '=', 'pm_t_fail')
      .execute();
    expect(failed.map((r) => r.status)).toEqual(['failed', 'failed']);
  });

  it('leaves a charge with no answer processing, for the job, without a 5xx that would free the key', async () => {
    const b = await jsmith();
    counter.dropNext(1);
    const key = randomUUID();
    const res = await pay(b, { methodId: 'pm_t_ok', amountCents: 1500, payDate: 'now' }, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      payment: { status: 'processing' },
      message: expect.stringContaining('being confirmed'),
    });
    const again = await pay(b, { methodId: 'pm_t_ok', amountCents: 1500, payDate: 'now' }, key);
    expect(again.json().payment.paymentId).toBe(res.json().payment.paymentId);
    expect(counter.calls).toHaveLength(1);
  });
});

describe('amount, date and method rules', () => {
  it.each([
    [{ amountCents: 99 }, 'Minimum payment of $1 is required'],
    [{ amountCents: 1_000_000 }, 'The payment amount entered is greater than the maximum allowed'],
    [{ amountCents: 12.5 }, 'Please enter an amount in dollars and cents, like 25.00.'],
    [{ payDate: '2026-02-30' }, 'Please enter a date as mm/dd/yyyy.'],
    [
      { payDate: isoDay(Date.UTC(2026, 10, 20) + 400 * DAY) },
      'Please choose a date no more than one year from today.',
    ],
  ])('refuses %o with the message', async (change, message) => {
    const b = await jsmith();
    const res = await pay(b, { methodId: 'pm_t_ok', amountCents: 1000, payDate: 'now', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(counter.calls).toHaveLength(0);
  });

  it("refuses another account's method as not found", async () => {
    const b = await jsmith();
    const res = await pay(b, { methodId: 'pm_demo_mgarcia_visa', amountCents: 1000, payDate: 'now' });
    expect(res.statusCode).toBe(404);
    expect(counter.calls).toHaveLength(0);
  });

  it('refuses a card that will have expired by the payment date', async () => {
    const b = new Browser(app);
    await b.signIn('latepay');
    const res = await pay(b, { methodId: 'pm_demo_latepay_amex', amountCents: 1000, payDate: 'now' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('will have expired');
  });

  it('needs an Idempotency-Key of 8-128 safe characters', async () => {
    const b = await jsmith();
    const missing = await pay(b, { methodId: 'pm_t_ok', amountCents: 1000, payDate: 'now' }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('Idempotency-Key');
    for (const key of ['short', 'x'.repeat(129), 'has space here', 'semi;colon!']) {
      expect((await pay(b, { methodId: 'pm_t_ok', amountCents: 1000, payDate: 'now' }, key)).statusCode).toBe(
        400,
      );
    }
    expect(counter.calls).toHaveLength(0);
  });
});

describe('scheduled payments', () => {
  const later = () => isoDay(app.clock.now() + 5 * DAY);

  it('schedules a later date without charging, lists it, and the summary shows it', async () => {
    const b = await jsmith();
    const res = await pay(b, { methodId: 'pm_t_ok', amountCents: 3000, payDate: later() });
    expect(res.json()).toMatchObject({
      message: 'Completed successfully.',
      payment: { status: 'scheduled', payDate: later() },
    });
    expect(counter.calls).toHaveLength(0);
    const list = (await b.get('/api/billing/payments?view=scheduled')).json().payments;
    expect(list.map((p: { paymentId: string }) => p.paymentId)).toContain(res.json().payment.paymentId);
    expect((await b.get('/api/billing/summary')).json()).toMatchObject({
      hasScheduledPayment: true,
      scheduledPayDate: later(),
      scheduledPayAmount: 3000,
      scheduledPayNickname: 'pm_t_ok',
    });
    expect((await audit('billing.payment.scheduled')).at(-1)?.detail).toContain(res.json().payment.paymentId);
  });

  it('changes amount, date and method while scheduled, then cancels it', async () => {
    const b = await jsmith();
    const id = (await pay(b, { methodId: 'pm_t_ok', amountCents: 3000, payDate: later() })).json().payment
      .paymentId;
    const put = await b.request({
      method: 'PUT',
      url: `/api/billing/payments/${id}`,
      payload: { amountCents: 4100, payDate: isoDay(app.clock.now() + 9 * DAY), methodId: 'pm_t_decline' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().payment).toMatchObject({
      payAmount: 4100,
      payDate: isoDay(app.clock.now() + 9 * DAY),
      methodId: 'pm_t_decline',
      status: 'scheduled',
    });
    const today = await b.request({
      method: 'PUT',
      url: `/api/billing/payments/${id}`,
      payload: { payDate: isoDay(app.clock.now()) },
    });
    expect(today.statusCode).toBe(400);
    expect(today.json().error.message).toBe('Please choose a date after today.');
    const cancel = await b.post(`/api/billing/payments/${id}/cancel`, {});
    expect(cancel.json().payment.status).toBe('cancelled');
    // Cancelling again answers the same; changing it now is refused.
    expect((await b.post(`/api/billing/payments/${id}/cancel`, {})).json().payment.status).toBe('cancelled');
    const late = await b.request({
      method: 'PUT',
      url: `/api/billing/payments/${id}`,
      payload: { amountCents: 5000 },
    });
    expect(late.statusCode).toBe(409);
    const history = (await b.get('/api/billing/payments?view=history')).json().payments;
    expect(history.find((p: { paymentId: string }) => p.paymentId === id)?.status).toBe('cancelled');
    expect((await audit('billing.payment.updated')).length).toBeGreaterThan(0);
    expect((await audit('billing.payment.cancelled')).length).toBeGreaterThan(0);
  });

  it("answers another account's payment id with 404 and leaves it alone", async () => {
    const b = new Browser(app);
    await b.signIn('netonly');
    expect((await b.post('/api/billing/payments/pay_demo_acme_3/cancel', {})).statusCode).toBe(404);
    const put = await b.request({
      method: 'PUT',
      url: '/api/billing/payments/pay_demo_acme_3',
      payload: { amountCents: 100 },
    });
    expect(put.statusCode).toBe(404);
    const row = await app.db.kysely
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', 'pay_demo_acme_3')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'scheduled', amount_cents: 41200 });
  });

  it('lists history newest first, with the method nickname', async () => {
    const b = new Browser(app);
    await b.signIn('acmebiz');
    const history = (await b.get('/api/billing/payments?view=history')).json().payments as Array<{
      payDate: string;
      payNickname: string;
      status: string;
      confirmationCode: string | null;
    }>;
    expect(history.map((p) => p.payDate)).toEqual([...history.map((p) => p.payDate)].sort().reverse());
    expect(history.map((p) => [p.payNickname, p.status, p.confirmationCode === null])).toEqual([
      ['Checking 6789', 'posted', false],
      ['Masterca 4444', 'declined', true],
    ]);
  });
});

describe('an agent paying for a subscriber', () => {
  it('records the agent as csrId on the payment and in the answer, and audits the agent', async () => {
    const agent = new Browser(app);
    await agent.signIn('agent1');
    await agent.post('/api/csr/act-for', { id: 'jsmith' });
    const res = await pay(agent, { methodId: 'pm_t_ok', amountCents: 1200, payDate: 'now' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ csrId: 'agent1', payment: { csrId: 'agent1', status: 'posted' } });
    const row = await app.db.kysely
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', res.json().payment.paymentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ csr_id: 'agent1', created_by: 'jsmith' });
    const made = (await audit('billing.payment.made')).at(-1);
    expect(made).toMatchObject({
      actor_id: 'agent1',
      actor_role: 'agent',
      kind: 'change',
      subject_id: 'jsmith',
      account_number: JSMITH,
    });
  });
});
