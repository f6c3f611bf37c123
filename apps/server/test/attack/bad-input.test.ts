import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../harness.ts';
import { call, callerFor, contractRoutes, freshIp, sampleInput, type CallInput } from './contract-routes.ts';
import { accountData } from './db-snapshot.ts';
import { hostileInput, POLLUTERS } from './hostile-values.ts';

// Every route, fed hostile input generated from its own schema, by a caller allowed to use it
// (so the input reaches validation and the handler, not just the access check).
// Bounded so the file stays quick: NUM_RUNS cases per route, on each database. For a deeper
// search run e.g. ATTACK_RUNS=2000 npx vitest run --project server-postgres test/attack/bad-input.
const NUM_RUNS = Number(process.env.ATTACK_RUNS ?? 30);
/** fast-check prints the seed of a failing run; ATTACK_SEED=<seed> replays it. */
const SEED = process.env.ATTACK_SEED ? Number(process.env.ATTACK_SEED) : undefined;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/** A short description of a failing input; 100k-character strings would bury the report. */
function brief(input: CallInput): string {
  return JSON.stringify(input, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 80 ? `${v.slice(0, 40)}…(${v.length} chars)` : v,
  );
}

describe.each(contractRoutes.map((r) => [r.label, r] as const))('%s', (_label, route) => {
  it('answers hostile input with a 4xx and a message, never a 5xx, and leaves account data unchanged', async () => {
    const caller = callerFor(route.def);
    const b = new Browser(app, freshIp('10.40'));
    const before = await accountData(app.db);
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);

    await fc.assert(
      fc.asyncProperty(hostileInput(route.def.method, route.fields), async (input) => {
        // A case may have ended the session (logout with an empty body is valid): sign in again.
        if (!b.cookies.has('coax_sid')) await b.signIn(caller);
        const res = await call(b, route.def, input);
        // Hostile passwords count as failed sign-ins; forget them so the caller is never locked out.
        await app.db.kysely.deleteFrom('login_failures').execute();
        const where = `${route.label} ${brief(input)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, where).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const body = res.json();
          expect(typeof body.error?.code, where).toBe('string');
          expect(typeof body.error?.message === 'string' && body.error.message.length > 0, where).toBe(true);
        }
      }),
      { numRuns: NUM_RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
    );

    expect(await accountData(app.db)).toEqual(before);
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
  });
});

const textFields = contractRoutes.flatMap((r) =>
  r.fields
    .filter((f) => f.schema.type === 'string')
    .map((f) => [`${r.label} ${f.where}.${f.name}`, r, f] as const),
);

describe('NUL characters', () => {
  describe.each(textFields)('%s', (_key, route, field) => {
    it('answers text containing a NUL character with a 400, never a 5xx', async () => {
      const b = new Browser(app, freshIp('10.43'));
      await b.signIn(callerFor(route.def));
      const res = await call(
        b,
        route.def,
        sampleInput(route, (f) => (f === field ? 'jsmith\u0000' : undefined)),
      );
      await app.db.kysely.deleteFrom('login_failures').execute();
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toContain('control characters');
    });
  });
});

describe('hostile JSON', () => {
  it.each(contractRoutes.filter((r) => r.def.method !== 'GET').map((r) => [r.label, r] as const))(
    '%s refuses __proto__ and constructor keys with a 400 and pollutes nothing',
    async (_label, route) => {
      const b = new Browser(app, freshIp('10.41'));
      await b.signIn(callerFor(route.def));
      for (const body of POLLUTERS) {
        const res = await call(b, route.def, { body });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.code).toBe('BAD_REQUEST');
      }
      const probe: Record<string, unknown> = {};
      expect(probe.polluted).toBeUndefined();
      expect(probe.isAgent).toBeUndefined();
    },
  );

  it.each(contractRoutes.filter((r) => r.def.method !== 'GET').map((r) => [r.label, r] as const))(
    '%s answers JSON nested 10,000 levels deep with a 400',
    async (_label, route) => {
      const b = new Browser(app, freshIp('10.42'));
      await b.signIn(callerFor(route.def));
      // Written as text: JSON.stringify itself runs out of stack on such a value.
      // 10,000 levels in each field keeps even a three-field body under the 64 KiB limit.
      const keys = route.fields.filter((f) => f.where === 'body').map((f) => f.name);
      // Bodies with more than three fields get shallower nesting, so the payload stays under the
      // 64 KiB body limit and reaches the parser rather than the size check.
      const depth = Math.min(10_000, Math.floor(30_000 / Math.max(keys.length, 1)));
      const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const payload = `{${(keys.length > 0 ? keys : ['nested']).map((k) => `"${k}":${deep}`).join(',')}}`;
      const res = await b.request({
        method: route.def.method,
        url: route.def.path,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    },
  );
});
