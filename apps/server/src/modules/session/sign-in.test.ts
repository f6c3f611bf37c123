import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LockoutPolicy } from '@coax/domain';
import { Browser, createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.ts';
import { MINUTE } from '../../platform/clock.ts';
import { DEVICE_TRUST_MS, purgeSignIn } from './login-throttle.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());
beforeEach(async () => {
  await app.db.kysely.deleteFrom('login_failures').execute();
});

describe('sign-in', () => {
  it('signs a subscriber in with a trimmed id and password and returns the seed session user', async () => {
    const b = new Browser(app);
    const res = await b.post('/api/session/login', { id: '  JSmith ', password: ` ${DEMO_PASSWORD} ` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: 'jsmith',
      primary: true,
      accountNumber: '781245006201',
      p: { bp: 1, email: 1, dvr: 1, mus: 'active' },
      ool: true,
      io: true,
      ov: true,
      biz: 0,
      hubId: '105',
      csrId: null,
      entitlements: { email: true, tv: true, dvr: true, voicemail: true, billPay: true },
    });
    expect(body.user.t).toBe(app.clock.now());
    const cookie = res.cookies.find((c) => c.name === 'coax_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    expect(cookie?.maxAge).toBeUndefined();
  });

  it('gives each demo role the session its account implies', async () => {
    const kid = (await new Browser(app).signIn('jsmith.kid')).json().user;
    expect(kid).toMatchObject({
      primary: false,
      p: { bp: 0, dvr: 0 },
      entitlements: { billPay: false, dvr: false },
    });
    const mg = (await new Browser(app).signIn('mgarcia')).json().user;
    expect(mg).toMatchObject({ laBoxUser: true, laboxOrMini: true, language: 'es', ov: false });
    expect(mg.m2m).toBeUndefined();
    expect((await new Browser(app).signIn('acmebiz')).json().user.biz).toBe(1);
    const net = (await new Browser(app).signIn('netonly')).json().user;
    expect(net).toMatchObject({ io: false, ov: false, ool: true, entitlements: { tv: false, email: true } });
    const agent = (await new Browser(app).signIn('agent1')).json();
    expect(agent).toMatchObject({ user: null, agent: { id: 'agent1', name: 'Alex Rivera' } });
  });

  it('answers a wrong password with BAD_CREDENTIALS, attempts_remaining and failed_attempts', async () => {
    const res = await new Browser(app).post('/api/session/login', { id: 'jsmith', password: 'wrong-one' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      code: 'BAD_CREDENTIALS',
      attempts_remaining: LockoutPolicy.MAX_FAILURES - 1,
      failed_attempts: 1,
    });
    expect(res.cookies.find((c) => c.name === 'coax_sid')).toBeUndefined();
  });

  it('answers an unknown id exactly as a wrong password, so ids cannot be discovered', async () => {
    const res = await new Browser(app).post('/api/session/login', {
      id: 'nobody-here',
      password: 'whatever1',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      code: 'BAD_CREDENTIALS',
      attempts_remaining: 4,
      failed_attempts: 1,
    });
  });

  it('rejects an empty id or password with a readable 400', async () => {
    const res = await new Browser(app).post('/api/session/login', { id: '   ', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'BAD_REQUEST', message: 'body.id: Enter your id.' });
    const res2 = await new Browser(app).post('/api/session/login', { id: 'jsmith', password: 42 });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().error.issues[0].path).toBe('body.password');
  });

  it('bans an id after the limit with TEMP_BAN and ban_info, refuses even the right password, and lifts the ban in time', async () => {
    const b = new Browser(app);
    for (let i = 1; i < LockoutPolicy.MAX_FAILURES; i++) {
      const r = await b.post('/api/session/login', { id: 'latepay', password: 'nope-nope' });
      expect(r.json().error.attempts_remaining).toBe(LockoutPolicy.MAX_FAILURES - i);
    }
    const banned = await b.post('/api/session/login', { id: 'latepay', password: 'nope-nope' });
    expect(banned.statusCode).toBe(423);
    const until = app.clock.now() + LockoutPolicy.BAN_MINUTES * MINUTE;
    expect(banned.json().error).toMatchObject({
      code: 'TEMP_BAN',
      ban_info: { until: new Date(until).toISOString(), seconds_remaining: LockoutPolicy.BAN_MINUTES * 60 },
    });
    const stillBanned = await b.post('/api/session/login', { id: 'latepay', password: DEMO_PASSWORD });
    expect(stillBanned.statusCode).toBe(423);

    // Another id is not affected by this one's ban.
    expect((await new Browser(app).signIn('netonly')).statusCode).toBe(200);

    app.clock.advance(LockoutPolicy.BAN_MINUTES * MINUTE + 1000);
    expect((await b.signIn('latepay')).statusCode).toBe(200);
  });

  it('keeps a ban for its whole time when the failures that reached the limit began long before it', async () => {
    const b = new Browser(app);
    for (let i = 1; i < LockoutPolicy.MAX_FAILURES; i++) {
      await b.post('/api/session/login', { id: 'pmover', password: 'nope-nope' });
    }
    app.clock.advance((LockoutPolicy.WINDOW_MINUTES - 1) * MINUTE);
    const banned = await b.post('/api/session/login', { id: 'pmover', password: 'nope-nope' });
    expect(banned.statusCode).toBe(423);
    // The first failures are now older than the window, yet the ban they led to still runs.
    app.clock.advance(2 * MINUTE);
    const still = await b.post('/api/session/login', { id: 'pmover', password: DEMO_PASSWORD });
    expect(still.statusCode).toBe(423);
    expect(still.json().error.ban_info.seconds_remaining).toBe((LockoutPolicy.BAN_MINUTES - 2) * 60);
    app.clock.advance((LockoutPolicy.BAN_MINUTES - 2) * MINUTE);
    expect((await b.signIn('pmover')).statusCode).toBe(200);
  });

  it('resets the failure count after a successful sign-in', async () => {
    const b = new Browser(app);
    await b.post('/api/session/login', { id: 'acmebiz', password: 'bad-pass-1' });
    await b.post('/api/session/login', { id: 'acmebiz', password: 'bad-pass-2' });
    await b.signIn('acmebiz');
    const r = await new Browser(app).post('/api/session/login', { id: 'acmebiz', password: 'bad-pass-3' });
    expect(r.json().error).toMatchObject({ attempts_remaining: 4, failed_attempts: 1 });
  });

  it('forgets failures older than the window', async () => {
    const b = new Browser(app);
    for (let i = 0; i < LockoutPolicy.MAX_FAILURES - 1; i++) {
      await b.post('/api/session/login', { id: 'mgarcia', password: 'bad-pass' });
    }
    app.clock.advance(LockoutPolicy.WINDOW_MINUTES * MINUTE + 1000);
    const r = await b.post('/api/session/login', { id: 'mgarcia', password: 'bad-pass' });
    expect(r.json().error).toMatchObject({ code: 'BAD_CREDENTIALS', failed_attempts: 1 });
  });

  it('throttles one address that fails across many ids, without locking those ids for anyone else', async () => {
    const attacker = new Browser(app, '203.0.113.9');
    for (let i = 0; i < LockoutPolicy.ADDRESS_MAX_FAILURES; i++) {
      const r = await attacker.post('/api/session/login', { id: `victim${i}`, password: 'guess-123' });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await attacker.post('/api/session/login', { id: 'jsmith', password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('THROTTLED');
    // The real subscriber, elsewhere, still signs in.
    expect((await new Browser(app, '198.51.100.4').signIn('jsmith')).statusCode).toBe(200);
  });

  it("keeps the subscriber's own browser signing in while a stranger's wrong passwords ban the id elsewhere", async () => {
    await app.db.kysely.deleteFrom('trusted_devices').execute();
    const own = new Browser(app, '198.51.100.7');
    expect((await own.signIn('netonly')).statusCode).toBe(200);
    const device = own.cookies.get('coax_device') ?? '';
    expect(device.length).toBeGreaterThanOrEqual(32);
    await own.post('/api/session/logout');

    const stranger = new Browser(app, '203.0.113.50');
    for (let i = 0; i < LockoutPolicy.MAX_FAILURES; i++) {
      await stranger.post('/api/session/login', { id: 'netonly', password: 'guess-guess' });
    }
    expect(
      (await stranger.post('/api/session/login', { id: 'netonly', password: DEMO_PASSWORD })).json(),
    ).toMatchObject({ error: { code: 'TEMP_BAN' } });
    // another browser without the cookie is a stranger too, wherever it is
    expect(
      (
        await new Browser(app, '198.51.100.7').post('/api/session/login', {
          id: 'netonly',
          password: DEMO_PASSWORD,
        })
      ).statusCode,
    ).toBe(423);
    // a made-up device cookie, or one another id earned, is no better
    const forged = new Browser(app, '198.51.100.8');
    forged.cookies.set('coax_device', 'x'.repeat(43));
    expect(
      (await forged.post('/api/session/login', { id: 'netonly', password: DEMO_PASSWORD })).statusCode,
    ).toBe(423);
    const other = new Browser(app, '198.51.100.9');
    expect((await other.signIn('jsmith')).statusCode).toBe(200);
    await other.post('/api/session/logout');
    expect(
      (await other.post('/api/session/login', { id: 'netonly', password: DEMO_PASSWORD })).statusCode,
    ).toBe(423);

    // the subscriber's own browser: its wrong password counts on its own, and the right one works
    const wrong = await own.post('/api/session/login', { id: 'netonly', password: 'typo-typo' });
    expect(wrong.json().error).toMatchObject({ code: 'BAD_CREDENTIALS', failed_attempts: 1 });
    expect((await own.signIn('netonly')).statusCode).toBe(200);
    expect(own.cookies.get('coax_device')).toBe(device);
    // and that success does not lift the strangers' ban
    expect(
      (await stranger.post('/api/session/login', { id: 'netonly', password: DEMO_PASSWORD })).statusCode,
    ).toBe(423);
  });

  it("bans a trusted browser on its own failures, and a browser's trust ends with its cookie's life", async () => {
    await app.db.kysely.deleteFrom('trusted_devices').execute();
    const own = new Browser(app);
    expect((await own.signIn('mgarcia')).statusCode).toBe(200);
    await own.post('/api/session/logout');
    for (let i = 0; i < LockoutPolicy.MAX_FAILURES; i++) {
      await own.post('/api/session/login', { id: 'mgarcia', password: 'guess-guess' });
    }
    expect(
      (await own.post('/api/session/login', { id: 'mgarcia', password: DEMO_PASSWORD })).statusCode,
    ).toBe(423);
    // the trusted browser's ban is its own: a stranger's count is untouched
    const elsewhere = await new Browser(app).post('/api/session/login', {
      id: 'mgarcia',
      password: 'nope-nope',
    });
    expect(elsewhere.json().error).toMatchObject({ code: 'BAD_CREDENTIALS', failed_attempts: 1 });
    const rows = await app.db.kysely.selectFrom('trusted_devices').selectAll().execute();
    expect(rows.map((r) => r.user_key)).toEqual(['mgarcia']);
  });

  it("trusts a browser no more once it has not signed in for the cookie's life, and the job forgets it", async () => {
    await app.db.kysely.deleteFrom('trusted_devices').execute();
    const own = new Browser(app);
    expect((await own.signIn('jsmith.kid')).statusCode).toBe(200);
    await own.post('/api/session/logout');
    const stranger = new Browser(app, '203.0.113.90');
    for (let i = 0; i < LockoutPolicy.MAX_FAILURES; i++) {
      await stranger.post('/api/session/login', { id: 'jsmith.kid', password: 'guess-guess' });
    }
    app.clock.advance(DEVICE_TRUST_MS + MINUTE);
    // long after, the strangers' ban has lifted and the old failures are past every window
    expect(await purgeSignIn(app.db.kysely, app.clock.now())).toBe(LockoutPolicy.MAX_FAILURES + 1);
    expect(await app.db.kysely.selectFrom('trusted_devices').selectAll().execute()).toEqual([]);
    expect(await app.db.kysely.selectFrom('login_failures').selectAll().execute()).toEqual([]);
    // the old cookie makes the browser a stranger now: its wrong password counts with theirs
    await stranger.post('/api/session/login', { id: 'jsmith.kid', password: 'guess-again' });
    const wrong = await own.post('/api/session/login', { id: 'jsmith.kid', password: 'typo-typo' });
    expect(wrong.json().error).toMatchObject({ failed_attempts: 2 });
    // and a sign-in trusts it again
    expect((await own.signIn('jsmith.kid')).statusCode).toBe(200);
    expect(await app.db.kysely.selectFrom('trusted_devices').select('user_key').execute()).toEqual([
      { user_key: 'jsmith.kid' },
    ]);
  });
});
