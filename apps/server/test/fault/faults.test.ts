import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, openSqlite, type Db } from '../../src/db/database.ts';
import { STUCK_KEY_MS } from '../../src/platform/http/idempotency.ts';
import { TEST_CLOCK_COOKIE } from '../../src/platform/http/test-clock.ts';
import { DEMO_PASSWORD, dialect } from '../harness.ts';
import { signIn, startLiveServer, type Client, type LiveServer, freshLiveDatabase } from './live-server.ts';

// Issue 8 fault tests, against the real server in its own process: a payment load survives a
// SIGKILL (what the client was told succeeded is in the database, once, and the balance agrees);
// 100 payments at once against one bill all succeed and add up; on PostgreSQL with Redis, two
// processes share sessions and idempotency keys, as behind a load balancer.

const ACCOUNT = '781245006302'; // mgarcia
const PAY = { methodId: 'pm_demo_mgarcia_visa', amountCents: 100, payDate: 'now' };
const redisUrl =
  process.env.TEST_REDIS_URL && process.env.TEST_REDIS_URL !== 'off' ? process.env.TEST_REDIS_URL : undefined;

interface Paid {
  payment: { paymentId: string; status: string };
}

let database: { file?: string; url?: string };
let cleanup: () => Promise<void> | void = () => undefined;

beforeAll(async () => {
  ({ database, cleanup } = await freshLiveDatabase(dialect));
});
afterAll(() => cleanup());

/** A direct look at the database, as an auditor would take it. */
async function inspect<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const db = database.url ? openPostgres(database.url, 2) : openSqlite(database.file ?? '');
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const balance = () =>
  inspect(async (db) => {
    const row = await db.kysely
      .selectFrom('account_balances')
      .select('current_balance_cents')
      .where('account_number', '=', ACCOUNT)
      .executeTakeFirstOrThrow();
    return Number(row.current_balance_cents);
  });

/** The account's payments made from `since` (up to `until`: the kill test makes some at a moved time). */
const paymentsSince = (since: number, until = Number.MAX_SAFE_INTEGER) =>
  inspect((db) =>
    db.kysely
      .selectFrom('payments')
      .select(['id', 'status', 'amount_cents'])
      .where('account_number', '=', ACCOUNT)
      .where('created_at', '>=', since)
      .where('created_at', '<=', until)
      .execute(),
  );

const pay = (client: Client, key: string) =>
  client.post('/api/billing/payments', PAY, { 'idempotency-key': key });

describe(`faults on ${dialect}`, { timeout: 240_000 }, () => {
  let server: LiveServer | undefined;
  afterAll(async () => server?.stop());

  it('keeps every acknowledged payment exactly once when the server is killed under a payment load', async () => {
    const first = await startLiveServer(database);
    const client = await signIn(first.baseUrl, 'mgarcia', DEMO_PASSWORD);
    const since = Date.now() - 1000;
    const before = await balance();

    const acknowledged = new Map<string, string>(); // Idempotency-Key -> payment id
    const unanswered: string[] = [];
    const refused: number[] = [];
    let stopping = false;
    const worker = async () => {
      while (!stopping) {
        const key = randomUUID();
        try {
          const res = await pay(client, key);
          if (res.ok) acknowledged.set(key, ((await res.json()) as Paid).payment.paymentId);
          else refused.push(res.status);
        } catch {
          unanswered.push(key); // the connection died with the server
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    while (acknowledged.size < 25) await new Promise((r) => setTimeout(r, 20));
    stopping = true;
    const killedAt = Date.now();
    await first.kill();
    await Promise.allSettled(workers);
    expect(refused).toEqual([]);

    // The restarted server moves its clock for a request that asks (the journeys' test clock), so
    // the retries below can be sent past the stuck-key bound without waiting it out.
    server = await startLiveServer(database, { TEST_CLOCK_COOKIE: 'true' });
    const again = await signIn(server.baseUrl, 'mgarcia', DEMO_PASSWORD);

    // Every payment the client was told about is there, posted, and answers its key again.
    const rows = await paymentsSince(since);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [key, id] of acknowledged) {
      expect(
        byId.get(id)?.status,
        `payment ${id} (of ${rows.length}: ${rows
          .slice(0, 3)
          .map((r) => r.id)
          .join(', ')})`,
      ).toBe('posted');
      const replay = await pay(again, key);
      expect(replay.status).toBe(200);
      expect(((await replay.json()) as Paid).payment.paymentId).toBe(id);
    }
    // A request cut off by the kill may or may not have got as far as a payment. Once its key is
    // past the stuck bound, a retry gets the real outcome, never "in progress": the payment the
    // cut-off request made, or (when it made none) the one this retry makes. Each key ends with
    // exactly one payment, posted. The retries come from a browser whose clock is past the bound.
    const pastBound = killedAt + STUCK_KEY_MS + 1000 - Date.now();
    if (pastBound > 0) again.cookie = `${again.cookie}; ${TEST_CLOCK_COOKIE}=${pastBound}`;
    const retried = new Map<string, string>(); // Idempotency-Key -> payment id
    for (const key of unanswered) {
      const retry = await pay(again, key);
      expect(retry.status, `retry of ${key}`).toBe(200);
      const id = ((await retry.json()) as Paid).payment.paymentId;
      retried.set(key, id);
      const replay = await pay(again, key);
      expect(((await replay.json()) as Paid).payment.paymentId).toBe(id);
    }
    const after = await paymentsSince(since);
    expect(after.length).toBe(acknowledged.size + unanswered.length);
    expect(after.length).toBe(new Set(after.map((r) => r.id)).size);
    for (const id of retried.values()) expect(after.some((r) => r.id === id)).toBe(true);
    expect(new Set(retried.values()).size).toBe(retried.size);

    // Money moved once per posted payment, and only for those.
    const posted = after.filter((r) => r.status === 'posted');
    expect(posted.length).toBeGreaterThanOrEqual(acknowledged.size);
    expect(await balance()).toBe(before - posted.reduce((sum, r) => sum + Number(r.amount_cents), 0));
  });

  it('takes 100 payments against one bill at once, all of them, and the balance adds up', async () => {
    const live = server ?? (server = await startLiveServer(database));
    const client = await signIn(live.baseUrl, 'mgarcia', DEMO_PASSWORD);
    const since = Date.now();
    const before = await balance();
    const answers = await Promise.all(Array.from({ length: 100 }, () => pay(client, randomUUID())));
    const bodies = await Promise.all(answers.map(async (r) => ({ status: r.status, text: await r.text() })));
    // no 'database is busy', no 5xx, no refusal: every one is charged and posted
    expect(bodies.filter((b) => b.status !== 200)).toEqual([]);
    const rows = await paymentsSince(since, Date.now());
    expect(rows).toHaveLength(100);
    expect(rows.every((r) => r.status === 'posted')).toBe(true);
    expect(await balance()).toBe(before - 100 * PAY.amountCents);
  });

  it.runIf(dialect === 'postgres' && redisUrl)(
    'runs as two processes on one PostgreSQL and one Redis: a session and a payment key made on one hold on the other',
    async () => {
      await server?.stop();
      server = undefined;
      const [a, b] = await Promise.all([
        startLiveServer({ ...database, redisUrl }),
        startLiveServer({ ...database, redisUrl }),
      ]);
      try {
        const onA = await signIn(a.baseUrl, 'mgarcia', DEMO_PASSWORD);
        const seenByB = await fetch(`${b.baseUrl}/api/session`, { headers: { cookie: onA.cookie } });
        expect(((await seenByB.json()) as { user: { id: string } | null }).user?.id).toBe('mgarcia');

        const key = randomUUID();
        const paidOnA = (await (await pay(onA, key)).json()) as Paid;
        const onB: Client = {
          ...onA,
          post: (p, body, headers = {}) =>
            fetch(`${b.baseUrl}${p}`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-csrf-token': onA.csrf,
                cookie: onA.cookie,
                ...headers,
              },
              body: JSON.stringify(body),
            }),
        };
        const replayOnB = await pay(onB, key);
        expect(replayOnB.status).toBe(200);
        expect(((await replayOnB.json()) as Paid).payment.paymentId).toBe(paidOnA.payment.paymentId);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    },
  );
});
