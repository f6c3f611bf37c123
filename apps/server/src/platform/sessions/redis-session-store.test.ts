import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { HOUR, MINUTE } from '../clock.ts';

// Redis runs on every machine this project targets, CI included; the suite uses it as the
// production configuration would with REDIS_URL set. TEST_REDIS_URL=off skips it.
const enabled = process.env.TEST_REDIS_URL !== 'off';
let app: TestApp;
beforeAll(async () => {
  if (enabled) app = await createTestApp({ store: 'redis' });
});
afterAll(async () => app?.close());

describe.runIf(enabled)('sessions in Redis', () => {
  it('signs in, reads the session back and signs out', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    expect((await b.get('/api/session')).json().user.id).toBe('jsmith');
    expect((await b.get('/api/billing/summary')).statusCode).toBe(200);
    await b.post('/api/session/logout');
    expect((await b.get('/api/billing/summary')).json().error.code).toBe('NO_SESSION');
  });

  it('expires an idle session and rotates at sign-in', async () => {
    const b = new Browser(app);
    await b.signIn('netonly');
    const first = b.cookies.get('coax_sid');
    await b.signIn('netonly');
    expect(b.cookies.get('coax_sid')).not.toBe(first);
    app.clock.advance(app.config.SESSION_IDLE_MINUTES * MINUTE + 1000);
    expect((await b.get('/api/billing/summary')).json().error.code).toBe('SESSION_EXPIRED');
  });

  it('logout-all ends every session of the id', async () => {
    const a = new Browser(app);
    const c = new Browser(app);
    await a.signIn('acmebiz');
    await c.signIn('acmebiz');
    expect((await a.post('/api/session/logout-all', { id: 'acmebiz' })).json().ended).toBe(2);
    expect((await c.get('/api/session')).json().user).toBeNull();
  });

  it('refreshes a remembered session, which sign-out everywhere still reaches', async () => {
    const b = new Browser(app);
    await b.signIn('mgarcia', undefined, true);
    app.clock.advance(app.config.SESSION_COOKIE_REFRESH_HOURS * HOUR);
    const res = await b.get('/api/session');
    expect(res.cookies.find((c) => c.name === 'coax_sid')?.maxAge).toBe(
      app.config.SESSION_REMEMBER_DAYS * 24 * 3600,
    );
    expect(res.json().user.id).toBe('mgarcia');
    const other = new Browser(app);
    await other.signIn('mgarcia');
    expect((await other.post('/api/session/logout-all', { id: 'mgarcia' })).json().ended).toBe(2);
    expect((await b.get('/api/session')).json().user).toBeNull();
  });
});
