import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { DAY } from '../../../platform/clock.ts';
import { billingJobs } from './posting-job.ts';
import { addTestCard, countingGateway } from './testing/counting-gateway.ts';

const JSMITH = '781245006201';
const MGARCIA = '781245006302';
const counter = countingGateway();
let app: TestApp;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp({ gateway: counter.gateway, env: { MAIL_CATCHER_PORT: '0' } });
  await addTestCard(app.db.kysely, { id: 'pm_a_ok', accountNumber: JSMITH });
});
afterAll(async () => app.close());
beforeEach(() => counter.reset());

async function signedIn(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

const setUp = (b: Browser, body: object, key: string | null = randomUUID()) =>
  b.post('/api/billing/autopay', body, { headers: key ? { 'idempotency-key': key } : {} });
const daysBefore = (n: number, extra: object = {}) => ({
  methodId: 'pm_a_ok',
  dateType: 'days_before',
  daysInAdvance: n,
  amountType: 'due',
  ...extra,
});

describe('the autopay enrolment', () => {
  it("shows mgarcia's enrolment with its next run three days before the due date", async () => {
    const b = await signedIn('mgarcia');
    const res = await b.get('/api/billing/autopay');
    expect(res.statusCode).toBe(200);
    expect(res.json().enrolment).toMatchObject({
      methodId: 'pm_demo_mgarcia_visa',
      payMethodName: 'Visa 1111',
      dateType: 'days_before',
      daysInAdvance: 3,
      amountType: 'due',
      nextRunDate: isoDay(app.clock.now() + 9 * DAY),
      nextCycle: isoDay(app.clock.now() + 12 * DAY),
      nextAmount: 8950,
      cardWillExpire: false,
      cardExpiredBy: null,
      pendingPayment: null,
    });
    expect((await b.get('/api/billing/summary')).json()).toMatchObject({
      hasAutoPay: true,
      defaultPmNickname: 'Visa 1111',
    });
  });

  it('sets up jsmith with the seed rules, once per key and once per account', async () => {
    const b = await signedIn('jsmith');
    expect((await setUp(b, daysBefore(3), null)).statusCode).toBe(400);
    expect((await setUp(b, daysBefore(6))).json().error.message).toContain(
      'Please choose 1 to 5 days before the due date.',
    );
    expect((await setUp(b, { ...daysBefore(1), dateType: 'day_of_month', dayOfMonth: 32 })).statusCode).toBe(
      400,
    );
    const cap = await setUp(b, daysBefore(2, { amountType: 'cap', capAmount: 10_000 }));
    expect(cap.statusCode).toBe(400);
    expect(cap.json().error.message).toBe('Please enter more than amount due');

    const key = randomUUID();
    const ok = await setUp(b, daysBefore(2, { amountType: 'cap', capAmount: 20_000 }), key);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Completed successfully.',
      enrolment: {
        amountType: 'cap',
        capAmount: 20_000,
        daysInAdvance: 2,
        nextRunDate: isoDay(app.clock.now() + 2 * DAY),
      },
    });
    const replay = await setUp(b, daysBefore(2, { amountType: 'cap', capAmount: 20_000 }), key);
    expect(replay.json()).toEqual(ok.json());
    const second = await setUp(b, daysBefore(2));
    expect(second.statusCode).toBe(409);
    expect((await b.get('/api/billing/summary')).json().hasAutoPay).toBe(true);
    const set = await app.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'billing.autopay.set')
      .execute();
    expect(set).toHaveLength(1);
  });

  it('changes the settings to a day of the month with a fixed amount', async () => {
    const b = await signedIn('jsmith');
    const res = await b.request({
      method: 'PUT',
      url: '/api/billing/autopay',
      payload: {
        methodId: 'pm_a_ok',
        dateType: 'day_of_month',
        dayOfMonth: 21,
        amountType: 'fixed',
        fixAmount: 5000,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().enrolment).toMatchObject({
      dateType: 'day_of_month',
      dayOfMonth: 21,
      daysInAdvance: null,
      amountType: 'fixed',
      fixAmount: 5000,
      capAmount: null,
      nextAmount: 5000,
    });
  });

  it('warns when the autopay card will have expired by the next run', async () => {
    // netonly's Discover expires at the end of this month; the bill is due in 18 days.
    const b = await signedIn('netonly');
    const res = await setUp(b, {
      methodId: 'pm_demo_netonly_disc',
      dateType: 'days_before',
      daysInAdvance: 1,
      amountType: 'due',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().enrolment).toMatchObject({
      nextRunDate: isoDay(app.clock.now() + 17 * DAY),
      cardWillExpire: true,
      cardExpiredBy: isoDay(app.clock.now() + 17 * DAY),
    });
    expect((await b.get('/api/billing/summary')).json()).toMatchObject({
      creditCardExpiring: true,
      creditCardExpired: false,
    });
  });

  it("refuses another account's method and an expired card", async () => {
    const late = await signedIn('latepay');
    const expired = await setUp(late, {
      methodId: 'pm_demo_latepay_amex',
      dateType: 'days_before',
      daysInAdvance: 1,
      amountType: 'due',
    });
    expect(expired.statusCode).toBe(400);
    expect((await late.get('/api/billing/summary')).json()).toMatchObject({ creditCardExpired: true });
    const other = await setUp(late, {
      methodId: 'pm_demo_mgarcia_visa',
      dateType: 'days_before',
      daysInAdvance: 1,
      amountType: 'due',
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('the autopay job', () => {
  it("makes mgarcia's payment on its run day, once however often it runs, and posts it", async () => {
    const jobs = billingJobs({ db: app.db.kysely, clock: app.clock, gateway: counter.gateway });
    const before = await app.db.kysely
      .selectFrom('account_balances')
      .selectAll()
      .where('account_number', '=', MGARCIA)
      .executeTakeFirstOrThrow();
    expect((await jobs.runAutopay(app.clock.now() + 8 * DAY)).created).toBe(0);
    const runDay = app.clock.now() + 9 * DAY;
    const created = await Promise.all([1, 2, 3, 4, 5].map(() => jobs.runAutopay(runDay)));
    expect(created.reduce((n, c) => n + c.created, 0)).toBe(1);
    await Promise.all([jobs.postDuePayments(runDay), jobs.postDuePayments(runDay)]);
    await jobs.runAll(runDay + DAY);
    const payments = await app.db.kysely
      .selectFrom('payments')
      .selectAll()
      .where('account_number', '=', MGARCIA)
      .where('kind', '=', 'autopay')
      .where('status', '=', 'posted')
      .where('pay_date', '=', isoDay(runDay))
      .execute();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      amount_cents: 8950,
      autopay_cycle: isoDay(app.clock.now() + 12 * DAY),
    });
    expect(counter.calls.filter((c) => c.reference === payments[0]?.id)).toHaveLength(1);
    const after = await app.db.kysely
      .selectFrom('account_balances')
      .selectAll()
      .where('account_number', '=', MGARCIA)
      .executeTakeFirstOrThrow();
    expect(after.amount_due_cents).toBe(before.amount_due_cents - 8950);
  });

  it('cancels a pending autopay payment (removeScheduledInd) and then the enrolment (unregisterAutoPayInd)', async () => {
    const b = await signedIn('mgarcia');
    const due = isoDay(app.clock.now() + 12 * DAY);
    await app.db.kysely
      .updateTable('account_balances')
      .set({ due_date: isoDay(app.clock.now() + 40 * DAY), amount_due_cents: 8950 })
      .where('account_number', '=', MGARCIA)
      .execute();
    // A payment the job made for the next bill but has not posted yet.
    await app.db.kysely
      .insertInto('payments')
      .values({
        id: 'pay_a_pending',
        account_number: MGARCIA,
        method_id: 'pm_demo_mgarcia_visa',
        amount_cents: 8950,
        pay_date: isoDay(app.clock.now() + 37 * DAY),
        kind: 'autopay',
        status: 'scheduled',
        autopay_cycle: `${due}-next`,
        gateway_ref: null,
        failure_reason: null,
        csr_id: null,
        created_by: 'mgarcia',
        created_at: app.clock.now(),
        updated_at: app.clock.now(),
        posted_at: null,
      })
      .execute();
    expect((await b.get('/api/billing/autopay')).json().enrolment.pendingPayment).toMatchObject({
      paymentId: 'pay_a_pending',
    });
    const cancelPending = await b.post('/api/billing/autopay/remove', {
      removeScheduledInd: true,
      unregisterAutoPayInd: false,
    });
    expect(cancelPending.statusCode, cancelPending.body).toBe(200);
    expect(cancelPending.json().enrolment).toMatchObject({ pendingPayment: null });
    const unregister = await b.post('/api/billing/autopay/remove', {
      removeScheduledInd: false,
      unregisterAutoPayInd: true,
    });
    expect(unregister.json()).toMatchObject({ enrolment: null, message: 'Completed successfully.' });
    expect((await b.get('/api/billing/summary')).json().hasAutoPay).toBe(false);
    const again = await b.post('/api/billing/autopay/remove', {
      removeScheduledInd: true,
      unregisterAutoPayInd: true,
    });
    expect(again.statusCode).toBe(404);
    const actions = (
      await app.db.kysely
        .selectFrom('audit_log')
        .select('action')
        .where('account_number', '=', MGARCIA)
        .execute()
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['billing.payment.cancelled', 'billing.autopay.cancelled']),
    );
  });
});
