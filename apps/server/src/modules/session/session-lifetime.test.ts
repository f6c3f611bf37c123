import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { DAY, HOUR, MINUTE } from '../../platform/clock.ts';
import { sessionKey } from '../../platform/sessions/session-store.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const summary = (b: Browser) => b.get('/api/billing/summary');

describe('session lifetime', () => {
  it('rotates the session id at sign-in and ends the old one', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    const first = b.cookies.get('coax_sid');
    await b.signIn('jsmith');
    const second = b.cookies.get('coax_sid');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await app.store.get(sessionKey(first ?? ''))).toBeNull();
    // Someone holding the old id gets nothing.
    const thief = new Browser(app);
    thief.cookies.set('coax_sid', first ?? '');
    expect((await summary(thief)).statusCode).toBe(401);
  });

  it('stores only a hash of the session id', async () => {
    const b = new Browser(app);
    await b.signIn('netonly');
    const token = b.cookies.get('coax_sid') ?? '';
    const rows = await app.db.kysely.selectFrom('sessions').select('id').execute();
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.some((r) => r.id === sessionKey(token))).toBe(true);
  });

  it('ends an ordinary session after the idle limit with "Your session has expired. Login required."', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    app.clock.advance(20 * MINUTE);
    expect((await summary(b)).statusCode).toBe(200);
    app.clock.advance(20 * MINUTE); // 20 minutes since last use: still alive
    expect((await summary(b)).statusCode).toBe(200);
    app.clock.advance(app.config.SESSION_IDLE_MINUTES * MINUTE + 1000);
    const res = await summary(b);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'SESSION_EXPIRED',
      reason: 'session.expired',
      message: 'Your session has expired. Login required.',
    });
    expect((await b.get('/api/session')).json().user).toBeNull();
  });

  it('ends a session at the absolute limit however busy it is', async () => {
    const b = new Browser(app);
    await b.signIn('acmebiz');
    const steps = Math.ceil((app.config.SESSION_MAX_HOURS * HOUR) / (20 * MINUTE));
    for (let i = 0; i < steps - 1; i++) {
      app.clock.advance(20 * MINUTE);
      expect((await b.get('/api/session')).json().user?.id).toBe('acmebiz');
    }
    app.clock.advance(20 * MINUTE + 1000);
    expect((await b.get('/api/session')).json().user).toBeNull();
  });

  it("refreshes a remembered session's cookie once it reaches the configured age (seed 002 §4), and only then", async () => {
    const b = new Browser(app);
    await b.signIn('netonly', undefined, true);
    const refreshMs = app.config.SESSION_COOKIE_REFRESH_HOURS * HOUR;
    const rememberMs = app.config.SESSION_REMEMBER_DAYS * DAY;
    app.clock.advance(refreshMs - 60_000);
    const young = await b.get('/api/session');
    expect(young.cookies.find((c) => c.name === 'coax_sid')).toBeUndefined();
    app.clock.advance(60_000);
    const refreshed = (await b.get('/api/session')).cookies.find((c) => c.name === 'coax_sid');
    expect(refreshed?.maxAge).toBe(rememberMs / 1000);
    // the session now lives SESSION_REMEMBER_DAYS from the refresh, past its first end
    app.clock.advance(rememberMs - refreshMs + HOUR);
    expect((await b.get('/api/session')).json().user?.id).toBe('netonly');
  });

  it('keeps a remembered session for days, with a persistent cookie, but asks for the password again for sensitive calls', async () => {
    const b = new Browser(app);
    const res = await b.signIn('jsmith', undefined, true);
    const cookie = res.cookies.find((c) => c.name === 'coax_sid');
    expect(cookie?.maxAge).toBe(app.config.SESSION_REMEMBER_DAYS * 24 * 3600);
    app.clock.advance(3 * DAY);
    expect((await b.get('/api/session')).json().user?.id).toBe('jsmith');
    const stale = await summary(b);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error).toEqual({
      code: 'REAUTH_REQUIRED',
      reason: 'session.reauth-required',
      message: 'Reauthentication required',
    });

    const wrong = await b.post('/api/session/reauth', { password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('BAD_CREDENTIALS');
    const ok = await b.post('/api/session/reauth', { password: 'Coax2026demo' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.t).toBe(app.clock.now());
    expect((await summary(b)).statusCode).toBe(200);
  });

  it('destroys the session at sign-out', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    const token = b.cookies.get('coax_sid') ?? '';
    const out = await b.post('/api/session/logout');
    expect(out.statusCode).toBe(200);
    expect(b.cookies.has('coax_sid')).toBe(false);
    expect(await app.store.get(sessionKey(token))).toBeNull();
    expect((await summary(b)).json().error.code).toBe('NO_SESSION');
  });

  it('logout-all ends every session of the id, on every device', async () => {
    const phone = new Browser(app);
    const laptop = new Browser(app);
    const other = new Browser(app);
    await phone.signIn('jsmith');
    await laptop.signIn('jsmith');
    await other.signIn('netonly');
    const res = await laptop.post('/api/session/logout-all', { id: 'jsmith' });
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    expect((await summary(phone)).statusCode).toBe(401);
    expect((await laptop.get('/api/session')).json().user).toBeNull();
    expect((await other.get('/api/session')).json().user.id).toBe('netonly');
  });

  it('tells the page a session ended, so it can say "Your session has expired" (seed 000 §8)', async () => {
    // signed out elsewhere: the cookie names a session that no longer exists
    const phone = new Browser(app);
    const laptop = new Browser(app);
    await phone.signIn('mgarcia');
    await laptop.signIn('mgarcia');
    expect((await phone.get('/api/session')).json().expired).toBe(false);
    expect((await laptop.post('/api/session/logout-all', { id: 'mgarcia' })).statusCode).toBe(200);
    const ended = (await phone.get('/api/session')).json();
    expect(ended).toMatchObject({ user: null, agent: null, expired: true });
    // the cookie now says the session ended, so a request the page sends later still learns it
    expect(phone.cookies.get('coax_sid')).toBe('ended');
    expect((await phone.get('/api/session')).json()).toMatchObject({ user: null, expired: true });
    expect((await phone.get('/api/network')).json()).toMatchObject({ error: { reason: 'session.expired' } });
    // signing in again replaces it; signing out clears it
    await phone.signIn('mgarcia');
    expect((await phone.get('/api/session')).json()).toMatchObject({
      user: { id: 'mgarcia' },
      expired: false,
    });
    expect((await phone.post('/api/session/logout')).statusCode).toBe(200);
    expect(phone.cookies.has('coax_sid')).toBe(false);
    expect((await phone.get('/api/session')).json()).toMatchObject({ user: null, expired: false });

    // past the idle limit
    const idle = new Browser(app);
    await idle.signIn('latepay');
    app.clock.advance(app.config.SESSION_IDLE_MINUTES * MINUTE + 1000);
    expect((await idle.get('/api/session')).json()).toMatchObject({ user: null, expired: true });

    // no cookie at all, and a session that is live
    expect((await new Browser(app).get('/api/session')).json()).toMatchObject({ user: null, expired: false });
    const live = new Browser(app);
    await live.signIn('latepay');
    expect((await live.get('/api/session')).json()).toMatchObject({
      user: { id: 'latepay' },
      expired: false,
    });
  });

  it("lets a primary user end a household id's sessions, but not the reverse, nor another account's", async () => {
    const kid = new Browser(app);
    await kid.signIn('jsmith.kid');
    const parent = new Browser(app);
    await parent.signIn('jsmith');
    expect((await kid.post('/api/session/logout-all', { id: 'jsmith' })).statusCode).toBe(403);
    expect((await parent.post('/api/session/logout-all', { id: 'netonly' })).statusCode).toBe(403);
    expect((await parent.post('/api/session/logout-all', { id: 'jsmith.kid' })).json().ended).toBe(1);
    expect((await kid.get('/api/session')).json().user).toBeNull();
  });

  it('asks for the password again before logout-all on an old sign-in', async () => {
    const b = new Browser(app);
    await b.signIn('mgarcia', undefined, true);
    app.clock.advance((app.config.SESSION_REAUTH_HOURS + 1) * HOUR);
    const res = await b.post('/api/session/logout-all', { id: 'mgarcia' });
    expect(res.json().error.code).toBe('REAUTH_REQUIRED');
  });
});
