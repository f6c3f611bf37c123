import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSE_VIEWS, EXCLUDED_VOD_ASSET_ID, EXCLUDED_VOD_RATING } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

// Seed 001 §5 "Excluded VOD content: rating NC-17 and one specific asset id": the catalogue
// holds such titles (the source had them), and no answer may ever carry one. This suite walks
// every public read and looks for them.

let app: TestApp;
/** ids and assets of every excluded title, as they would appear in a JSON answer */
let markers: string[] = [];
let excludedIds: string[] = [];
let excludedImages: string[] = [];

// A fresh database per file is quick alone, slow on a busy machine: room for both.
beforeAll(async () => {
  app = await createTestApp();
  const rows = await app.db.kysely
    .selectFrom('vod_titles')
    .select(['title_id', 'hd_asset', 'sd_asset', 'image_name', 'rating'])
    .where((eb) =>
      eb.or([
        eb('rating', '=', EXCLUDED_VOD_RATING),
        eb('hd_asset', '=', EXCLUDED_VOD_ASSET_ID),
        eb('sd_asset', '=', EXCLUDED_VOD_ASSET_ID),
      ]),
    )
    .execute();
  excludedIds = rows.map((r) => r.title_id);
  excludedImages = rows.flatMap((r) => (r.image_name ? [r.image_name] : []));
  markers = [
    ...rows.map((r) => `"${r.title_id}"`),
    ...rows.flatMap((r) =>
      [r.hd_asset, r.sd_asset].filter((a): a is number => a !== null).map((a) => `:${a}`),
    ),
    `"${EXCLUDED_VOD_RATING}"`,
  ];
});
afterAll(async () => app.close());

const b = () => new Browser(app);

function expectClean(body: string, where: string) {
  for (const m of markers) expect(body.includes(m), `${where} shows ${m}`).toBe(false);
}

describe('excluded content', () => {
  it('is in the catalogue to be excluded: NC-17 titles and the excluded asset', async () => {
    const rows = await app.db.kysely
      .selectFrom('vod_titles')
      .select(['rating', 'hd_asset', 'sd_asset'])
      .execute();
    expect(rows.filter((r) => r.rating === 'NC-17').length).toBeGreaterThan(0);
    expect(
      rows.some((r) => r.hd_asset === EXCLUDED_VOD_ASSET_ID || r.sd_asset === EXCLUDED_VOD_ASSET_ID),
    ).toBe(true);
  });

  it('never appears in any page of any menu, in any sort or filter, nor in the menu counts', async () => {
    const menus = await app.db.kysely.selectFrom('vod_menus').select('menu_id').execute();
    for (const { menu_id } of menus) {
      const list = await b().get(`/api/vod/menus?parentMenuId=${menu_id}`);
      expectClean(list.body, `menus ${menu_id}`);
      for (const { sort, filter } of BROWSE_VIEWS) {
        for (let page = 1; page < 50; page++) {
          const res = await b().get(
            `/api/vod/menus/${menu_id}/titles?page=${page}&pageSize=100&sort=${sort}&filter=${filter}`,
          );
          expect(res.statusCode).toBe(200);
          expectClean(res.body, `${menu_id} ${sort} ${filter} page ${page}`);
          if (page >= res.json().pageCount) break;
        }
      }
    }
  }, 120_000);

  it('leaves the adult menus empty: their titles are all NC-17', async () => {
    const res = await b().get('/api/vod/menus?parentMenuId=200005');
    expect(res.json().menus.map((m: { thisMenuCount: number }) => m.thisMenuCount)).toEqual([0, 0]);
  });

  it('never appears on the landing page, in the top picks or among the newly added', async () => {
    const first = await b().get('/api/vod/landing?count=20');
    expectClean(first.body, 'landing');
    const total = first.json().total as number;
    for (let offset = 20; offset < total; offset += 20) {
      expectClean((await b().get(`/api/vod/landing?offset=${offset}&count=20`)).body, 'landing');
    }
    expectClean((await b().get('/api/vod/top-picks')).body, 'top picks');
    expectClean((await b().get('/api/vod/newly-added?limit=20')).body, 'newly added');
  });

  it('is not found by its id, by its assets, by a search for its title, or as a series episode', async () => {
    const rows = await app.db.kysely
      .selectFrom('vod_titles')
      .selectAll()
      .where('title_id', 'in', excludedIds)
      .execute();
    for (const t of rows) {
      expect((await b().get(`/api/vod/titles/${t.title_id}`)).statusCode).toBe(404);
      for (const asset of [t.hd_asset, t.sd_asset]) {
        if (asset !== null) expect((await b().get(`/api/vod/assets/${asset}`)).statusCode).toBe(404);
      }
      const search = await b().get(`/api/vod/search?q=${encodeURIComponent(t.title)}&limit=100`);
      expectClean(search.body, `search ${t.title}`);
      const quoted = await b().get(`/api/vod/search?q=${encodeURIComponent(`"${t.title}"`)}&limit=100`);
      expectClean(quoted.body, `search "${t.title}"`);
    }
    for (const { menu_id } of await app.db.kysely.selectFrom('vod_series').select('menu_id').execute()) {
      expectClean((await b().get(`/api/vod/series/${menu_id}`)).body, `series ${menu_id}`);
    }
  });

  it('gets no poster: its image name draws No Image Found', async () => {
    expect(excludedImages.length).toBeGreaterThan(0);
    for (const name of excludedImages) {
      const res = await b().get(`/vod/api/getImage.jpg?name=${name}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-image-found']).toBe('0');
    }
  });

  it('cannot be put in a cart', async () => {
    const jsmith = b();
    await jsmith.signIn('jsmith');
    const res = await jsmith.post('/api/vod/cart/add', { assetId: EXCLUDED_VOD_ASSET_ID });
    expect(res.statusCode).toBe(404);
    const rows = await app.db.kysely
      .selectFrom('vod_cart_items')
      .select('asset_id')
      .where('asset_id', '=', EXCLUDED_VOD_ASSET_ID)
      .execute();
    expect(rows).toEqual([]);
  });
});
