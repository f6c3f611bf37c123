import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_IDS_MAX } from '@coax/domain';
import { Browser, DEMO_PASSWORD, createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function as(id: string, password = DEMO_PASSWORD) {
  const b = new Browser(app);
  await b.signIn(id, password);
  return b;
}
const put = (b: Browser, url: string, payload: object) => b.request({ method: 'PUT', url, payload });
const del = (b: Browser, url: string) => b.request({ method: 'DELETE', url, payload: {} });

const NEW_ID = {
  id: 'Smith.Teen',
  firstName: 'Terry',
  lastName: 'Smith',
  password: 'Family2026x',
  permissions: { billPay: false, parentalControls: true, voice: false, dvr: false },
};

describe('the id list', () => {
  it('needs a session', async () => {
    const res = await new Browser(app).get('/api/identity/ids');
    expect(res.statusCode).toBe(401);
  });

  it("lists the primary's account with every seed flag and allowed_remaining", async () => {
    const res = await (await as('jsmith')).get('/api/identity/ids');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ids.map((u: { id: string }) => u.id)).toEqual(['jsmith', 'jsmith.kid']);
    expect(body.allowed_remaining).toBe(HOUSEHOLD_IDS_MAX - 2);
    expect(body.packages).toEqual(['internet', 'tv', 'phone']);
    const kid = body.ids[1];
    expect(kid).toMatchObject({
      id: 'jsmith.kid',
      first_name: 'Jamie',
      last_name: 'Smith',
      is_primary: false,
      is_billpay_secondary: false,
      is_parental_controls_secondary: false,
      is_optimum_voice_secondary: false,
      is_ovp: false,
      is_cso: false,
      is_oac: false,
      is_oacadm: false,
      emailEnabled: true,
      optedInOptimumEmail: false,
      dvrBlocked: true,
      mailbox: 'active',
    });
    expect(body.ids[0]).toMatchObject({ is_primary: true, dvrBlocked: false, optedInOptimumEmail: true });
  });

  it('refuses a secondary id with the primary-only message', async () => {
    const res = await (await as('jsmith.kid')).get('/api/identity/ids');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('identity.not-primary');
    expect(res.json().error.message).toBe('Please sign in as the primary user to manage user ids.');
  });

  it('lets an agent not yet acting for anyone choose a subscriber first', async () => {
    const res = await (await as('agent1')).get('/api/identity/ids');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.reason).toBe('session.choose-subscriber');
  });
});

describe('checking a new id', () => {
  it.each([
    ['ab', 'identity.id.too-short'],
    ['abcdefghijklmno', 'identity.id.too-long'],
    ['.abcd', 'identity.id.begin-chars'],
    ['abcd_', 'identity.id.begin-chars'],
    ['ab..cd', 'identity.id.repeated-separators'],
    ['ab cd', 'identity.id.invalid-chars'],
  ])('refuses %s with %s', async (id, reason) => {
    const res = await (
      await as('jsmith')
    ).get(`/api/identity/ids/availability?candidate=${encodeURIComponent(id)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe(reason);
    expect(res.json().error.message).toMatch(/^Coax ID /);
  });

  it('answers whether a well-formed id is free', async () => {
    const b = await as('jsmith');
    expect((await b.get('/api/identity/ids/availability?candidate=MGarcia')).json()).toEqual({
      available: false,
    });
    expect((await b.get('/api/identity/ids/availability?candidate=free.id')).json()).toEqual({
      available: true,
    });
  });
});

describe('creating, changing and deleting an id', () => {
  it('refuses bad names and passwords with the seed messages', async () => {
    const b = await as('jsmith');
    const res = await b.post('/api/identity/ids', { ...NEW_ID, firstName: 'T.J.', password: 'short' });
    expect(res.statusCode).toBe(400);
    const reasons = res.json().error.issues.map((i: { reason: string }) => i.reason);
    expect(reasons).toContain('identity.name.invalid-chars');
    expect(reasons).toContain('session.password.length');
  });

  it('refuses an id that is taken', async () => {
    const res = await (await as('jsmith')).post('/api/identity/ids', { ...NEW_ID, id: 'netonly' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.reason).toBe('identity.id.taken');
  });

  it('refuses a secondary id', async () => {
    const res = await (await as('jsmith.kid')).post('/api/identity/ids', NEW_ID);
    expect(res.statusCode).toBe(403);
  });

  it('creates an id the family member signs in with; its permissions apply on its next request', async () => {
    const primary = await as('jsmith');
    const created = await primary.post('/api/identity/ids', NEW_ID);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: 'smith.teen',
      is_billpay_secondary: false,
      is_parental_controls_secondary: true,
      dvrBlocked: true,
    });

    const teen = await as('smith.teen', NEW_ID.password);
    expect((await teen.get('/api/billing/summary')).statusCode).toBe(403);
    expect((await teen.get('/api/session')).json().user.entitlements.billPay).toBe(false);

    const changed = await put(primary, '/api/identity/ids/smith.teen/permissions', {
      ...NEW_ID.permissions,
      billPay: true,
      dvr: true,
    });
    expect(changed.json()).toMatchObject({ is_billpay_secondary: true, dvrBlocked: false });
    // the same session, its next request: no sign-in again
    expect((await teen.get('/api/session')).json().user.entitlements.billPay).toBe(true);
    expect((await teen.get('/api/billing/summary')).statusCode).toBe(200);

    await put(primary, '/api/identity/ids/smith.teen/permissions', NEW_ID.permissions);
    expect((await teen.get('/api/billing/summary')).statusCode).toBe(403);

    const optIn = await put(primary, '/api/identity/ids/smith.teen/email-opt-in', {
      optedInOptimumEmail: true,
    });
    expect(optIn.json().optedInOptimumEmail).toBe(true);

    expect((await del(primary, '/api/identity/ids/smith.teen')).json()).toEqual({ ok: true });
    // the deleted id's session is over, and it cannot sign in again
    expect((await teen.get('/api/identity/ids')).statusCode).toBe(401);
    const again = await new Browser(app).post('/api/session/login', {
      id: 'smith.teen',
      password: NEW_ID.password,
    });
    expect(again.statusCode).toBe(401);
  });

  it("never reaches another account's ids, and never changes the primary", async () => {
    const primary = await as('jsmith');
    const other = await put(primary, '/api/identity/ids/mgarcia/permissions', NEW_ID.permissions);
    expect(other.statusCode).toBe(404);
    expect((await del(primary, '/api/identity/ids/mgarcia')).statusCode).toBe(404);
    expect(
      (await put(primary, '/api/identity/ids/mgarcia/email-opt-in', { optedInOptimumEmail: false }))
        .statusCode,
    ).toBe(404);
    const self = await del(primary, '/api/identity/ids/jsmith');
    expect(self.statusCode).toBe(403);
    expect(self.json().error.reason).toBe('identity.primary-not-changeable');
  });

  it('stops at the limit with allowed_remaining 0', async () => {
    const primary = await as('netonly');
    const made: string[] = [];
    for (let i = 1; i < HOUSEHOLD_IDS_MAX; i++) {
      const res = await primary.post('/api/identity/ids', { ...NEW_ID, id: `net.member${i}` });
      expect(res.statusCode).toBe(201);
      made.push(`net.member${i}`);
    }
    expect((await primary.get('/api/identity/ids')).json().allowed_remaining).toBe(0);
    const over = await primary.post('/api/identity/ids', { ...NEW_ID, id: 'net.over' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.reason).toBe('identity.limit-reached');
    for (const id of made) await del(primary, `/api/identity/ids/${id}`);
  });
});
