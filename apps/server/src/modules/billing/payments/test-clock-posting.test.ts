import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, type ArrangementOffer, type TestClockPostingPass } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { DAY } from '../../../platform/clock.ts';
import { billingJobs } from './posting-job.ts';
import { addTestCard, countingGateway } from './testing/counting-gateway.ts';

// The journeys' posting call (TEST_CLOCK_COOKIE only): the real posting pass, for the caller's own
// account at the caller's clock. Absent without the setting; exactly once under retries and races;
// never another account's payments.
const LATEPAY = '781245006504';
const JSMITH = '781245006201';
const PATH = '/api/billing/test-clock/post-due';
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function signedIn(app: TestApp, id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

describe('without TEST_CLOCK_COOKIE', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('does not exist: 404 for a signed-in subscriber, and no such route is served', async () => {
    const b = await signedIn(app, 'latepay');
    const res = await b.post(PATH);
    expect(res.statusCode).toBe(404);
    expect(app.served).not.toContain(`POST ${PATH}`);
    expect((await b.get('/api/openapi.json')).body).not.toContain(PATH);
  });
});

describe('with TEST_CLOCK_COOKIE', () => {
  const counter = countingGateway();
  let app: TestApp;
  let jsmithPayment = '';
  let firstInstalment = '';
  const inDays = (n: number) => isoDay(app.clock.now() + n * DAY);
  const post = async (b: Browser) => {
    const res = await b.post(PATH);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TestClockPostingPass>();
  };
  const statusOf = async (id: string) =>
    (
      await app.db.kysely
        .selectFrom('payments')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  beforeAll(async () => {
    app = await createTestApp({ gateway: counter.gateway, env: { TEST_CLOCK_COOKIE: 'true' } });
    await addTestCard(app.db.kysely, { id: 'pm_t_clock_late', accountNumber: LATEPAY });
    await addTestCard(app.db.kysely, { id: 'pm_t_clock_js', accountNumber: JSMITH });
    // jsmith schedules a payment on the same day as latepay's first instalment.
    const js = await signedIn(app, 'jsmith');
    const scheduled = await js.post(
      '/api/billing/payments',
      { methodId: 'pm_t_clock_js', amountCents: 2500, payDate: inDays(5) },
      { headers: { 'idempotency-key': 'clock-jsmith-1' } },
    );
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    jsmithPayment = scheduled.json<{ payment: { paymentId: string } }>().payment.paymentId;
    const late = await signedIn(app, 'latepay');
    const made = await late.post(
      '/api/billing/arrangement',
      {
        instalments: [
          { payDate: inDays(5), amountCents: 5370, methodId: 'pm_t_clock_late' },
          { payDate: inDays(12), amountCents: 5370, methodId: 'pm_t_clock_late' },
        ],
      },
      { headers: { 'idempotency-key': 'clock-latepay-1' } },
    );
    expect(made.statusCode, made.body).toBe(200);
    firstInstalment = made.json<{ instalments: { paymentId: string }[] }>().instalments[0]?.paymentId ?? '';
  });
  afterAll(async () => app.close());

  it('is served as the only JSON /api route outside the contract list', () => {
    const contract = new Set(Object.values(allRoutes).map((d) => `${d.method} ${d.path}`));
    // the API documents and live chat's event stream (security.test.ts lists them)
    const documents = /^GET \/api\/(openapi\.json|docs|docs\.css|support\/chat\/:chatId\/events)$/;
    const extra = app.served.filter((r) => r.includes(' /api/') && !contract.has(r) && !documents.test(r));
    expect(extra).toEqual([`POST ${PATH}`]);
  });

  it('refuses without a session and without bill pay', async () => {
    expect((await new Browser(app).post(PATH)).statusCode).toBe(401);
    const kid = await signedIn(app, 'jsmith.kid');
    expect((await kid.post(PATH)).statusCode).toBe(403);
  });

  it('posts nothing before the instalment day', async () => {
    counter.reset();
    const late = await signedIn(app, 'latepay');
    expect(await post(late)).toMatchObject({ posted: 0, pending: 0 });
    expect(counter.calls).toEqual([]);
  });

  it("posts the caller's instalment exactly once on its day, under retries and beside the timer's pass, and not another account's payment", async () => {
    app.clock.advance(5 * DAY);
    counter.reset();
    const late = await signedIn(app, 'latepay');
    const passes = await Promise.all([post(late), post(late), post(late)]);
    expect(passes.reduce((n, p) => n + p.posted, 0)).toBe(1);
    expect(counter.calls.map((c) => c.reference)).toEqual([firstInstalment]);
    expect(await statusOf(firstInstalment)).toBe('posted');
    // jsmith's payment of the same day is left for jsmith's own pass (the timer's, here).
    expect(await statusOf(jsmithPayment)).toBe('scheduled');
    // A retry finds nothing; the timer's pass beside one posts jsmith's alone.
    const jobs = billingJobs({ db: app.db.kysely, clock: app.clock, gateway: counter.gateway });
    const [again] = await Promise.all([post(late), jobs.postDuePayments(app.clock.now())]);
    expect(again).toMatchObject({ posted: 0, arrangementsCompleted: 0, arrangementsBroken: 0 });
    expect(counter.calls.map((c) => c.reference).sort()).toEqual([firstInstalment, jsmithPayment].sort());
    const offer = (await late.get('/api/billing/arrangement')).json<ArrangementOffer>();
    expect(offer.current?.instalments.map((i) => i.status)).toEqual(['posted', 'scheduled']);
  });

  it('completes the arrangement in the same pass that posts its last instalment', async () => {
    app.clock.advance(7 * DAY);
    const late = await signedIn(app, 'latepay');
    const [a, b] = await Promise.all([post(late), post(late)]);
    expect(a.posted + b.posted).toBe(1);
    expect(a.arrangementsCompleted + b.arrangementsCompleted).toBe(1);
    const offer = (await late.get('/api/billing/arrangement')).json<ArrangementOffer>();
    expect(offer.current?.status).toBe('completed');
  });
});
