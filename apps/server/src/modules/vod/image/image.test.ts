import { decode } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { VOD_DEMO_SAMPLE } from '../../../db/seed/vod/generate.ts';
import { Lru, chooseSize, IMAGE_PATH, posterFooter } from './routes.ts';
import { wrap } from './poster.ts';

let app: TestApp;
// A fresh database per file is quick alone, slow on a busy machine: room for both.
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const image = (query: string) => app.server.inject({ method: 'GET', url: `${IMAGE_PATH}${query}` });
const isJpeg = (body: Buffer) => body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff;

describe('GET /vod/api/getImage.jpg (seed 001 §7)', () => {
  it('draws a title poster as a real JPEG of the asked size', async () => {
    const res = await image(`?name=t${VOD_DEMO_SAMPLE.titleId}&size=240x360`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-image-found']).toBe('1');
    expect(isJpeg(res.rawPayload)).toBe(true);
    const img = decode(res.rawPayload, { useTArray: true });
    expect([img.width, img.height]).toEqual([240, 360]);
  });

  it('draws the same poster every time (the art is derived from the title)', async () => {
    const a = await image(`?name=t${VOD_DEMO_SAMPLE.titleId}&size=67x89`);
    const b = await image(`?name=t${VOD_DEMO_SAMPLE.titleId}&size=67x89`);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
    const other = await image('?name=t100002&size=67x89');
    expect(Buffer.compare(a.rawPayload, other.rawPayload)).not.toBe(0);
  });

  it('draws series art by the series image name', async () => {
    const s = await app.db.kysely
      .selectFrom('vod_series')
      .select('image_name')
      .limit(1)
      .executeTakeFirstOrThrow();
    const res = await image(`?name=${s.image_name}`);
    expect(res.headers['x-image-found']).toBe('1');
  });

  it('lets a CDN keep it, and sets no cookie', async () => {
    const res = await image(`?name=t${VOD_DEMO_SAMPLE.titleId}`);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['set-cookie']).toBeUndefined();
    const fallback = await image('?name=nothing-here');
    expect(fallback.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers an unknown name with the No Image Found picture', async () => {
    const res = await image('?name=t999999&size=140x210');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-image-found']).toBe('0');
    expect(isJpeg(res.rawPayload)).toBe(true);
    expect(decode(res.rawPayload, { useTArray: true }).width).toBe(140);
  });

  it.each([
    '',
    '?name=',
    '?name[]=t100001',
    '?name=t100001&name=t100002',
    `?name=${'x'.repeat(5000)}`,
    "?name=' OR '1'='1",
    '?name=%00',
    '?name=..%2F..%2Fetc%2Fpasswd',
    '?name=%F0%9F%99%82',
    '?name=t100001&size=99999x99999',
    '?name=t100001&size=-1x-1',
    '?name=t100001&size=0x0&alt_size=1x1',
    '?name=t100001&size[]=240x360',
    '?name=%E0%A4%A',
  ])('answers %s with a picture, never an error', async (query) => {
    const res = await image(query);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(isJpeg(res.rawPayload)).toBe(true);
  });

  it('uses alt_size when size is not one it draws', async () => {
    const res = await image(`?name=t${VOD_DEMO_SAMPLE.titleId}&size=1x1&alt_size=200x150`);
    const img = decode(res.rawPayload, { useTArray: true });
    expect([img.width, img.height]).toEqual([200, 150]);
  });

  it('carries the security headers of every other answer', async () => {
    const res = await new Browser(app).get(`${IMAGE_PATH}?name=t${VOD_DEMO_SAMPLE.titleId}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('poster helpers', () => {
  it.each([
    ['240x360', undefined, [240, 360]],
    ['nope', '200x150', [200, 150]],
    [undefined, undefined, [140, 210]],
    [['240x360'], 'x', [140, 210]],
  ])('size %s, alt %s draws %o', (size, alt, [w, h]) => {
    const s = chooseSize(size, alt);
    expect([s.width, s.height]).toEqual([w, h]);
  });

  it('wraps a title into lines, cutting what does not fit', () => {
    expect(wrap('The Last Lighthouse Keeper', 10, 3)).toEqual(['The Last', 'Lighthouse', 'Keeper']);
    expect(wrap('One Two Three Four Five', 7, 2)).toEqual(['One Two', 'Three..']);
  });

  it('keeps at most its size in a cache, forgetting the least recently used', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a');
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.size]).toEqual([1, undefined, 3, 2]);
  });
});

describe('a poster in Spanish (issue 23 item 6)', () => {
  it('writes the first genre in the asked language, the network whatever the language', () => {
    const t = { network: null, genres: 'Crime|Drama', genres_es: 'Crimen|Drama', release_year: 2024 };
    expect(posterFooter(t, 'en')).toBe('Crime 2024');
    expect(posterFooter(t, 'es')).toBe('Crimen 2024');
    expect(posterFooter({ ...t, network: 'HBO' }, 'es')).toBe('HBO');
  });

  it('draws another picture for lang=es where the genre differs, and English for any other lang', async () => {
    const row = await app.db.kysely
      .selectFrom('vod_titles')
      .select('image_name')
      .where('network', 'is', null)
      .where('episode_title', 'is', null)
      .whereRef('genres', '<>', 'genres_es')
      .where('image_name', 'is not', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    const name = `?name=${row.image_name ?? ''}&size=140x210`;
    const [en, es, other] = await Promise.all([
      image(name),
      image(`${name}&lang=es`),
      image(`${name}&lang=xx`),
    ]);
    expect(es.headers['x-image-found']).toBe('1');
    expect(Buffer.compare(en.rawPayload, es.rawPayload)).not.toBe(0);
    expect(Buffer.compare(en.rawPayload, other.rawPayload)).toBe(0);
  });
});
