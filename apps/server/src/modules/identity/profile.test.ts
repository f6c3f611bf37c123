import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUX_PIN_MAX_TRIES, AUX_PIN_WINDOW_MS } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { HOUR } from '../../platform/clock.ts';
import { purgeAuxPinMisses } from './profile-service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function as(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}
const setPin = (b: Browser, pin: string, confirmPin = pin) =>
  b.request({ method: 'PUT', url: '/api/identity/aux-pin', payload: { pin, confirmPin } });
const confirm = (b: Browser, pin: string) => b.post('/api/identity/aux-pin/confirm', { pin });

describe('the profile details', () => {
  it('needs a session', async () => {
    expect((await new Browser(app).get('/api/identity/profile')).statusCode).toBe(401);
  });

  it("answers the signed-in id's whole names and role", async () => {
    expect((await (await as('jsmith')).get('/api/identity/profile')).json()).toEqual({
      id: 'jsmith',
      firstName: 'Jonathan',
      lastName: 'Alexander Smith',
      primary: true,
    });
    expect((await (await as('jsmith.kid')).get('/api/identity/profile')).json()).toMatchObject({
      id: 'jsmith.kid',
      primary: false,
    });
  });
});

describe('the aux PIN (getAuxPin, setAuxPin, confirmAuxPin)', () => {
  it('needs a session for each call', async () => {
    const anon = new Browser(app);
    expect((await anon.get('/api/identity/aux-pin')).statusCode).toBe(401);
    expect((await setPin(anon, '1234')).statusCode).toBe(401);
    expect((await confirm(anon, '1234')).statusCode).toBe(401);
  });

  it('is not set at first, and confirming then is refused as not set', async () => {
    const b = await as('mgarcia');
    expect((await b.get('/api/identity/aux-pin')).json()).toEqual({ isSet: false, setAt: null });
    const res = await confirm(b, '1234');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.reason).toBe('identity.pin.not-set');
  });

  it('refuses a PIN that is not four digits, and two entries that differ, with 400', async () => {
    const b = await as('acmebiz');
    for (const pin of ['123', '12345', '12a4', '']) {
      const res = await setPin(b, pin);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues[0].reason).toBe('identity.pin.format');
    }
    const mismatch = await setPin(b, '1234', '1243');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.issues[0]).toMatchObject({
      path: 'body.confirmPin',
      reason: 'identity.pin.mismatch',
    });
    expect((await b.get('/api/identity/aux-pin')).json().isSet).toBe(false);
  });

  it('sets a PIN, stored hashed and never answered, and confirms it', async () => {
    const b = await as('jmover');
    const res = await setPin(b, '4826');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSet: true, setAt: new Date(app.clock.now()).toISOString() });
    const row = await app.db.kysely
      .selectFrom('users')
      .select(['aux_pin_hash'])
      .where('id', '=', 'jmover')
      .executeTakeFirstOrThrow();
    expect(row.aux_pin_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify((await b.get('/api/identity/aux-pin')).json())).not.toContain('4826');
    expect((await confirm(b, '4826')).json()).toEqual({ matches: true });
    expect((await confirm(b, '4827')).json()).toEqual({ matches: false });
  });

  it('lets a secondary id keep a PIN of its own, apart from the primary one', async () => {
    const kid = await as('jsmith.kid');
    expect((await setPin(kid, '1111')).statusCode).toBe(200);
    const primary = await as('jsmith');
    expect((await primary.get('/api/identity/aux-pin')).json().isSet).toBe(false);
    expect((await confirm(kid, '1111')).json().matches).toBe(true);
  });

  it(`throttles confirming after ${AUX_PIN_MAX_TRIES} misses, per id, until the window passes`, async () => {
    const b = await as('latepay');
    await setPin(b, '9051');
    for (let i = 0; i < AUX_PIN_MAX_TRIES; i++) {
      expect((await confirm(b, '0000')).json().matches).toBe(false);
    }
    const refused = await confirm(b, '9051');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.reason).toBe('identity.pin.throttled');
    // another id is not held back by latepay's misses
    const other = await as('netonly');
    await setPin(other, '2468');
    expect((await confirm(other, '2468')).json().matches).toBe(true);
    app.clock.advance(AUX_PIN_WINDOW_MS + 1);
    expect((await confirm(b, '9051')).json().matches).toBe(true);
  });

  it('needs a recent sign-in to set it', async () => {
    const b = new Browser(app);
    await b.signIn('netonly', undefined, true);
    app.clock.advance((app.config.SESSION_REAUTH_HOURS + 1) * HOUR);
    const res = await setPin(b, '1357');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('REAUTH_REQUIRED');
  });

  it('lets an agent acting for a subscriber check a PIN, logged, but not set one', async () => {
    const owner = await as('acmebiz');
    await setPin(owner, '3141');
    const agent = await as('agent1');
    expect((await confirm(agent, '3141')).statusCode).toBe(403);
    await agent.post('/api/csr/act-for', { id: 'acmebiz' });
    expect((await agent.get('/api/identity/aux-pin')).json().isSet).toBe(true);
    expect((await confirm(agent, '3141')).json()).toEqual({ matches: true });
    expect((await setPin(agent, '0000')).statusCode).toBe(403);
    const logged = await app.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('actor_id', '=', 'agent1')
      .where('subject_id', '=', 'acmebiz')
      .execute();
    expect(logged.some((e) => e.action.includes('aux-pin/confirm'))).toBe(true);
  });

  it('forgets misses older than the window when the purge job runs', async () => {
    const b = await as('mgarcia');
    await setPin(b, '7788');
    await confirm(b, '0000');
    const misses = () =>
      app.db.kysely.selectFrom('aux_pin_attempts').selectAll().where('user_id', '=', 'mgarcia').execute();
    expect(await misses()).toHaveLength(1);
    // a miss inside the window stays (older misses of other ids may go)
    await purgeAuxPinMisses(app.db.kysely, app.clock.now());
    expect(await misses()).toHaveLength(1);
    app.clock.advance(AUX_PIN_WINDOW_MS);
    await purgeAuxPinMisses(app.db.kysely, app.clock.now());
    expect(await misses()).toHaveLength(0);
  });
});
