import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { defineRoute } from '@coax/contract';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/harness.ts';
import { PublicAnswerCache } from './public-cache.ts';
import { RouteRegistry, type Guard } from './route-registry.ts';
import {
  decode,
  publicAnswersNamespace,
  redisAnswerStore,
  type SharedAnswerStore,
} from './shared-answers.ts';

// Issue 21 item 3: public answers are kept per process and, when REDIS_URL is set, in Redis for
// every process; a clear in one process reaches them all. TEST_REDIS_URL=off skips the Redis parts.

const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const enabled = url !== 'off';
const quiet = { warn: () => undefined };
const WAIT = { timeout: 10_000, interval: 20 };

const stores: SharedAnswerStore[] = [];
/** A cache sharing through Redis under its own namespace, as one process of a fleet, once connected. */
async function processCache(namespace: string, now: () => number = Date.now) {
  const cache = new PublicAnswerCache(now);
  const store = redisAnswerStore(url, quiet, (prefix) => cache.forget(prefix), namespace);
  stores.push(store);
  cache.share(store);
  await store.ready;
  return cache;
}
afterAll(async () => {
  for (const s of stores) await s.close();
});

describe('a shared answer as Redis keeps it', () => {
  it('keeps each deployment’s answers apart: the namespace follows the database', () => {
    const one = publicAnswersNamespace('postgres://db-one/coax');
    expect(one).toMatch(/^coax:public:[0-9a-f]{16}:$/);
    expect(publicAnswersNamespace('postgres://db-one/coax')).toBe(one);
    expect(publicAnswersNamespace('postgres://db-two/coax')).not.toBe(one);
  });

  it('reads back what was written, and nothing from a value that is not one', () => {
    const json = Buffer.from('{"a":"line\\none"}');
    const raw = Buffer.concat([Buffer.from('"tag"\n1700000000000\n'), json]);
    expect(decode(raw)).toEqual({ etag: '"tag"', expiresAt: 1700000000000, json });
    expect(decode(Buffer.from('no lines'))).toBeUndefined();
    expect(decode(Buffer.from('"tag"\nsoon\n{}'))).toBeUndefined();
  });
});

describe.runIf(enabled)('public answers shared through Redis', () => {
  const ns = () => `coax-test-${randomBytes(4).toString('hex')}:`;

  it('an answer one process built serves another, with the same bytes and ETag', async () => {
    const namespace = ns();
    const a = await processCache(namespace);
    const b = await processCache(namespace);
    const built = a.put('/api/guide/grid?x=1', { rows: [1, 2] }, 60);
    const found = await vi.waitFor(async () => {
      const entry = await b.lookup('/api/guide/grid?x=1');
      expect(entry).toBeDefined();
      return entry;
    }, WAIT);
    expect(found?.etag).toBe(built.etag);
    expect(found?.json.equals(built.json)).toBe(true);
    // kept by the second process from then on
    expect(b.get('/api/guide/grid?x=1')?.etag).toBe(built.etag);
  });

  it('a clear in one process empties Redis and every process’s copies under its prefix, and only those', async () => {
    const namespace = ns();
    const a = await processCache(namespace);
    const b = await processCache(namespace);
    a.put('/api/guide/grid', { v: 1 }, 60);
    a.put('/api/vod/menus', { v: 2 }, 60);
    await vi.waitFor(async () => {
      expect(await b.lookup('/api/guide/grid')).toBeDefined();
      expect(await b.lookup('/api/vod/menus')).toBeDefined();
    }, WAIT);
    a.clear('/api/guide/');
    await vi.waitFor(() => expect(b.get('/api/guide/grid')).toBeUndefined(), WAIT);
    expect(await b.lookup('/api/guide/grid')).toBeUndefined();
    expect(b.get('/api/vod/menus')).toBeDefined();
    expect(await (await processCache(namespace)).lookup('/api/vod/menus')).toBeDefined();
  });

  it('an answer past its time in Redis is not served', async () => {
    const namespace = ns();
    (await processCache(namespace)).put('/api/vod/menus', { v: 1 }, 60);
    const later = await processCache(namespace, () => Date.now() + 61_000);
    const now = await processCache(namespace);
    await vi.waitFor(async () => expect(await now.lookup('/api/vod/menus')).toBeDefined(), WAIT);
    expect(await later.lookup('/api/vod/menus')).toBeUndefined();
  });

  it('a routed public answer is built once for two processes', async () => {
    const namespace = ns();
    const answer = z.object({ n: z.number() });
    const route = defineRoute({
      method: 'GET',
      path: '/api/test/shared',
      summary: 'a public answer shared by processes',
      area: 'support',
      access: 'public',
      publicCache: { maxAgeSeconds: 60 },
      response: answer,
    });
    const guard: Guard = { resolve: async () => null, check: () => undefined };
    let built = 0;
    const servers: FastifyInstance[] = [];
    for (let i = 0; i < 2; i++) {
      const server = Fastify();
      server.decorateRequest('auth', null as unknown as FastifyRequest['auth']);
      server.addHook('onRequest', async (req) => {
        req.auth = { session: null, expired: false };
      });
      const routes = new RouteRegistry(server, guard);
      const store = redisAnswerStore(url, quiet, (p) => routes.publicAnswers.forget(p), namespace);
      stores.push(store);
      routes.publicAnswers.share(store);
      await store.ready;
      routes.add(route, async () => ({ n: ++built }));
      await server.ready();
      servers.push(server);
    }
    try {
      const [first, second] = servers as [FastifyInstance, FastifyInstance];
      const one = await first.inject({ url: route.path });
      expect(one.json()).toEqual({ n: 1 });
      await vi.waitFor(async () => {
        const two = await second.inject({ url: route.path });
        expect(two.json()).toEqual({ n: 1 });
        expect(two.headers.etag).toBe(one.headers.etag);
      }, WAIT);
      expect(built).toBe(1);
    } finally {
      for (const s of servers) await s.close();
    }
  });

  it('the server shares its public answers when REDIS_URL is set', async () => {
    const app = await createTestApp({ env: { REDIS_URL: url } });
    const redis = new Redis(url);
    const key = `${publicAnswersNamespace(app.config.DATABASE_URL || app.config.DATABASE_FILE)}/api/vod/menus`;
    try {
      // Until the server's connection is ready its writes are skipped: build the answer again until one lands.
      await vi.waitFor(async () => {
        app.publicAnswers.forget('/api/vod/menus');
        expect((await app.server.inject({ url: '/api/vod/menus' })).statusCode).toBe(200);
        expect(await redis.exists(key)).toBe(1);
      }, WAIT);
      app.publicAnswers.clear('/api/vod/menus');
      await vi.waitFor(async () => expect(await redis.exists(key)).toBe(0), WAIT);
    } finally {
      redis.disconnect();
      await app.close();
    }
  });
});

describe('when Redis cannot be reached', () => {
  it('a public answer is built and kept as if there were no Redis', async () => {
    const cache = new PublicAnswerCache();
    // a store pointed at a port nobody listens on
    const down = redisAnswerStore('redis://127.0.0.1:1', quiet, () => undefined, 'coax-test-down:');
    stores.push(down);
    cache.share(down);
    expect(await cache.lookup('/api/vod/menus')).toBeUndefined();
    const entry = cache.put('/api/vod/menus', { v: 1 }, 60);
    expect(await cache.lookup('/api/vod/menus')).toBe(entry);
    expect(() => cache.clear('/api/vod/')).not.toThrow();
    expect(cache.get('/api/vod/menus')).toBeUndefined();
  });
});
