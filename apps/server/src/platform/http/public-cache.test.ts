import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { chooseEncoding } from './compression.ts';
import { PublicAnswerCache } from './public-cache.ts';

// Issue 21 item 3: the answers the contract marks publicly cacheable are kept with their
// compressed bytes, answered 304 when the browser has them, and cleared when their data changes.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const MENUS = '/api/vod/menus';
const get = (headers: Record<string, string> = {}) => app.server.inject({ url: MENUS, headers });
const rename = (caption: string) =>
  app.db.kysely.updateTable('vod_menus').set({ caption }).where('parent_menu_id', 'is', null).execute();

describe('public answers kept per process', () => {
  it('keeps the answer: a change behind it shows only once the cache is cleared', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    const caption = first.json().menus[0].caption as string;
    await rename('Renamed behind the cache');
    try {
      expect((await get()).json().menus[0].caption).toBe(caption);
      app.publicAnswers.clear('/api/vod/');
      expect((await get()).json().menus[0].caption).toBe('Renamed behind the cache');
    } finally {
      await rename(caption);
      app.publicAnswers.clear();
    }
  });

  it('answers 304 to a browser that sends the ETag it has, with the same caching headers', async () => {
    const first = await get();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('sends the same answer brotli or gzip compressed, or plain, as the browser asks', async () => {
    const landing = (enc: string) =>
      app.server.inject({ url: '/api/vod/landing?offset=0&count=5', headers: { 'accept-encoding': enc } });
    const plain = await landing('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await landing('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await landing('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps nothing that the contract does not mark public: a bill is read fresh every time', async () => {
    const res = await app.server.inject({ url: '/api/billing/summary' });
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('the cache itself', () => {
  it('lets an answer go once its time is over', () => {
    let now = 1_000;
    const cache = new PublicAnswerCache(() => now);
    cache.put('/a', { n: 1 }, 60);
    now += 59_999;
    expect(cache.get('/a')).toBeDefined();
    now += 1;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('holds no more bytes than its budget, letting the oldest answers go', () => {
    const cache = new PublicAnswerCache(Date.now, 100);
    cache.put('/a', { text: 'x'.repeat(40) }, 60);
    cache.put('/b', { text: 'y'.repeat(40) }, 60);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toBeDefined();
    expect(cache.size).toBeLessThanOrEqual(100);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('chooses brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('*')).toBe('gzip');
  });
});
