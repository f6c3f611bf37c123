import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, openSqlite } from '../../src/db/database.ts';
import { DEMO_PASSWORD, dialect } from '../harness.ts';
import { runToExit, signIn, startLiveServer, type LiveServer, freshLiveDatabase } from './live-server.ts';

// Issue 22: a fleet that starts together. Three processes started at once on an empty database
// all come up (migrations and the demo seed run one process at a time), the demo data is there
// once, and each process serves a sign-in. A dependency that is missing stops a process with one
// line naming its setting.

let database: { file?: string; url?: string };
let cleanup: () => Promise<void> | void = () => undefined;

beforeAll(async () => {
  ({ database, cleanup } = await freshLiveDatabase(dialect));
});
afterAll(() => cleanup());

describe(`a fleet on ${dialect}`, { timeout: 240_000 }, () => {
  const servers: LiveServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });

  it('starts three processes at once on an empty database, all of them, with the demo data once', async () => {
    const started = await Promise.allSettled([1, 2, 3].map(() => startLiveServer(database)));
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual([
      'up',
      'up',
      'up',
    ]);

    for (const s of servers) {
      const ready = await fetch(`${s.baseUrl}/api/health/ready`);
      expect(ready.status).toBe(200);
      await signIn(s.baseUrl, 'jsmith', DEMO_PASSWORD);
    }
    const db = database.url ? openPostgres(database.url, 1) : openSqlite(database.file ?? '');
    try {
      const users = await db.kysely.selectFrom('users').select('id').where('id', '=', 'jsmith').execute();
      expect(users).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it('on SIGTERM says not ready at once, still serves during the drain, then exits 0', async () => {
    const server = await startLiveServer(database, { SHUTDOWN_DRAIN_SECONDS: '8' });
    const client = await signIn(server.baseUrl, 'jsmith', DEMO_PASSWORD);
    expect((await fetch(`${server.baseUrl}/api/health/ready`)).status).toBe(200);

    const stopped = server.stop();
    // The balancer's check fails at once, so it sends nothing new...
    let ready = 200;
    for (let i = 0; i < 50 && ready === 200; i += 1) {
      ready = (await fetch(`${server.baseUrl}/api/health/ready`)).status;
      if (ready === 200) await new Promise((r) => setTimeout(r, 50));
    }
    expect(ready).toBe(503);
    // ...while what still arrives during the drain is answered, not cut off.
    expect((await client.get('/api/billing/summary')).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/health/live`)).status).toBe(200);

    expect(await stopped).toBe(0);
    await expect(fetch(`${server.baseUrl}/api/health/live`)).rejects.toThrow();
  });

  it('stops with one line naming DATABASE_URL when its database does not exist', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
    url.pathname = '/coax_fleet_missing';
    const run = await runToExit(database, { DATABASE_URL: url.toString() });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'DATABASE_URL: database "coax_fleet_missing" does not exist — create it or unset DATABASE_URL for the embedded database\n',
    );
  });
});
