import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY, shiftableClock } from '../clock.ts';
import { TEST_CLOCK_COOKIE, registerTestClock } from './test-clock.ts';

// A journey's browser moves the server's clock for its own requests only (TEST_CLOCK_COOKIE).

const NOW = Date.UTC(2026, 10, 20, 15, 0, 0);
let server: FastifyInstance;

beforeAll(async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  server = Fastify();
  await server.register(fastifyCookie);
  registerTestClock(server);
  server.get('/now', async () => {
    // An await between the hook and the answer: the moved time follows the request through it.
    await new Promise((r) => setImmediate(r));
    return { now: shiftableClock.now() };
  });
  await server.ready();
});

afterAll(async () => {
  await server.close();
  vi.useRealTimers();
});

const nowSeen = async (cookie?: string) =>
  (
    await server.inject({
      method: 'GET',
      url: '/now',
      ...(cookie === undefined ? {} : { cookies: { [TEST_CLOCK_COOKIE]: cookie } }),
    })
  ).json<{ now: number }>().now;

describe('the test clock cookie', () => {
  it('moves the clock ahead for the request that carries it, and for no other', async () => {
    const [moved, plain] = await Promise.all([nowSeen(String(2 * DAY)), nowSeen()]);
    expect(moved).toBe(NOW + 2 * DAY);
    expect(plain).toBe(NOW);
    // Outside any request (a job's pass) the clock is the system's.
    expect(shiftableClock.now()).toBe(NOW);
  });

  it.each([['-5'], ['abc'], ['1.5'], [String(401 * DAY)], ['']])('ignores %j', async (value) => {
    expect(await nowSeen(value)).toBe(NOW);
  });
});
