import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LockoutPolicy, PasswordMessages } from '@coax/domain';
import { Browser, DEMO_PASSWORD, createTestApp, type TestApp } from '../../../test/harness.ts';
import { HOUR, MINUTE } from '../../platform/clock.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const NEW_PASSWORD = 'Maple7Harbor2Quilt';

const change = (b: Browser, body: object) => b.post('/api/session/password', body);

let nextAddress = 1;
/** Each browser its own address, so the per-address sign-in throttle never joins the cases. */
async function signedIn(id: string, remember = false, password = DEMO_PASSWORD): Promise<Browser> {
  const n = nextAddress++;
  const b = new Browser(app, `10.77.${Math.floor(n / 250)}.${n % 250}`);
  await b.signIn(id, password, remember);
  return b;
}

async function canSignIn(id: string, password: string): Promise<boolean> {
  const res = await new Browser(app, '10.78.0.1').post('/api/session/login', { id, password });
  await app.db.kysely.deleteFrom('login_failures').execute();
  return res.statusCode === 200;
}

describe('POST /api/session/password', () => {
  it('changes the password, ends the id’s other sessions and keeps this one', async () => {
    const here = await signedIn('acmebiz');
    const phone = await signedIn('acmebiz');
    const laptop = await signedIn('acmebiz');
    const neighbour = await signedIn('netonly');
    const cookie = here.cookies.get('coax_sid');

    const res = await change(here, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ endedSessions: 2 });

    // This browser keeps its cookie and its session; the other two are signed out.
    expect(here.cookies.get('coax_sid')).toBe(cookie);
    expect((await here.get('/api/session')).json().user?.id).toBe('acmebiz');
    expect((await phone.get('/api/session')).json().user).toBeNull();
    expect((await laptop.get('/api/session')).json().user).toBeNull();
    // Nobody else's sessions are touched.
    expect((await neighbour.get('/api/session')).json().user?.id).toBe('netonly');

    expect(await canSignIn('acmebiz', DEMO_PASSWORD)).toBe(false);
    expect(await canSignIn('acmebiz', NEW_PASSWORD)).toBe(true);
    // The stored value is a fresh hash, never the password.
    const row = await app.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', 'acmebiz')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toContain(NEW_PASSWORD);
    expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('keeps the session’s absolute end, and counts the change as a fresh password check', async () => {
    const b = await signedIn('mgarcia');
    const before = (
      await app.db.kysely.selectFrom('sessions').selectAll().where('user_id', '=', 'mgarcia').execute()
    )[0];
    app.clock.advance(10 * MINUTE);
    const res = await change(b, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const after = await app.db.kysely
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', 'mgarcia')
      .execute();
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(before?.id);
    expect(after[0]?.expires_at).toBe(before?.expires_at);
    expect(after[0]?.created_at).toBe(before?.created_at);
    expect(after[0]?.auth_at).toBe(app.clock.now());
    // Back to the demo password so other tests can sign in as mgarcia.
    expect((await change(b, { currentPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['too short', 'abc12', PasswordMessages.length, 'session.password.length'],
    ['too long', 'a1'.repeat(17), PasswordMessages.length, 'session.password.length'],
    ['a special character', 'Maple7-Harbor', PasswordMessages.characters, 'session.password.characters'],
    ['a space', 'Maple7 Harbor', PasswordMessages.characters, 'session.password.characters'],
    [
      'four identical characters in a row',
      'Maple7aaaa',
      PasswordMessages.repetitive,
      'session.password.repetitive',
    ],
    ['a run of four', 'Maple1234x', PasswordMessages.repetitive, 'session.password.repetitive'],
  ])(
    'refuses a new password with %s with 400, the seed message and its own reason, leaving the password alone',
    async (_what, newPassword, message, reason) => {
      const b = await signedIn('latepay');
      const res = await change(b, { currentPassword: DEMO_PASSWORD, newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
      expect(res.json().error.reason).toBe(reason);
      expect(res.json().error.issues).toEqual([{ path: 'body.newPassword', reason, message }]);
      expect(await canSignIn('latepay', DEMO_PASSWORD)).toBe(true);
    },
  );

  it('accepts the limits themselves: 6 and 32 characters, underscore allowed', async () => {
    const b = await signedIn('latepay');
    for (const [current, next] of [
      [DEMO_PASSWORD, 'b7_x2q'],
      ['b7_x2q', 'Zq8'.repeat(10) + 'k9'],
      ['Zq8'.repeat(10) + 'k9', DEMO_PASSWORD],
    ]) {
      const res = await change(b, { currentPassword: current, newPassword: next });
      expect(res.statusCode, `${next}: ${res.body}`).toBe(200);
    }
  });

  it('answers a wrong current password with BAD_CREDENTIALS, counting toward the sign-in lockout', async () => {
    const b = await signedIn('jsmith.kid');
    for (let i = 1; i < LockoutPolicy.MAX_FAILURES; i++) {
      const res = await change(b, { currentPassword: `Wrong${i}pass`, newPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        code: 'BAD_CREDENTIALS',
        attempts_remaining: LockoutPolicy.MAX_FAILURES - i,
        failed_attempts: i,
      });
    }
    const last = await change(b, { currentPassword: 'WrongAgain9', newPassword: NEW_PASSWORD });
    expect(last.statusCode).toBe(423);
    expect(last.json().error.code).toBe('TEMP_BAN');
    // The ban is this browser's sign-in ban: the right password is refused, here and at sign-in.
    const banned = await change(b, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(banned.statusCode).toBe(423);
    const signIn = await b.post('/api/session/login', { id: 'jsmith.kid', password: DEMO_PASSWORD });
    expect(signIn.json().error.code).toBe('TEMP_BAN');
    // The session itself is not ended by the failures.
    expect((await b.get('/api/session')).json().user?.id).toBe('jsmith.kid');
    app.clock.advance(LockoutPolicy.BAN_MINUTES * MINUTE + 1000);
    expect(await canSignIn('jsmith.kid', DEMO_PASSWORD)).toBe(true);
  });

  it('counts a session taken to another browser with the strangers, whose ban it then meets', async () => {
    const owner = await signedIn('mgarcia');
    const thief = new Browser(app, '203.0.113.77');
    for (const name of ['coax_sid', 'coax_csrf']) thief.cookies.set(name, owner.cookies.get(name) ?? '');
    for (let i = 0; i < LockoutPolicy.MAX_FAILURES; i++) {
      await change(thief, { currentPassword: `Guess${i}word`, newPassword: NEW_PASSWORD });
    }
    const refused = await change(thief, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(refused.json().error.code).toBe('TEMP_BAN');
    const stranger = await new Browser(app, '198.51.100.20').post('/api/session/login', {
      id: 'mgarcia',
      password: DEMO_PASSWORD,
    });
    expect(stranger.json().error.code).toBe('TEMP_BAN');
    // the owner's own browser is not banned by the thief's guesses
    const own = await change(owner, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(own.statusCode, own.body).toBe(200);
    expect(
      (await change(owner, { currentPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('clears earlier failures once the current password is right', async () => {
    const b = await signedIn('netonly');
    await change(b, { currentPassword: 'Wrong1pass', newPassword: NEW_PASSWORD });
    const ok = await change(b, { currentPassword: ` ${DEMO_PASSWORD} `, newPassword: NEW_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    const failures = await app.db.kysely
      .selectFrom('login_failures')
      .selectAll()
      .where('user_key', '=', 'netonly')
      .execute();
    expect(failures).toEqual([]);
    expect((await change(b, { currentPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('refuses an agent acting for a subscriber, and leaves the subscriber’s password alone', async () => {
    const agent = await signedIn('agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'netonly' })).statusCode).toBe(200);
    const res = await change(agent, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(await canSignIn('netonly', DEMO_PASSWORD)).toBe(true);
    expect(await canSignIn('agent1', DEMO_PASSWORD)).toBe(true);
  });

  it('lets an agent who is not acting for anyone change their own password', async () => {
    const agent = await signedIn('agent1');
    const res = await change(agent, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await canSignIn('agent1', NEW_PASSWORD)).toBe(true);
    const back = await signedIn('agent1', false, NEW_PASSWORD);
    expect(
      (await change(back, { currentPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('needs a session, a recent sign-in and the anti-forgery header', async () => {
    const anonymous = await change(new Browser(app), {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);

    // Remembered, so the session outlives the re-authentication limit without going idle.
    const b = await signedIn('jsmith', true);
    const forged = await b.post(
      '/api/session/password',
      { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
      { csrf: false },
    );
    expect(forged.statusCode).toBe(403);

    app.clock.advance(app.config.SESSION_REAUTH_HOURS * HOUR + MINUTE);
    const stale = await change(b, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.code).toBe('REAUTH_REQUIRED');
    expect(await canSignIn('jsmith', DEMO_PASSWORD)).toBe(true);
  });

  it('refuses unknown fields and a missing current password with 400', async () => {
    const b = await signedIn('jsmith');
    const extra = await change(b, {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      id: 'netonly',
    });
    expect(extra.statusCode).toBe(400);
    const missing = await change(b, { newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    const blank = await change(b, { currentPassword: '   ', newPassword: NEW_PASSWORD });
    expect(blank.statusCode).toBe(400);
    expect(await canSignIn('jsmith', DEMO_PASSWORD)).toBe(true);
  });
});
