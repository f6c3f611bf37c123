import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

// Issue 21: no two info lines per request; failures, slow requests and a sample, with the request id.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    env: { LOG_SAMPLE_EVERY: '5', SLOW_REQUEST_MS: '200' },
    beforeReady: (s) => {
      s.get('/test/slow', async () => {
        await new Promise((r) => setTimeout(r, 250));
        return { ok: true };
      });
      s.get('/test/stream', async (_req, reply) => {
        reply.header('content-type', 'text/event-stream');
        await new Promise((r) => setTimeout(r, 250));
        return 'data: done\n\n';
      });
      s.get('/test/broken', async () => {
        throw new Error('disk full');
      });
    },
  });
});
afterAll(() => app.close());

const lines = () =>
  app
    .logs()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { msg?: string; reqId?: string; statusCode?: number; ms?: number });

describe('the request log', () => {
  it('keeps one answered request in five, not two lines for each', async () => {
    const before = lines().length;
    for (let i = 0; i < 10; i++) await app.server.inject({ url: '/api/health/live' });
    const added = lines().slice(before);
    expect(added.filter((l) => l.msg === 'request (sample)')).toHaveLength(2);
    expect(added.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([]);
    expect(added.every((l) => typeof l.reqId === 'string')).toBe(true);
  });

  it('always keeps a slow request and a server error, with their status and time', async () => {
    await app.server.inject({ url: '/test/slow' });
    await app.server.inject({ url: '/test/broken' });
    const slow = lines().find((l) => l.msg === 'slow request');
    expect(slow).toMatchObject({ statusCode: 200 });
    expect(slow?.ms).toBeGreaterThanOrEqual(200);
    // an event stream is open on purpose: its length is not logged as slowness
    await app.server.inject({ url: '/test/stream' });
    expect(lines().filter((l) => l.msg === 'slow request')).toHaveLength(1);
    expect(lines().find((l) => l.msg === 'request answered with a server error')).toMatchObject({
      statusCode: 500,
    });
  });
});
