import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArrangementOffer, BillCalendar, BillingSummary, PaymentArrangement } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { DAY } from '../../../platform/clock.ts';
import { billingJobs } from '../payments/posting-job.ts';
import { addTestCard, countingGateway } from '../payments/testing/counting-gateway.ts';
import { arrangementJob } from './job.ts';
import { contactRoutes } from '../../identity/index.ts';

// latepay is 30 days past due with $107.40; the rules are the defaults: up to 3 instalments, the
// last within 30 days, none broken in the last 12 months.
const LATEPAY = '781245006504';
const PAST_DUE = 10740;
const counter = countingGateway();
let app: TestApp;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const inDays = (n: number) => isoDay(app.clock.now() + n * DAY);
let keys = 0;
const key = () => `arrangement-key-${(keys += 1)}`;

beforeAll(async () => {
  app = await createTestApp({ gateway: counter.gateway });
  await addTestCard(app.db.kysely, { id: 'pm_t_arr_ok', accountNumber: LATEPAY });
  await addTestCard(app.db.kysely, { id: 'pm_t_arr_decline', accountNumber: LATEPAY, outcome: 'decline' });
});
afterAll(async () => app.close());

async function signedIn(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

const create = (b: Browser, instalments: unknown, k: string | null = key()) =>
  b.post(
    '/api/billing/arrangement',
    { instalments },
    { headers: k === null ? {} : { 'idempotency-key': k } },
  );

const twoParts = (first = 'pm_t_arr_ok', second = 'pm_t_arr_decline') => [
  { payDate: inDays(5), amountCents: 5370, methodId: first },
  { payDate: inDays(12), amountCents: 5370, methodId: second },
];

function jobs() {
  const posting = billingJobs({ db: app.db.kysely, clock: app.clock, gateway: counter.gateway });
  const arrangements = arrangementJob({ db: app.db.kysely, brand: 'Coax', routes: contactRoutes });
  return async () => {
    const now = app.clock.now();
    await posting.runAll(now);
    return arrangements(now);
  };
}

const alertCodes = async (b: Browser) =>
  (await b.get('/api/alerts?lang=en'))
    .json<{ alerts: { code: string | null }[] }>()
    .alerts.map((a) => a.code);

describe('who may set one up', () => {
  it('offers latepay a split of the past-due amount in two or three, with the last day allowed', async () => {
    const b = await signedIn('latepay');
    const res = await b.get('/api/billing/arrangement');
    expect(res.statusCode, res.body).toBe(200);
    const offer = res.json<ArrangementOffer>();
    expect(offer).toMatchObject({
      eligible: true,
      reason: null,
      pastDueAmount: PAST_DUE,
      lastDay: inDays(30),
      maxInstalments: 3,
      current: null,
    });
    expect(offer.suggestions.map((s) => s.map((p) => p.amount))).toEqual([
      [5370, 5370],
      [3580, 3580, 3580],
    ]);
  });

  it('refuses an account with nothing past due, with its reason', async () => {
    const b = await signedIn('jsmith');
    const offer = (await b.get('/api/billing/arrangement')).json<ArrangementOffer>();
    expect(offer).toMatchObject({ eligible: false, reason: 'arrangement.not-eligible.not-past-due' });
    const res = await create(b, twoParts());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.reason).toBe('arrangement.not-eligible.not-past-due');
  });

  it('refuses without a session, without bill pay, and without an idempotency key', async () => {
    expect((await new Browser(app).get('/api/billing/arrangement')).statusCode).toBe(401);
    const kid = await signedIn('jsmith.kid');
    expect((await kid.get('/api/billing/arrangement')).statusCode).toBe(403);
    const b = await signedIn('latepay');
    expect((await create(b, twoParts(), null)).statusCode).toBe(400);
  });
});

describe('what a plan must be', () => {
  it.each([
    ['a cent short', [5370, 5369], [5, 12], 'arrangement.plan.sum', 'body.instalments'],
    [
      'a day past the last allowed',
      [5370, 5370],
      [5, 31],
      'arrangement.plan.date',
      'body.instalments.1.payDate',
    ],
    ['out of order', [5370, 5370], [12, 5], 'arrangement.plan.order', 'body.instalments.1.payDate'],
    ['under a dollar', [10690, 50], [5, 12], 'arrangement.plan.amount', 'body.instalments.1.amountCents'],
  ])('%s: 400 with its reason', async (_name, amounts, days, reason, path) => {
    const b = await signedIn('latepay');
    const plan = amounts.map((amountCents, i) => ({
      payDate: inDays(days[i] ?? 0),
      amountCents,
      methodId: 'pm_t_arr_ok',
    }));
    const res = await create(b, plan);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ reason, issues: [{ path, reason }] });
  });

  it('refuses one part, or four, by the schema', async () => {
    const b = await signedIn('latepay');
    const one = [{ payDate: inDays(5), amountCents: PAST_DUE, methodId: 'pm_t_arr_ok' }];
    expect((await create(b, one)).statusCode).toBe(400);
    expect((await create(b, [...twoParts(), ...twoParts()])).statusCode).toBe(400);
  });

  it("refuses another account's card and latepay's own expired card", async () => {
    const b = await signedIn('latepay');
    const stranger = await create(b, twoParts('pm_t_arr_ok', 'pm_demo_jsmith_visa'));
    expect(stranger.statusCode).toBe(404);
    const expired = await create(b, twoParts('pm_t_arr_ok', 'pm_demo_latepay_amex'));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.issues[0]).toMatchObject({ path: 'body.instalments.1.methodId' });
  });
});

describe("latepay's two-part arrangement, set up by an agent, posted by the job", () => {
  let made: PaymentArrangement;

  it('is set up once when an agent acting for latepay sends it twice at once, and audited as the agent', async () => {
    const agent = await signedIn('agent1');
    await agent.post('/api/csr/act-for', { id: 'latepay' });
    const [a, b] = await Promise.all([create(agent, twoParts()), create(agent, twoParts())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const won = a.statusCode === 200 ? a : b;
    made = won.json<PaymentArrangement>();
    expect(made).toMatchObject({ status: 'active', total: PAST_DUE, csrId: 'agent1' });
    expect(made.instalments.map((i) => [i.seq, i.amount, i.status])).toEqual([
      [1, 5370, 'scheduled'],
      [2, 5370, 'scheduled'],
    ]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json().error.reason).toBe('arrangement.not-eligible.active');
    const audit = await app.db.kysely
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_role', 'subject_id'])
      .where('action', '=', 'billing.arrangement.made')
      .execute();
    expect(audit).toEqual([{ actor_id: 'agent1', actor_role: 'agent', subject_id: 'latepay' }]);
  });

  it('answers a retry with the same key with the same arrangement, making nothing more', async () => {
    const b = await signedIn('latepay');
    const k = key();
    const first = await create(b, twoParts(), k);
    expect(first.json().error.reason).toBe('arrangement.not-eligible.active');
    const again = await create(b, twoParts(), k);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const rows = await app.db.kysely.selectFrom('payment_arrangements').select('id').execute();
    expect(rows).toEqual([{ id: made.id }]);
  });

  it('shows on the bill summary, the alerts and the calendar, and its instalments cannot be edited', async () => {
    const b = await signedIn('latepay');
    const summary = (await b.get('/api/billing/summary')).json<BillingSummary>();
    expect(summary.arrangement).toEqual({ status: 'active', nextPayDate: inDays(5), nextAmount: 5370 });
    const codes = await alertCodes(b);
    expect(codes).toContain('arrangementActive');
    expect(codes).not.toContain('pastDue');
    const months = [...new Set([inDays(5).slice(0, 7), inDays(12).slice(0, 7)])];
    const events = [];
    for (const m of months) {
      events.push(...(await b.get(`/api/billing/calendar?month=${m}`)).json<BillCalendar>().events);
    }
    expect(events.filter((e) => e.kind === 'arrangementInstalment').map((e) => [e.day, e.amount])).toEqual([
      [inDays(5), 5370],
      [inDays(12), 5370],
    ]);
    const calendar = (await b.get(`/api/billing/calendar?month=${months[0]}`)).json<BillCalendar>();
    expect(calendar.warnings).toEqual([]);
    const edit = await b.request({
      method: 'PUT',
      url: `/api/billing/payments/${made.instalments[0]?.paymentId ?? ''}`,
      payload: { amountCents: 100 },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.reason).toBe('arrangement.instalment.locked');
  });

  it('posts nothing before its day, then the first instalment exactly once when the clock reaches it', async () => {
    const run = jobs();
    counter.reset();
    await Promise.all([run(), run()]);
    expect(counter.calls).toEqual([]);
    app.clock.advance(5 * DAY);
    await Promise.all([run(), run(), run()]);
    const first = made.instalments[0]?.paymentId ?? '';
    expect(counter.calls.map((c) => c.reference)).toEqual([first]);
    const balance = await app.db.kysely
      .selectFrom('account_balances')
      .select('past_due_cents')
      .where('account_number', '=', LATEPAY)
      .executeTakeFirstOrThrow();
    expect(balance.past_due_cents).toBe(PAST_DUE - 5370);
    const b = await signedIn('latepay');
    const offer = (await b.get('/api/billing/arrangement')).json<ArrangementOffer>();
    expect(offer.current?.status).toBe('active');
    expect(offer.current?.instalments.map((i) => i.status)).toEqual(['posted', 'scheduled']);
    const summary = (await b.get('/api/billing/summary')).json<BillingSummary>();
    expect(summary.arrangement).toEqual({ status: 'active', nextPayDate: inDays(7), nextAmount: 5370 });
  });

  it('is cancelled when the second instalment is declined, and says so by e-mail, alert and widget', async () => {
    const run = jobs();
    app.clock.advance(7 * DAY);
    const passes = await Promise.all([run(), run()]);
    expect(passes.reduce((n, p) => n + p.broken, 0)).toBe(1);
    const b = await signedIn('latepay');
    const offer = (await b.get('/api/billing/arrangement')).json<ArrangementOffer>();
    expect(offer.current?.status).toBe('broken');
    expect(offer.current?.instalments.map((i) => i.status)).toEqual(['posted', 'declined']);
    expect(offer).toMatchObject({ eligible: false, reason: 'arrangement.not-eligible.broken-recently' });
    const summary = (await b.get('/api/billing/summary')).json<BillingSummary>();
    expect(summary.arrangement).toMatchObject({ status: 'broken', nextPayDate: null });
    expect(await alertCodes(b)).toContain('arrangementBroken');
    const audit = await app.db.kysely
      .selectFrom('audit_log')
      .select(['actor_role'])
      .where('action', '=', 'billing.arrangement.broken')
      .execute();
    expect(audit).toEqual([{ actor_role: 'system' }]);
    const mail = await app.db.kysely
      .selectFrom('outbox')
      .select(['subject', 'recipient'])
      .where('topic', '=', `billing:arrangement:${made.id}:broken`)
      .execute();
    expect(mail).toEqual([
      { subject: 'Your payment arrangement was cancelled', recipient: 'latepay@coax.example' },
    ]);
  });
});

describe('after the lookback', () => {
  it('offers a new one 12 months after a broken one, and completes it once every payment posts', async () => {
    app.clock.advance(366 * DAY);
    const b = await signedIn('latepay');
    const offer = (await b.get('/api/billing/arrangement')).json<ArrangementOffer>();
    // What the first payment left past due.
    expect(offer).toMatchObject({ eligible: true, pastDueAmount: PAST_DUE - 5370 });
    const plan = [
      { payDate: inDays(1), amountCents: 2685, methodId: 'pm_t_arr_ok' },
      { payDate: inDays(2), amountCents: 2685, methodId: 'pm_t_arr_ok' },
    ];
    const res = await create(b, plan);
    expect(res.statusCode, res.body).toBe(200);
    const run = jobs();
    app.clock.advance(1 * DAY);
    expect((await run()).completed).toBe(0);
    app.clock.advance(1 * DAY);
    const passes = await Promise.all([run(), run()]);
    expect(passes.reduce((n, p) => n + p.completed, 0)).toBe(1);
    // The sign-in of two days ago has ended.
    const again = await signedIn('latepay');
    const after = (await again.get('/api/billing/arrangement')).json<ArrangementOffer>();
    expect(after.current?.status).toBe('completed');
    expect(after).toMatchObject({ eligible: false, reason: 'arrangement.not-eligible.not-past-due' });
    expect((await again.get('/api/billing/summary')).json<BillingSummary>().arrangement).toBeNull();
    expect(await alertCodes(again)).not.toContain('arrangementActive');
  });
});
