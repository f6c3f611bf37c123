import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { BLOCKED_CORPS: ' 7799, 7801 ', SUPPORT_PHONE: '1-800-555-0100' } });
});
afterAll(async () => app.close());

describe('security flags (seed 000 §7, BLOCKED_CORPS)', () => {
  it('lists the blocked corps from configuration', async () => {
    const res = await new Browser(app).get('/api/config/security-flags');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ blockedCorps: ['7799', '7801'] });
  });

  it('reads BLOCKED_CORPS as a comma-separated list, empty by default, and refuses junk', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).BLOCKED_CORPS).toEqual([]);
    // the demo blocks its own blocked-corp customer's corp, unless told otherwise
    expect(loadConfig({}).BLOCKED_CORPS).toEqual(['7799']);
    expect(loadConfig({ BLOCKED_CORPS: '' }).BLOCKED_CORPS).toEqual([]);
    expect(loadConfig({ BLOCKED_CORPS: '7702,,7704' }).BLOCKED_CORPS).toEqual(['7702', '7704']);
    expect(() => loadConfig({ BLOCKED_CORPS: '77 02;x' })).toThrow(
      /BLOCKED_CORPS must be comma-separated corp ids/,
    );
  });
});

describe("the demo's blocked corp (seed 000 §6)", () => {
  it('puts jmover in the corp the demo blocks, so the TV transition page can be seen', async () => {
    const demo = await createTestApp();
    try {
      expect((await new Browser(demo).get('/api/config/security-flags')).json()).toEqual({
        blockedCorps: ['7799'],
      });
      // the same flags come with the configuration a page reads first
      expect((await new Browser(demo).get('/api/config')).json().securityFlags).toEqual({
        blockedCorps: ['7799'],
      });
      const b = new Browser(demo);
      await b.signIn('jmover');
      const { user } = (await b.get('/api/session')).json();
      expect(user).toMatchObject({ id: 'jmover', corpId: '7799', laBoxUser: false, laboxOrMini: false });
    } finally {
      await demo.close();
    }
  });
});

describe('support number by corp (seed 000 §7)', () => {
  it.each([
    ['acmebiz', '7710', '1-866-555-0142'],
    ['mgarcia', '7704', '1-800-555-0163'],
    // no line of its own: the operator's SUPPORT_PHONE
    ['jsmith', '7702', '1-800-555-0100'],
  ])("gives %s (corp %s) that corp's number %s", async (id, corpId, phone) => {
    const b = new Browser(app);
    await b.signIn(id);
    expect((await b.get('/api/config/support-number')).json()).toEqual({ corpId, phone });
  });

  it('gives a visitor the default number', async () => {
    expect((await new Browser(app).get('/api/config/support-number')).json()).toEqual({
      corpId: null,
      phone: '1-800-555-0100',
    });
  });

  it('gives an agent the number of the subscriber they act for, and ignores a corp in the query', async () => {
    const b = new Browser(app);
    await b.signIn('agent1');
    expect((await b.get('/api/config/support-number')).json()).toEqual({
      corpId: null,
      phone: '1-800-555-0100',
    });
    expect((await b.post('/api/csr/act-for', { id: 'acmebiz' })).statusCode).toBe(200);
    expect((await b.get('/api/config/support-number?corpId=7702')).json()).toEqual({
      corpId: '7710',
      phone: '1-866-555-0142',
    });
  });
});

describe('user agent (seed 000 §7, §1 deprecation banner)', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko', true],
    ['Mozilla/5.0 (Windows NT 10.0; rv:46.0) Gecko/20100101 Firefox/46.0', true],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', false],
  ])('judges %s deprecated: %s', async (ua, deprecated) => {
    const res = await new Browser(app).request({
      method: 'GET',
      url: '/api/config/user-agent',
      headers: { 'user-agent': ua },
    });
    expect(res.json()).toEqual({ userAgent: ua, deprecated });
  });

  it('answers a request without a user agent, and cuts an absurdly long one', async () => {
    const none = await app.server.inject({ method: 'GET', url: '/api/config/user-agent' });
    expect(none.statusCode).toBe(200);
    expect(none.json().deprecated).toBe(false);
    const long = await new Browser(app).request({
      method: 'GET',
      url: '/api/config/user-agent',
      headers: { 'user-agent': 'x'.repeat(5000) },
    });
    expect(long.json().userAgent).toHaveLength(512);
  });
});
