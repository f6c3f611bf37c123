import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, openSqlite } from '../../src/db/database.ts';
import { DEMO_PASSWORD, dialect } from '../harness.ts';
import { hasNginx, startFrontDoor, type FrontDoor } from './front-door.ts';
import { freshLiveDatabase, signIn, startLiveServer, type Client, type LiveServer } from './live-server.ts';

// Issue 22 item 5: the front door docs/deploy.md describes, run for real. nginx (Debian's package;
// .ci/run installs it) terminates TLS in front of two processes on one database (and, on
// PostgreSQL, one Redis). A subscriber signs in and pays through it; one process is killed
// mid-journey; the journey goes on through the other, and the money moved once per payment.

// nginx's certificate for this run is self-signed.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const ACCOUNT = '781245006302'; // mgarcia
const PAY = { methodId: 'pm_demo_mgarcia_visa', amountCents: 100, payDate: 'now' };
const redisUrl =
  process.env.TEST_REDIS_URL && process.env.TEST_REDIS_URL !== 'off' ? process.env.TEST_REDIS_URL : undefined;

interface Paid {
  payment: { paymentId: string; status: string };
}

let database: { file?: string; url?: string; redisUrl?: string };
let cleanup: () => Promise<void> | void = () => undefined;

beforeAll(async () => {
  if (!hasNginx) return;
  const fresh = await freshLiveDatabase(dialect);
  database = { ...fresh.database, ...(dialect === 'postgres' && redisUrl ? { redisUrl } : {}) };
  cleanup = fresh.cleanup;
});
afterAll(() => cleanup());

describe.skipIf(!hasNginx)(`behind nginx on ${dialect}`, { timeout: 240_000 }, () => {
  const servers: LiveServer[] = [];
  let door: FrontDoor | undefined;
  afterAll(async () => {
    await door?.stop();
    await Promise.all(servers.map((s) => s.stop()));
  });

  /** The port of the process that answered, from the header the front door adds. */
  const upstreamOf = (res: Response) => Number((res.headers.get('x-coax-upstream') ?? '').split(':').pop());

  async function paymentsSince(since: number) {
    const db = database.url ? openPostgres(database.url, 1) : openSqlite(database.file ?? '');
    try {
      return await db.kysely
        .selectFrom('payments')
        .select(['id', 'status'])
        .where('account_number', '=', ACCOUNT)
        .where('created_at', '>=', since)
        .execute();
    } finally {
      await db.close();
    }
  }

  it('signs in and pays through TLS, and finishes through the other process when one is killed', async () => {
    const settings = { TRUST_PROXY: 'true' };
    // One after the other: the first migrates and seeds, the second finds it done.
    servers.push(await startLiveServer(database, settings));
    servers.push(await startLiveServer(database, settings));
    const [first, second] = servers as [LiveServer, LiveServer];
    door = await startFrontDoor([first.port, second.port]);
    const since = Date.now() - 1000;

    // The processes see the visitor's scheme through the proxy: the cookies are Secure.
    const hello = await fetch(`${door.baseUrl}/api/session`);
    expect(hello.headers.getSetCookie().join('\n')).toMatch(/; Secure/i);

    const client: Client = await signIn(door.baseUrl, 'mgarcia', DEMO_PASSWORD);
    // Both processes take part (no stickiness): the session made on one is read by the other.
    const seen = new Set<number>();
    for (let i = 0; i < 6; i += 1) {
      const res = await client.get('/api/billing/summary');
      expect(res.status).toBe(200);
      seen.add(upstreamOf(res));
    }
    expect([...seen].sort()).toEqual([first.port, second.port].sort());

    const key = randomUUID();
    const paid = await client.post('/api/billing/payments', PAY, { 'idempotency-key': key });
    expect(paid.status).toBe(200);
    const paymentId = ((await paid.json()) as Paid).payment.paymentId;

    // One process dies mid-journey, with no warning.
    await first.kill();

    // Every step after it is answered, by the one left: no 5xx reaches the subscriber.
    for (const path of ['/api/session', '/api/billing/summary', '/api/billing/payments?view=history']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(200);
      expect(upstreamOf(res)).toBe(second.port);
    }
    // A retry of the payment (the answer was lost, say) replays it; it does not pay twice.
    const replay = await client.post('/api/billing/payments', PAY, { 'idempotency-key': key });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(((await replay.json()) as Paid).payment.paymentId).toBe(paymentId);
    const next = await client.post('/api/billing/payments', PAY, { 'idempotency-key': randomUUID() });
    expect(next.status).toBe(200);
    const nextId = ((await next.json()) as Paid).payment.paymentId;
    expect(nextId).not.toBe(paymentId);

    const rows = await paymentsSince(since);
    expect(rows.map((r) => r.id).sort()).toEqual([paymentId, nextId].sort());
    expect(rows.every((r) => r.status === 'posted')).toBe(true);

    const out = await client.post('/api/session/logout', {});
    expect(out.status).toBeLessThan(300);
  });
});
