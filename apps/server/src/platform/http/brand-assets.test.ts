import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { BRAND_CSS_PATH, MANIFEST_PATH } from './brand-assets.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    env: { BRAND_NAME: 'Riverline', BRAND_COLOR: '#8B1A1A', BRAND_COLOR_DARK: '#1f2a1f' },
  });
});
afterAll(async () => app.close());

describe('GET /brand.css', () => {
  it('sets the configured brand colours as tokens, from our own origin (CSP style-src self)', async () => {
    const res = await app.server.inject({ url: BRAND_CSS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.body).toContain('html:root {');
    expect(res.body).toContain('--brand: #8b1a1a;');
    expect(res.body).toContain('--brand-dark: #1f2a1f;');
    expect(res.body).toMatch(/--brand-strong: #[0-9a-f]{6};/);
    expect(res.body).toMatch(/--brand-dark-2: #[0-9a-f]{6};/);
    expect(String(res.headers['content-security-policy'])).toContain("style-src 'self'");
  });

  it('is cacheable and answers a matching ETag with 304, and sets no cookie', async () => {
    const first = await app.server.inject({ url: BRAND_CSS_PATH });
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['set-cookie']).toBeUndefined();
    const again = await app.server.inject({ url: BRAND_CSS_PATH, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.server.inject({ url: BRAND_CSS_PATH, headers: { 'if-none-match': '"old"' } });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET /manifest.webmanifest', () => {
  it('names the configured brand and carries its dark colour and the shipped icons', async () => {
    const res = await app.server.inject({ url: MANIFEST_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['set-cookie']).toBeUndefined();
    const manifest = res.json<{
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    }>();
    expect(manifest).toMatchObject({ name: 'Riverline', short_name: 'Riverline', start_url: '/home' });
    expect(manifest.theme_color).toBe('#1f2a1f');
    expect(manifest.icons.map((i) => `${i.src} ${i.sizes}`)).toEqual([
      '/icon-192.png 192x192',
      '/icon-512.png 512x512',
      '/favicon.svg any',
    ]);
  });
});
