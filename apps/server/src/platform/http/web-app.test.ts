import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { withBrand } from './web-app.ts';

/** A web build of two files: the page and one hashed script. */
let dist: string;
let app: TestApp;
const ASSET = '/assets/index-3f9a1c2b.js';

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'coax-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head><title>Loading…</title></head>');
  fs.writeFileSync(path.join(dist, ASSET), 'console.log(1)');
  // the build's compressed copy (apps/web precompress-plugin.ts), marked so a test can tell it
  // from the server compressing the file itself
  fs.writeFileSync(path.join(dist, `${ASSET}.br`), brotliCompressSync('console.log(1)//br'));
  app = await createTestApp({ env: { WEB_DIST: dist, BRAND_NAME: 'Optimum' } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web build as served', () => {
  it('names the configured brand in every page, so the header draws it before the configuration call', async () => {
    for (const url of ['/home', '/espanol/profile/', '/tv/on-demand/#/summary/1']) {
      const res = await app.server.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="application-name" content="Optimum" /></head>');
    }
    expect(withBrand('<head></head>', 'A&B "<Cable>"')).toBe(
      '<head><meta name="application-name" content="A&amp;B &quot;&lt;Cable&gt;&quot;" /></head>',
    );
  });

  it('sends hashed files without Set-Cookie, immutable, to a first visit and to a signed-in browser', async () => {
    const first = await app.server.inject({ url: ASSET });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['set-cookie']).toBeUndefined();

    const b = new Browser(app);
    await b.signIn('jsmith');
    const signedIn = await b.get(`${ASSET}?v=1`);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['set-cookie']).toBeUndefined();

    // A session that has ended is cleared on the page, never on a cached file.
    const stale = await app.server.inject({ url: ASSET, headers: { cookie: 'coax_sid=gone' } });
    expect(stale.headers['set-cookie']).toBeUndefined();
  });

  it("sends the build's brotli copy of a file as it is to a browser that takes brotli", async () => {
    const res = await app.server.inject({ url: ASSET, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)//br');
    const plain = await app.server.inject({ url: ASSET, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it("leaves an ended session's cookie to the page's GET /api/session, which says it expired", async () => {
    const b = new Browser(app);
    await b.signIn('latepay');
    // signed out on another device
    const other = new Browser(app);
    await other.signIn('latepay');
    expect((await other.post('/api/session/logout-all', { id: 'latepay' })).statusCode).toBe(200);
    const page = await b.get('/pay-bill/');
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['set-cookie'])).not.toContain('coax_sid=');
    expect(b.cookies.has('coax_sid')).toBe(true);
    expect((await b.get('/api/session')).json()).toMatchObject({ user: null, expired: true });
    // the API's answer marks the cookie, so the next page still learns that a session ended
    expect(b.cookies.get('coax_sid')).toBe('ended');
    expect((await b.get('/api/session')).json()).toMatchObject({ user: null, expired: true });
  });

  it('still gives the page its anti-forgery cookie', async () => {
    const page = await app.server.inject({ url: '/pay-bill/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.headers['set-cookie'])).toContain('coax_csrf=');
  });
});
