import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

// Issue 21: visitors are counted by address, signed-in browsers by session, and a 429 says how
// long to wait.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '6', RATE_LIMIT_SESSION_PER_MINUTE: '10' } });
});
afterAll(() => app.close());

async function countUntilRefused(b: Browser, url = '/api/health/live'): Promise<number> {
  for (let i = 1; i <= 30; i++) {
    const res = await b.get(url);
    if (res.statusCode === 429) {
      expect(res.json().error).toMatchObject({ code: 'THROTTLED', reason: 'request.throttled' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      return i - 1;
    }
  }
  return Infinity;
}

describe('the rate limit', () => {
  it('counts visitors by address: one address gets its limit, another its own', async () => {
    expect(await countUntilRefused(new Browser(app, '10.0.0.1'))).toBe(6);
    // a second browser at the same address shares the count; another address does not
    expect((await new Browser(app, '10.0.0.1').get('/api/health/live')).statusCode).toBe(429);
    expect(await countUntilRefused(new Browser(app, '10.0.0.2'))).toBe(6);
  });

  it("counts a signed-in browser by its session: two people at one address don't share a limit", async () => {
    const [a, b] = [new Browser(app, '10.0.1.1'), new Browser(app, '10.0.1.1')];
    await a.signIn('jsmith');
    await b.signIn('mgarcia');
    // their sign-ins used 4 of the address's 6; each session then has its own 10
    expect(await countUntilRefused(a)).toBe(10);
    expect(await countUntilRefused(b)).toBe(10);
    // the address's own count is untouched by the sessions
    expect((await new Browser(app, '10.0.1.1').get('/api/health/live')).statusCode).toBe(200);
  });

  it('counts a made-up session cookie by the address, so new cookies buy no new limit', async () => {
    let refused = 0;
    for (let i = 0; i < 10; i++) {
      const res = await app.server.inject({
        url: '/api/health/live',
        remoteAddress: '10.0.2.1',
        headers: { cookie: `coax_sid=made-up-${i}` },
      });
      if (res.statusCode === 429) refused++;
    }
    expect(refused).toBe(4);
  });

  it("does not count the app's hashed files", async () => {
    const b = new Browser(app, '10.0.3.1');
    for (let i = 0; i < 10; i++) expect((await b.get(`/assets/app-${i}.js`)).statusCode).not.toBe(429);
    expect(await countUntilRefused(b)).toBe(6);
  });
});
