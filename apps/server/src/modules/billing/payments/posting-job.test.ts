import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, dialect, type TestApp } from '../../../../test/harness.ts';
import { openPostgres, openSqlite, type Db } from '../../../db/database.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import { seedDemo } from '../../../db/seed/demo-seed.ts';
import { DAY, MINUTE, TestClock } from '../../../platform/clock.ts';
import { argon2Hasher } from '../../../platform/password.ts';
import { billingJobs } from './posting-job.ts';
import { addTestCard, countingGateway, type CountingGateway } from './testing/counting-gateway.ts';

const ACCOUNTS = ['781245006201', '781245006302', '781245006403', '781245006504', '781245006605'];
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Scheduled payments due today, one card per account, straight in the database. */
async function scheduleDue(
  db: Db,
  clock: TestClock,
  perAccount: number,
  tag: string,
  outcome: 'ok' | 'decline' = 'ok',
) {
  const ids: string[] = [];
  for (const account of ACCOUNTS) {
    const methodId = await addTestCard(db.kysely, {
      id: `pm_${tag}_${account.slice(-3)}`,
      accountNumber: account,
      outcome,
    });
    for (let i = 0; i < perAccount; i += 1) {
      const id = `pay_${tag}_${account.slice(-3)}_${i}`;
      await db.kysely
        .insertInto('payments')
        .values({
          id,
          account_number: account,
          method_id: methodId,
          amount_cents: 100 + i,
          pay_date: isoDay(clock.now() - (i % 2) * DAY),
          kind: 'one_time',
          status: 'scheduled',
          autopay_cycle: null,
          gateway_ref: null,
          failure_reason: null,
          csr_id: null,
          created_by: 'test',
          created_at: clock.now() - 2 * DAY,
          updated_at: clock.now() - 2 * DAY,
          posted_at: null,
        })
        .execute();
      ids.push(id);
    }
  }
  return ids;
}

const balances = (db: Db) =>
  db.kysely
    .selectFrom('account_balances')
    .select(['account_number', 'current_balance_cents'])
    .where('account_number', 'in', ACCOUNTS)
    .orderBy('account_number')
    .execute();

function expectOneChargePerPayment(counter: CountingGateway, ids: string[]) {
  const refs = counter.calls.map((c) => c.reference);
  expect(refs.filter((r) => ids.includes(r)).sort()).toEqual([...ids].sort());
}

describe('postDuePayments on one process', () => {
  const counter = countingGateway();
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ gateway: counter.gateway, env: { MAIL_CATCHER_PORT: '0' } });
  });
  afterAll(async () => app.close());
  beforeEach(() => counter.reset());

  it('posts each due payment once when five runs go at the same time', async () => {
    const ids = await scheduleDue(app.db, app.clock, 4, 'p5');
    const before = await balances(app.db);
    const jobs = billingJobs({ db: app.db.kysely, clock: app.clock, gateway: counter.gateway });
    counter.setDelay(5);
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => jobs.postDuePayments(app.clock.now())));
    counter.setDelay(0);
    expect(results.reduce((n, r) => n + r.posted, 0)).toBe(ids.length);
    expectOneChargePerPayment(counter, ids);
    const rows = await app.db.kysely
      .selectFrom('payments')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.every((r) => r.status === 'posted')).toBe(true);
    // Each account went down by exactly its own payments, once.
    const after = await balances(app.db);
    for (const [i, b] of after.entries()) {
      expect((before[i]?.current_balance_cents ?? 0) - b.current_balance_cents).toBe(100 + 101 + 102 + 103);
    }
    const posted = await app.db.kysely
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'billing.payment.posted')
      .execute();
    expect(posted.filter((a) => ids.some((id) => a.detail?.startsWith(id)))).toHaveLength(ids.length);
    // A sixth run finds nothing to do.
    expect(await jobs.postDuePayments(app.clock.now())).toEqual({
      posted: 0,
      declined: 0,
      failed: 0,
      pending: 0,
    });
  });

  it('leaves payments dated later alone until their day', async () => {
    const jobs = billingJobs({ db: app.db.kysely, clock: app.clock, gateway: counter.gateway });
    // acmebiz's demo payment is scheduled 7 days ahead.
    await jobs.postDuePayments(app.clock.now());
    expect(counter.calls.map((c) => c.reference)).not.toContain('pay_demo_acme_3');
    const later = app.clock.now() + 7 * DAY;
    await jobs.postDuePayments(later);
    expect(counter.calls.map((c) => c.reference)).toContain('pay_demo_acme_3');
    const row = await app.db.kysely
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', 'pay_demo_acme_3')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('posted');
  });

  it('records a declined scheduled payment without touching the balance', async () => {
    const ids = await scheduleDue(app.db, app.clock, 1, 'dec', 'decline');
    const before = await balances(app.db);
    const jobs = billingJobs({ db: app.db.kysely, clock: app.clock, gateway: counter.gateway });
    const r = await jobs.postDuePayments(app.clock.now());
    expect(r.declined).toBe(ids.length);
    expect(await balances(app.db)).toEqual(before);
  });

  it('settles a payment a crash left processing, by asking the gateway again with the same reference', async () => {
    const ids = await scheduleDue(app.db, app.clock, 1, 'crash');
    const jobs = billingJobs({ db: app.db.kysely, clock: app.clock, gateway: counter.gateway });
    counter.dropNext(ids.length);
    const first = await jobs.postDuePayments(app.clock.now());
    expect(first.pending).toBe(ids.length);
    // Not stale yet: a second pass leaves them to the first.
    expect((await jobs.postDuePayments(app.clock.now() + MINUTE)).pending).toBe(0);
    const later = app.clock.now() + 11 * MINUTE;
    const results = await Promise.all([jobs.postDuePayments(later), jobs.postDuePayments(later)]);
    expect(results[0].posted + results[1].posted).toBe(ids.length);
    for (const id of ids) {
      expect(counter.calls.filter((c) => c.reference === id)).toHaveLength(2);
      expect(counter.charged.has(id)).toBe(true);
    }
  });

  it('fails, without charging, a payment whose method was removed', async () => {
    const [id] = await scheduleDue(app.db, app.clock, 1, 'gone');
    await app.db.kysely
      .updateTable('payment_methods')
      .set({ removed_at: app.clock.now() })
      .where('id', 'like', 'pm_gone_%')
      .execute();
    const jobs = billingJobs({ db: app.db.kysely, clock: app.clock, gateway: counter.gateway });
    const r = await jobs.postDuePayments(app.clock.now());
    expect(r.failed).toBe(ACCOUNTS.length);
    expect(counter.calls.map((c) => c.reference)).not.toContain(id);
  });
});

/** A second handle on the same database, as a second server process would have. */
async function twoHandles(): Promise<{ a: Db; b: Db; clock: TestClock; close: () => Promise<void> }> {
  const clock = new TestClock();
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coax-jobs-'));
    const file = path.join(dir, 'two.sqlite');
    const a = openSqlite(file);
    await migrateToLatest(a);
    await seedDemo(a.kysely, argon2Hasher(1024), clock.now());
    const b = openSqlite(file);
    return {
      a,
      b,
      clock,
      close: async () => {
        await a.close();
        await b.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const app = await createTestApp({ env: { MAIL_CATCHER_PORT: '0' } });
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(app.db.kysely);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${rows[0]?.name ?? ''}`;
  const b = openPostgres(url.toString(), 4);
  return {
    a: app.db,
    b,
    clock: app.clock,
    close: async () => {
      await b.close();
      await app.close();
    },
  };
}

describe('postDuePayments on two processes sharing one database', () => {
  it('charges each payment once when both run at the same moment, several times over', async () => {
    const h = await twoHandles();
    try {
      const ids = await scheduleDue(h.a, h.clock, 6, 'two');
      const counter = countingGateway();
      counter.setDelay(3);
      const one = billingJobs({ db: h.a.kysely, clock: h.clock, gateway: counter.gateway });
      const two = billingJobs({ db: h.b.kysely, clock: h.clock, gateway: counter.gateway });
      const now = h.clock.now();
      const results = await Promise.all([
        one.postDuePayments(now),
        two.postDuePayments(now),
        one.postDuePayments(now),
        two.postDuePayments(now),
      ]);
      expect(results.reduce((n, r) => n + r.posted, 0)).toBe(ids.length);
      expectOneChargePerPayment(counter, ids);
      const posted = await h.b.kysely
        .selectFrom('payments')
        .select('id')
        .where('id', 'in', ids)
        .where('status', '=', 'posted')
        .execute();
      expect(posted).toHaveLength(ids.length);
    } finally {
      await h.close();
    }
  });
});
