import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../harness.ts';
import {
  call,
  callerFor,
  contractRoutes,
  freshIp,
  isIdField,
  sampleInput,
  type CallOptions,
  type ContractRoute,
} from './contract-routes.ts';
import { snapshot } from './db-snapshot.ts';

// Every state-changing route, forged five ways. Each forged call carries a body that would
// succeed with the right header (the last test proves it), so a 403 can only mean forgery.

const mutating = contractRoutes.filter((r) => r.def.mutates);

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/** A call that would succeed: the caller's own id, or for an agent the subscriber to act for. */
function validInput(route: ContractRoute) {
  const caller = callerFor(route.def);
  return sampleInput(route, (f) =>
    isIdField(f.name) ? (caller === 'agent1' ? 'netonly' : caller) : undefined,
  );
}

/**
 * Routes whose minimal sample cannot succeed: it names a thing (a payment, a method, a title, an
 * appointment by its token, an order by its number, a return) rather than a person, or it is a form whose fields the seed's rules
 * check (a card number, a choice of what to cancel, a network address, a recovery step that needs
 * the token an earlier step gave, a household id other than one's own, an account number with
 * its PIN).
 */
const FORM_AREAS: readonly string[] = ['billing', 'identity', 'network', 'support'];
/**
 * Forms in other areas: the shop's checkout takes a delivery address and a card; a return names a
 * delivered order of the caller's and its lines; the move request takes an address, a day and a
 * phone number, and cancelling one needs one to be open.
 */
const FORM_ROUTES: readonly string[] = [
  'POST /api/shop/orders',
  'POST /api/shop/orders/:number/returns',
  'POST /api/shop/move-lead',
  'POST /api/shop/move-lead/cancel',
];
const namesAThing = (route: ContractRoute) =>
  FORM_ROUTES.includes(`${route.def.method} ${route.def.path}`) ||
  route.fields.some((f) => isIdField(f.name) && !['id', 'subjectId', 'accountNumber'].includes(f.name)) ||
  route.fields.some((f) => f.where === 'params' && ['id', 'token', 'number', 'rma'].includes(f.name)) ||
  route.fields.some((f) => f.name === 'pin') ||
  (FORM_AREAS.includes(route.def.area) && route.def.mutates);

/** How a forged request differs from the real one, given the browser's anti-forgery token. */
const forgeries: Array<[string, (token: string) => CallOptions]> = [
  ['without the anti-forgery header', () => ({ csrf: false })],
  [
    'with a header that does not match the cookie',
    (t) => ({ csrf: false, headers: { 'x-csrf-token': `${t.slice(1)}x` } }),
  ],
  [
    'from another site by Sec-Fetch-Site, token and all',
    () => ({ headers: { 'sec-fetch-site': 'cross-site' } }),
  ],
  ['from another origin, token and all', () => ({ headers: { origin: 'https://evil.example' } })],
  ['from an opaque origin, token and all', () => ({ headers: { origin: 'null' } })],
];

it('has state-changing routes to attack, and every one of them is a POST, PUT or DELETE', () => {
  expect(mutating.length).toBeGreaterThan(0);
  for (const r of contractRoutes) expect(r.def.mutates, r.label).toBe(r.def.method !== 'GET');
});

describe.each(mutating.map((r) => [r.label, r] as const))('%s', (_label, route) => {
  it.each(forgeries)('is refused %s, and nothing changes', async (_how, forge) => {
    const b = new Browser(app, freshIp('10.30'));
    await b.signIn(callerFor(route.def));
    const sid = b.cookies.get('coax_sid');
    const who = (await b.get('/api/session')).json();
    const before = await snapshot(app.db);

    const res = await call(b, route.def, validInput(route), forge(b.cookies.get('coax_csrf') ?? ''));
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error.code).toBe('CSRF');
    expect(res.cookies.find((c) => c.name === 'coax_sid')).toBeUndefined();

    expect(await snapshot(app.db)).toEqual(before);
    expect(b.cookies.get('coax_sid')).toBe(sid);
    const after = (await b.get('/api/session')).json();
    expect({ user: after.user?.id, agent: after.agent?.id }).toEqual({
      user: who.user?.id,
      agent: who.agent?.id,
    });
  });

  it('is accepted past the anti-forgery check when the same call is sent properly', async () => {
    const b = new Browser(app, freshIp('10.31'));
    await b.signIn(callerFor(route.def));
    const res = await call(b, route.def, validInput(route));
    if (namesAThing(route)) {
      // The sample cannot name a real payment, method or card of the caller's, nor fill a card
      // form, so the route itself may refuse it; that answer still comes from past the check.
      expect(res.statusCode, res.body).toBeLessThan(500);
      // Any answer but the anti-forgery refusal: the route's own rules gave it.
      expect(res.json().error?.code ?? 'OK', res.body).toMatch(
        /^(OK|NOT_FOUND|BAD_REQUEST|CONFLICT|FORBIDDEN|UNAUTHORIZED)$/,
      );
    } else {
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
  });
});
