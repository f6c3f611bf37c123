import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLifecycle } from '../../platform/lifecycle.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

// Issue 22: liveness and readiness a load balancer can trust.

const lifecycle = createLifecycle();
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    lifecycle,
    beforeReady: (s) => {
      s.get('/test/lost-database', async () => {
        throw Object.assign(new Error('Connection terminated unexpectedly'), {});
      });
    },
  });
});
afterAll(() => app.close());

const get = (url: string) => app.server.inject({ method: 'GET', url });

describe('health', () => {
  it('live answers while the process runs, touching nothing', async () => {
    const res = await get('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('ready answers 200 with every check when the database, sessions and migrations are fine', async () => {
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', sessions: 'ok', migrations: 'ok' },
    });
  });

  it('a request that fails because the database is unreachable gets 503 with a reason, logged once', async () => {
    const first = await get('/test/lost-database');
    const second = await get('/test/lost-database');
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error).toMatchObject({ code: 'INTERNAL', reason: 'server.unavailable' });
    }
    expect(app.logs().match(/database is not answering/g)).toHaveLength(1);
    // the next request that succeeds says it is back
    await get('/api/health/live');
    expect(app.logs()).toContain('database answers again');
  });

  it('ready answers 503 while a migration this build knows has not run', async () => {
    const last = await sql<{
      name: string;
    }>`select name from kysely_migration order by name desc limit 1`.execute(app.db.kysely);
    const name = last.rows[0]?.name ?? '';
    await sql`delete from kysely_migration where name = ${name}`.execute(app.db.kysely);
    try {
      const res = await get('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json().error.reason).toBe('server.not-ready');
      expect(app.logs()).toContain(`migrations pending: ${name}`);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${name}, ${new Date().toISOString()})`.execute(
        app.db.kysely,
      );
    }
    expect((await get('/api/health/ready')).statusCode).toBe(200);
  });

  it('ready answers 503 once the process is stopping, while live still answers', async () => {
    lifecycle.stop();
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json().error.reason).toBe('server.not-ready');
    expect((await get('/api/health/ready')).statusCode).toBe(503);
    expect(app.logs().match(/"problems":\["shutting down"\]/g)).toHaveLength(1);
    expect((await get('/api/health/live')).statusCode).toBe(200);
  });
});
