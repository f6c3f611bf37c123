import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionRoutes } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../harness.ts';
import {
  call,
  contractRoutes,
  freshIp,
  isIdField,
  sampleInput,
  victimValues,
  type ContractRoute,
} from './contract-routes.ts';
import { snapshot } from './db-snapshot.ts';

// The victim is jsmith (account 781245006201). The attackers are a subscriber of another
// account (netonly), an agent acting for that other subscriber, and a non-primary id on
// jsmith's own account (jsmith.kid). Routes come from the contract, so new ones are covered.

const VICTIM = 'jsmith';
const subscriberAccess = (r: ContractRoute) => r.def.access === 'user' || r.def.access === 'billpay';
// Public reads are included: a public read that took an id would be the easiest leak of all.
const reads = contractRoutes.filter((r) => r.def.method === 'GET' && r.def.access !== 'csr');
/**
 * Routes whose id field proposes a new id rather than naming anyone's: creating a household id
 * may name any free id, and a taken one is refused as taken (household-ids.test.ts).
 */
const PROPOSES_A_NEW_ID = new Set(['POST /api/identity/ids']);
const idTaking = contractRoutes.filter(
  (r) => subscriberAccess(r) && r.fields.some((f) => isIdField(f.name)) && !PROPOSES_A_NEW_ID.has(r.label),
);
const agentOnly = contractRoutes.filter((r) => r.def.access === 'csr');
const signedInOnly = contractRoutes.filter((r) => r.def.access !== 'public');

let app: TestApp;
/** Strings and numbers that appear only in jsmith's data, read from the database so the seed can change. */
let markers: Array<string | RegExp> = [];
let displayName = '';

beforeAll(async () => {
  app = await createTestApp();
  const k = app.db.kysely;
  const user = await k.selectFrom('users').selectAll().where('id', '=', VICTIM).executeTakeFirstOrThrow();
  const balance = await k
    .selectFrom('account_balances')
    .selectAll()
    .where('account_number', '=', user.account_number ?? '')
    .executeTakeFirstOrThrow();
  displayName = user.display_name;
  // The id is matched as a JSON string so that 'jsmith.kid' (a different id) does not count.
  markers = [
    `"${user.id}"`,
    user.display_name,
    user.account_number ?? '',
    new RegExp(`(?<!\\d)${balance.amount_due_cents}(?!\\d)`),
  ];
});
afterAll(async () => app.close());

async function signedIn(id: string): Promise<Browser> {
  const b = new Browser(app, freshIp('10.20'));
  await b.signIn(id);
  return b;
}

async function agentActingFor(id: string): Promise<Browser> {
  const b = await signedIn('agent1');
  const res = await b.post('/api/csr/act-for', { id });
  expect(res.statusCode).toBe(200);
  return b;
}

function expectNoVictimData(res: LightMyRequestResponse, label: string) {
  for (const m of markers) {
    if (typeof m === 'string') expect(res.body, `${label} leaked ${m}`).not.toContain(m);
    else expect(res.body, `${label} leaked ${m.source}`).not.toMatch(m);
  }
}

/** A valid call whose id-like fields all name the victim's things. */
const aimedAtVictim = (r: ContractRoute) =>
  sampleInput(r, (f) => (isIdField(f.name) ? victimValues[f.name] : undefined));

describe('the contract as seen by the cross-account suite', () => {
  it("knows jsmith's value for every id-like field the contract takes", () => {
    const unknown = contractRoutes.flatMap((r) =>
      r.fields
        .filter((f) => isIdField(f.name) && !(f.name in victimValues))
        .map((f) => `${r.label} ${f.where}.${f.name}`),
    );
    // A failure here means a new route takes an id: add jsmith's value for it to victimValues.
    expect(unknown).toEqual([]);
  });

  it('has reads to attack', () => {
    expect(reads.length).toBeGreaterThan(0);
  });

  it("recognises jsmith's data in jsmith's own answers, so a leak would not go unseen", async () => {
    const own = await signedIn(VICTIM);
    const summary = await own.get('/api/billing/summary');
    const session = await own.get('/api/session');
    // The display name is not in any answer yet; it stays a marker for the reads that will show it.
    for (const m of markers.filter((x) => x !== displayName)) {
      const seen = [summary.body, session.body].some((body) =>
        typeof m === 'string' ? body.includes(m) : m.test(body),
      );
      expect(seen, String(m)).toBe(true);
    }
  });
});

describe.each(reads.map((r) => [r.label, r] as const))('%s', (_label, route) => {
  it("shows a subscriber of another account none of jsmith's data, even when asked for jsmith's ids", async () => {
    const res = await call(await signedIn('netonly'), route.def, aimedAtVictim(route));
    expect(res.statusCode, res.body).toBeLessThan(500);
    expectNoVictimData(res, route.label);
  });

  it("shows an agent acting for another account none of jsmith's data", async () => {
    const res = await call(await agentActingFor('netonly'), route.def, aimedAtVictim(route));
    expect(res.statusCode, res.body).toBeLessThan(500);
    expectNoVictimData(res, route.label);
  });
});

describe.each(signedInOnly.map((r) => [r.label, r] as const))('%s', (_label, route) => {
  it('answers a caller with no session 401 and no data', async () => {
    const res = await call(new Browser(app, freshIp('10.21')), route.def, aimedAtVictim(route));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toMatch(/^(NO_SESSION|SESSION_EXPIRED)$/);
    expectNoVictimData(res, route.label);
  });
});

describe.each(contractRoutes.filter((r) => r.def.access === 'billpay').map((r) => [r.label, r] as const))(
  '%s',
  (_label, route) => {
    it('refuses an id without bill pay on the same account, with no data', async () => {
      const res = await call(await signedIn('jsmith.kid'), route.def, aimedAtVictim(route));
      expect(res.statusCode).toBe(403);
      expectNoVictimData(res, route.label);
    });
  },
);

describe.each(idTaking.map((r) => [r.label, r] as const))('%s', (_label, route) => {
  it("refuses a subscriber of another account who names jsmith's ids, and jsmith is untouched", async () => {
    const victim = await signedIn(VICTIM);
    const before = await snapshot(app.db);
    const res = await call(await signedIn('netonly'), route.def, aimedAtVictim(route));
    expect([403, 404], res.body).toContain(res.statusCode);
    expectNoVictimData(res, route.label);
    // netonly's own sign-in added a session between the snapshots; jsmith's rows must be as they were.
    const after = await snapshot(app.db);
    expect(after.users).toEqual(before.users);
    expect(after.balances).toEqual(before.balances);
    expect(after.sessions.filter((s) => s.user_id === VICTIM)).toEqual(
      before.sessions.filter((s) => s.user_id === VICTIM),
    );
    expect((await victim.get('/api/session')).json().user?.id).toBe(VICTIM);
  });
});

describe.each(agentOnly.map((r) => [r.label, r] as const))('%s', (_label, route) => {
  it.each(['jsmith', 'jsmith.kid', 'netonly'])(
    'refuses the subscriber %s with 403 and no data',
    async (id) => {
      const input = sampleInput(route, (f) =>
        f.name === 'id' || f.name === 'subjectId' ? VICTIM : f.name === 'q' ? 'jsm' : undefined,
      );
      const res = await call(await signedIn(id), route.def, input);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
      if (id === 'netonly') expectNoVictimData(res, route.label);
    },
  );
});

describe('ids on the same account', () => {
  it("does not let a non-primary id end the primary's sessions", async () => {
    const victim = await signedIn(VICTIM);
    const res = await call(await signedIn('jsmith.kid'), sessionRoutes.logoutAll, { body: { id: VICTIM } });
    expect(res.statusCode).toBe(403);
    expect((await victim.get('/api/session')).json().user?.id).toBe(VICTIM);
  });
});
