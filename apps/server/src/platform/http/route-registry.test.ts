import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { defineRoute } from '@coax/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkAnswer, responseSerializer } from './response-serializer.ts';
import { RouteRegistry, type Guard } from './route-registry.ts';

// Issue 21: nothing the contract does not declare leaves the server, whether the answer is built
// per request or kept as a public answer.

const answer = z.object({ id: z.string(), items: z.array(z.object({ name: z.string() })) });
const perRequest = defineRoute({
  method: 'GET',
  path: '/api/test/per-request',
  summary: 'an answer built per request',
  area: 'support',
  access: 'public',
  response: answer,
});
const kept = defineRoute({
  method: 'GET',
  path: '/api/test/kept',
  summary: 'a public answer kept per process',
  area: 'support',
  access: 'public',
  publicCache: { maxAgeSeconds: 60 },
  response: answer,
});

/** What a careless handler might return: the row as read, secrets and all. */
const leaky = () => ({
  id: 'a1',
  passwordHash: 'argon2id$secret',
  items: [{ name: 'Gateway', internalCost: 4200 }],
});

const guard: Guard = { resolve: async () => null, check: () => undefined };
let server: FastifyInstance;
beforeAll(async () => {
  server = Fastify();
  server.decorateRequest('auth', null as unknown as FastifyRequest['auth']);
  server.addHook('onRequest', async (req) => {
    req.auth = { session: null, expired: false };
  });
  const routes = new RouteRegistry(server, guard);
  routes.add(perRequest, async () => leaky() as z.infer<typeof answer>);
  routes.add(kept, async () => leaky() as z.infer<typeof answer>);
  await server.ready();
});
afterAll(() => server.close());

describe('the contract is the only shape that leaves', () => {
  it.each([perRequest.path, kept.path, kept.path])(
    '%s sends only the fields the contract names',
    async (url) => {
      const res = await server.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: 'a1', items: [{ name: 'Gateway' }] });
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('internalCost');
    },
  );
});

// The answer goes out through a serializer compiled from the contract's schema, not a zod parse
// per request; tests parse with zod as well and fail where the two disagree.
const plan = z.object({ name: z.string(), price: z.number().int() });
const unionAnswer = z.object({
  kind: z.enum(['a', 'b']),
  detail: z.union([
    z.object({ tag: z.literal('x'), n: z.number() }),
    z.object({ tag: z.literal('y'), s: z.string() }),
  ]),
  plan: plan.nullable(),
  note: z.string().optional(),
});
const unionRoute = defineRoute({
  method: 'GET',
  path: '/api/test/union',
  summary: 'an answer with a union and a nullable part',
  area: 'support',
  access: 'public',
  response: unionAnswer,
});
const unionValue = {
  kind: 'b',
  detail: { tag: 'y', s: 'ok', secret: 1 },
  plan: { name: 'Gig', price: 8000, cost: 3100 },
  extra: true,
};
const unionExpected = { kind: 'b', detail: { tag: 'y', s: 'ok' }, plan: { name: 'Gig', price: 8000 } };

async function serverWith(checkAnswers: boolean) {
  const app = Fastify();
  app.decorateRequest('auth', null as unknown as FastifyRequest['auth']);
  app.addHook('onRequest', async (req) => {
    req.auth = { session: null, expired: false };
  });
  const routes = new RouteRegistry(app, guard, checkAnswers);
  routes.add(unionRoute, async () => unionValue as unknown as z.infer<typeof unionAnswer>);
  await app.ready();
  return app;
}

describe('the compiled serializer', () => {
  it('writes a union branch and a nullable part without the fields they do not name, parsing nothing', async () => {
    const parse = vi.spyOn(unionAnswer, 'parse');
    const app = await serverWith(false);
    const res = await app.inject({ url: unionRoute.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(unionExpected);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    await app.close();
  });

  it('under test also parses with zod, and the two agree', async () => {
    const parse = vi.spyOn(unionAnswer, 'parse');
    const app = await serverWith(true);
    const res = await app.inject({ url: unionRoute.path });
    expect(res.json()).toEqual(unionExpected);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
    await app.close();
  });

  it('writes a null part as null', () => {
    const write = responseSerializer(unionAnswer);
    const value = { kind: 'a', detail: { tag: 'x', n: 2.5 }, plan: null, note: 'n' };
    expect(JSON.parse(write(value))).toEqual(value);
  });

  it('a serializer that writes other than the schema gives fails the check', () => {
    const wrong = () => JSON.stringify({ kind: 'b' });
    expect(() => checkAnswer(unionAnswer, wrong, unionValue)).toThrow(/compiled serializer wrote/);
    expect(() => checkAnswer(unionAnswer, responseSerializer(unionAnswer), unionValue)).not.toThrow();
  });

  it('a missing required field is refused, not written', () => {
    expect(() => responseSerializer(plan)({ name: 'Gig' })).toThrow(/price/);
  });
});
