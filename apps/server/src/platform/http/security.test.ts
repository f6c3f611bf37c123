import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@coax/contract';
import { Browser, createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'coax-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    // every answered request logged, so the log tests below read every request's line
    env: { WEB_DIST: dist, LOG_SAMPLE_EVERY: '1' },
    beforeReady: (s) => {
      s.get('/api/test-explode', async () => {
        throw new Error('secret internal detail: db password hunter2');
      });
    },
  });
});
afterAll(async () => app.close());

describe('anti-forgery', () => {
  it('refuses a state change without the anti-forgery header', async () => {
    const res = await new Browser(app).post(
      '/api/session/login',
      { id: 'jsmith', password: DEMO_PASSWORD },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF');
  });

  it('refuses a header that does not match the cookie', async () => {
    const b = new Browser(app);
    await b.get('/api/session');
    const res = await b.post(
      '/api/session/login',
      { id: 'jsmith', password: DEMO_PASSWORD },
      { csrf: false, headers: { 'x-csrf-token': 'forged-token-forged-token' } },
    );
    expect(res.statusCode).toBe(403);
  });

  it('refuses a cross-site POST even with a valid token', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    const bySite = await b.post(
      '/api/session/logout-all',
      { id: 'jsmith' },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(bySite.statusCode).toBe(403);
    const byOrigin = await b.post(
      '/api/session/logout-all',
      { id: 'jsmith' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(byOrigin.statusCode).toBe(403);
    // Nothing was ended.
    expect((await b.get('/api/session')).json().user.id).toBe('jsmith');
    const sameSite = await b.post('/api/session/logout', undefined, {
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
    });
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('errors', () => {
  it('hides 5xx details and logs them', async () => {
    const res = await new Browser(app).get('/api/test-explode');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        code: 'INTERNAL',
        reason: 'server.internal',
        message: 'We seem to be experiencing technical difficulties. Please try again later.',
      },
    });
    expect(res.body).not.toContain('hunter2');
    expect(app.logs()).toContain('secret internal detail');
  });

  it('answers malformed JSON, a wrong content type and an oversized body with 4xx messages', async () => {
    const b = new Browser(app);
    await b.get('/api/session');
    const headers = {
      'x-csrf-token': b.cookies.get('coax_csrf') ?? '',
      cookie: `coax_csrf=${b.cookies.get('coax_csrf')}`,
    };
    const bad = await app.server.inject({
      method: 'POST',
      url: '/api/session/login',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"id":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('The request body is not valid JSON.');
    const xml = await app.server.inject({
      method: 'POST',
      url: '/api/session/login',
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<id/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.message).toBe('Send the request body as application/json.');
    const text = await app.server.inject({
      method: 'POST',
      url: '/api/session/login',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(400);
    const huge = await app.server.inject({
      method: 'POST',
      url: '/api/session/login',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'x'.repeat(100_000), password: 'y' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await new Browser(app).get('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('logs', () => {
  it('never contain a password, a session id or an anti-forgery token', async () => {
    const b = new Browser(app);
    await b.post('/api/session/login', { id: 'jsmith', password: 'Wrong-Secret-77' });
    await b.signIn('jsmith');
    await b.get('/api/session?token=query-secret-99');
    const logs = app.logs();
    expect(logs).toContain('/api/session/login');
    expect(logs).not.toContain('Wrong-Secret-77');
    expect(logs).not.toContain(DEMO_PASSWORD);
    expect(logs).not.toContain(b.cookies.get('coax_sid'));
    expect(logs).not.toContain(b.cookies.get('coax_csrf'));
    expect(logs).not.toContain('query-secret-99');
  });
});

describe('headers, documents and the web app', () => {
  it('sends security headers and a strict CSP on pages and API answers', async () => {
    for (const url of ['/home', '/api/session']) {
      const res = await new Browser(app).get(url);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('serves the app for every seed path, including hash forms, and real files as files', async () => {
    for (const url of [
      '/',
      '/login/?referer=%2Fpay-bill%2F',
      '/pay-bill/my-bill/',
      '/tv/asset/',
      '/search/',
      '/espanol/home',
      '/pages/transition-tv.html',
    ]) {
      const res = await new Browser(app).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await new Browser(app).get('/assets/app-abc.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await new Browser(app).get('/assets/missing.js')).statusCode).toBe(404);
  });

  it('publishes an OpenAPI document covering every contract route, and a docs page', async () => {
    const doc = (await new Browser(app).get('/api/openapi.json')).json();
    for (const def of Object.values(allRoutes)) {
      expect(
        doc.paths[def.path.replace(/:(\w+)/g, '{$1}')]?.[def.method.toLowerCase()],
        def.path,
      ).toBeDefined();
    }
    expect(
      doc.paths['/api/session/login'].post.requestBody.content['application/json'].schema.properties.id,
    ).toBeDefined();
    const docs = await new Browser(app).get('/api/docs');
    expect(docs.headers['content-type']).toContain('text/html');
    expect(docs.body).toContain('/api/session/login');
  });

  it('registers every API route through the contract, each with an input schema for what it reads', async () => {
    const defs = Object.values(allRoutes);
    for (const def of defs) {
      if (def.path.includes(':')) expect(def.params, def.path).toBeDefined();
      // A DELETE reads only the thing its address names (a params schema, checked above).
      const readsNoBody = def.method === 'GET' || def.method === 'DELETE';
      // Ending something held (a session, acting for a subscriber, a new customer's grant) takes no
      // input; nor does granting an agent a look at one's equipment (a new access code).
      const takesNothing = [
        '/api/session/logout',
        '/api/csr/release',
        '/api/appointments/new-customer/end',
        '/api/support/consent',
      ];
      if (!readsNoBody && !takesNothing.includes(def.path)) {
        expect(def.body, def.path).toBeDefined();
      }
    }
    const contract = new Set(defs.map((d) => `${d.method} ${d.path}`));
    const documents = [
      'GET /api/openapi.json',
      'GET /api/docs',
      'GET /api/docs.css',
      'GET /api/test-explode',
      // live chat's server-sent event stream (text/event-stream, not JSON)
      'GET /api/support/chat/:chatId/events',
    ];
    const extra = app.served.filter(
      (r) => r.includes(' /api/') && !contract.has(r) && !documents.includes(r),
    );
    expect(extra).toEqual([]);
    expect(app.served.filter((r) => contract.has(r))).toHaveLength(contract.size);
  });

  it('refuses a body on a call that takes none', async () => {
    const b = new Browser(app);
    await b.signIn('jsmith');
    const res = await b.post('/api/session/logout', { surprise: true });
    expect(res.statusCode).toBe(400);
  });
});

describe('cookies over HTTPS', () => {
  it('marks the session cookie Secure when the request came through an HTTPS proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const b = new Browser(proxied);
      const res = await b.request({
        method: 'POST',
        url: '/api/session/login',
        payload: { id: 'jsmith', password: DEMO_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'coax_sid')?.secure).toBe(true);
      const plain = await new Browser(proxied).signIn('netonly');
      expect(plain.cookies.find((c) => c.name === 'coax_sid')?.secure).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
