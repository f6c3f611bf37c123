import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlOf } from '@coax/contract';
import { Browser, createTestApp, DEMO_PASSWORD, type TestApp } from '../harness.ts';
import { call, callerFor, contractRoutes, freshIp, sampleInput } from './contract-routes.ts';

// What every answer carries, whatever produced it: a contract route, an error, the built web
// app or the API documents. The web app is a stand-in dist, as in security.test.ts.

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'coax-attack-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.css'), 'body{}');

/** Seed paths the app answers with its page, an asset, the documents, and answers that are errors. */
const PAGES = [
  '/',
  '/home',
  '/login/?referer=%2Fpay-bill%2F',
  '/pay-bill/my-bill/',
  '/espanol/home',
  '/pages/transition-tv.html',
  '/no/such/page',
];
const OTHER = [
  '/assets/app-abc.js',
  '/assets/app-abc.css',
  '/assets/missing.js',
  '/api/docs',
  '/api/openapi.json',
  '/api/no-such-thing',
];

let app: TestApp;
let secure: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { WEB_DIST: dist } });
  secure = await createTestApp({ env: { WEB_DIST: dist, COOKIE_SECURE: 'true' } });
});
afterAll(async () => {
  await app.close();
  await secure.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** 'default-src 'self'; img-src 'self' data:' -> { 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] } */
function parseCsp(header: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name.toLowerCase()] = values;
  }
  return out;
}

function expectSecurityHeaders(res: LightMyRequestResponse, where: string) {
  const csp = parseCsp(String(res.headers['content-security-policy'] ?? ''));
  expect(csp['default-src'], where).toEqual(["'self'"]);
  expect(csp['script-src'], where).toEqual(["'self'"]);
  expect(csp['frame-ancestors'], where).toEqual(["'none'"]);
  expect(csp['object-src'], where).toEqual(["'none'"]);
  expect(csp['base-uri'], where).toEqual(["'self'"]);
  expect(csp['form-action'], where).toEqual(["'self'"]);
  // No directive may open the door again: no wildcards, inline or eval, anywhere.
  for (const [name, values] of Object.entries(csp)) {
    for (const v of values) {
      expect(v, `${where} ${name}`).not.toMatch(/^\*$|unsafe-inline|unsafe-eval|^https?:$/);
    }
  }
  expect(res.headers['x-content-type-options'], where).toBe('nosniff');
  expect(res.headers['referrer-policy'], where).toBe('no-referrer');
  expect(res.headers['x-frame-options'], where).toBe('SAMEORIGIN');
  expect(res.headers['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(res.headers['x-powered-by'], where).toBeUndefined();
  expect(res.headers.server, where).toBeUndefined();
}

describe('security headers', () => {
  it.each(PAGES)('are on the page served for %s', async (url) => {
    const res = await new Browser(app).get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(res, url);
  });

  it.each(OTHER)('are on %s', async (url) => {
    expectSecurityHeaders(await new Browser(app).get(url), url);
  });

  describe.each(contractRoutes.map((r) => [r.label, r] as const))('%s', (label, route) => {
    it('carries them, with no-store, when answered and when refused', async () => {
      const b = new Browser(app, freshIp('10.50'));
      const refused = await call(
        b,
        route.def,
        sampleInput(route, () => undefined),
      );
      expectSecurityHeaders(refused, `${label} (anonymous)`);
      await b.signIn(callerFor(route.def));
      const answered = await call(
        b,
        route.def,
        sampleInput(route, (f) => (f.name === 'id' ? 'netonly' : undefined)),
      );
      expectSecurityHeaders(answered, label);
      // Answers about a session must never sit in a shared cache; only a public read the
      // contract marks as the same for everyone may, and then without anyone's cookie.
      if (answered.statusCode < 300 && route.def.publicCache) {
        expect(answered.headers['cache-control'], label).toBe(cacheControlOf(route.def));
        expect(answered.headers['set-cookie'], label).toBeUndefined();
      } else {
        expect(answered.headers['cache-control'], label).toBe('no-store');
      }
    });
  });

  it('adds HSTS and upgrade-insecure-requests only when cookies are Secure', async () => {
    const plain = await new Browser(app).get('/home');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const res = await new Browser(secure).get('/home');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(parseCsp(String(res.headers['content-security-policy']))['upgrade-insecure-requests']).toEqual([]);
    expectSecurityHeaders(res, '/home (secure)');
  });
});

describe('cookies', () => {
  it('keeps the session id HttpOnly and SameSite=Lax, with at least 128 random bits', async () => {
    const b = new Browser(app, freshIp('10.51'));
    const res = await b.post('/api/session/login', { id: 'jsmith', password: DEMO_PASSWORD });
    const sid = res.cookies.find((c) => c.name === 'coax_sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.secure).toBeFalsy();
    // 128 bits in base64url is 22 characters.
    expect(sid?.value.length).toBeGreaterThanOrEqual(22);
  });

  it('makes the anti-forgery cookie SameSite=Strict and readable by the page, which sends it back as a header', async () => {
    const res = await new Browser(app).get('/home');
    const csrf = res.cookies.find((c) => c.name === 'coax_csrf');
    expect(csrf).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(csrf?.httpOnly).toBeFalsy();
  });

  it('marks both cookies Secure when COOKIE_SECURE=true', async () => {
    const b = new Browser(secure, freshIp('10.52'));
    const first = await b.get('/api/session');
    expect(first.cookies.find((c) => c.name === 'coax_csrf')).toMatchObject({
      secure: true,
      sameSite: 'Strict',
    });
    const res = await b.post('/api/session/login', { id: 'jsmith', password: DEMO_PASSWORD });
    expect(res.cookies.find((c) => c.name === 'coax_sid')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('clears the session cookie at sign-out with the same flags and a date in the past', async () => {
    const b = new Browser(secure, freshIp('10.53'));
    await b.signIn('jsmith');
    const res = await b.post('/api/session/logout');
    const cleared = res.cookies.find((c) => c.name === 'coax_sid');
    expect(cleared).toMatchObject({ value: '', httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });

  it('never sets the session cookie on a page, an asset or a public read', async () => {
    for (const url of ['/home', '/assets/app-abc.js', '/api/config', '/api/health', '/api/session']) {
      const res = await new Browser(app).get(url);
      expect(
        res.cookies.find((c) => c.name === 'coax_sid'),
        url,
      ).toBeUndefined();
    }
  });
});
