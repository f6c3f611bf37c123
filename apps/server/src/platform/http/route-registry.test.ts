import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { defineRoute } from '@coax/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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
