import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { DAY } from '../../../platform/clock.ts';
import { billingJobs } from './posting-job.ts';
import { addTestCard, countingGateway } from './testing/counting-gateway.ts';

// The Done-when: exactly one charge under retries and races. Random sequences of submits
// with repeated keys, concurrent duplicates, the same key with another body, and the posting job
// running alongside. Invariant: gateway charges == posted payments == distinct accepted keys (once
// the job has posted the scheduled ones), and the balance moved by exactly the posted amounts.
const NUM_RUNS = Number(process.env.EXACTLY_ONCE_RUNS ?? 30);
const JSMITH = '781245006201';
const counter = countingGateway();
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  app = await createTestApp({ gateway: counter.gateway, env: { MAIL_CATCHER_PORT: '0' } });
  await addTestCard(app.db.kysely, { id: 'pm_x_ok', accountNumber: JSMITH });
  browser = new Browser(app);
  await browser.signIn('jsmith');
});
afterAll(async () => app.close());

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Pay now, or a few days ahead (the job posts those when it runs "later"). */
const bodies = () => [
  { methodId: 'pm_x_ok', amountCents: 1000, payDate: 'now' },
  { methodId: 'pm_x_ok', amountCents: 1500, payDate: 'now' },
  { methodId: 'pm_x_ok', amountCents: 2000, payDate: isoDay(app.clock.now() + 3 * DAY) },
  { methodId: 'pm_x_ok', amountCents: 2500, payDate: isoDay(app.clock.now()) },
];

type Command =
  | { kind: 'submit'; key: number; body: number }
  | { kind: 'burst'; key: number; body: number; copies: number; withJob: boolean }
  | { kind: 'job' };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('submit' as const), key: fc.nat(3), body: fc.nat(3) }),
  fc.record({
    kind: fc.constant('burst' as const),
    key: fc.nat(3),
    body: fc.nat(3),
    copies: fc.integer({ min: 2, max: 4 }),
    withJob: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('job' as const) }),
);

const currentBalance = async () =>
  (
    await app.db.kysely
      .selectFrom('account_balances')
      .select('current_balance_cents')
      .where('account_number', '=', JSMITH)
      .executeTakeFirstOrThrow()
  ).current_balance_cents;

describe('exactly one charge per accepted payment', () => {
  it('holds for random sequences of retries, concurrent duplicates, key reuse and job runs', async () => {
    const jobs = billingJobs({ db: app.db.kysely, clock: app.clock, gateway: counter.gateway });
    const runJob = () => jobs.postDuePayments(app.clock.now());
    /** Days pass (past every scheduled day in the bodies), the job runs twice at once, the person signs in again. */
    const later = async () => {
      app.clock.advance(4 * DAY);
      await Promise.all([runJob(), runJob()]);
      await browser.signIn('jsmith');
    };

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        const run = randomUUID();
        // Keys live a day and `later` moves four days on: a retry comes within the day, so each
        // stretch between job runs uses its own keys (a key reused after expiry is a new payment).
        let epoch = 0;
        const keyOf = (k: number) => `${run}-${epoch}-key-${k}`;
        const firstBody = new Map<string, number>();
        const accepted = new Map<string, string>();
        await later();
        counter.reset();
        counter.setDelay(2);
        const balanceBefore = await currentBalance();
        const existing = new Set(
          (await app.db.kysely.selectFrom('payments').select('id').execute()).map((r) => r.id),
        );

        const check = (key: string, bodyIndex: number, res: LightMyRequestResponse) => {
          const where = `${key} body ${bodyIndex}: ${res.statusCode} ${res.body}`;
          expect([200, 409], where).toContain(res.statusCode);
          if (res.statusCode === 200) {
            const id = res.json().payment.paymentId as string;
            // A key answers with one payment, ever.
            expect(accepted.get(key) ?? id, where).toBe(id);
            accepted.set(key, id);
            expect(firstBody.get(key) ?? bodyIndex, where).toBe(bodyIndex);
            firstBody.set(key, bodyIndex);
          } else if (res.json().error.code === 'IDEMPOTENCY_CONFLICT') {
            expect(firstBody.has(key) && firstBody.get(key) !== bodyIndex, where).toBe(true);
          } else {
            expect(res.json().error.code, where).toBe('IDEMPOTENCY_IN_PROGRESS');
          }
        };
        const submit = (key: string, bodyIndex: number) =>
          browser.post('/api/billing/payments', bodies()[bodyIndex] ?? {}, {
            headers: { 'idempotency-key': key },
          });

        for (const c of commands) {
          if (c.kind === 'job') {
            await later();
            epoch += 1;
          } else if (c.kind === 'submit') {
            check(keyOf(c.key), c.body, await submit(keyOf(c.key), c.body));
          } else {
            const key = keyOf(c.key);
            const answers = await Promise.all([
              ...Array.from({ length: c.copies }, () => submit(key, c.body)),
              ...(c.withJob ? [runJob()] : []),
            ]);
            for (const a of answers) if ('statusCode' in a) check(key, c.body, a);
            // A burst on an unused key leaves it accepted or, when every copy collided with a
            // different first body, refused; never two payments.
          }
        }
        await later();
        counter.setDelay(0);

        const ours = await app.db.kysely
          .selectFrom('payments')
          .select(['id', 'status', 'amount_cents'])
          .where('account_number', '=', JSMITH)
          .execute();
        const created = ours.filter((r) => !existing.has(r.id));
        // Other accounts' scheduled payments post as the days pass; only jsmith's are counted.
        const ourCharges = (refs: string[]) => refs.filter((r) => ours.some((p) => p.id === r)).sort();
        const posted = created.filter((r) => r.status === 'posted');
        // Each accepted key made exactly one payment, and nothing else made any.
        expect(created.map((r) => r.id).sort()).toEqual([...accepted.values()].sort());
        // Every one of them is posted once the job has run past their days.
        expect(posted).toHaveLength(accepted.size);
        // The gateway was asked once per posted payment and moved money once for each.
        expect(ourCharges(counter.calls.map((c) => c.reference))).toEqual(posted.map((p) => p.id).sort());
        expect(ourCharges([...counter.charged.keys()])).toEqual(posted.map((p) => p.id).sort());
        // The balance moved by exactly what was posted.
        const sum = posted.reduce((n, p) => n + p.amount_cents, 0);
        expect(balanceBefore - (await currentBalance())).toBe(sum);
      }),
      { numRuns: NUM_RUNS },
    );
  }, 120_000);
});
