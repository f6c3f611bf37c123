import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BulkRemoveMessages,
  CartMessages,
  EXCLUDED_VOD_ASSET_ID,
  MovieCartMessages,
  SessionMessages,
} from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { DAY } from '../../platform/clock.ts';
import * as dbCartStore from './cart-repository.ts';
import { cartService, type CartStore } from './cart-service.ts';

let app: TestApp;
/** Two movies on offer with both qualities, not in anyone's demo cart. */
let movies: Array<{ title_id: string; hd: number; sd: number }> = [];

// A fresh database per file is quick alone, slow on a busy machine: room for both.
beforeAll(async () => {
  app = await createTestApp();
  const inCarts = (await app.db.kysely.selectFrom('vod_cart_items').select('title_id').execute()).map(
    (r) => r.title_id,
  );
  const rows = await app.db.kysely
    .selectFrom('vod_titles')
    .select(['title_id', 'hd_asset', 'sd_asset'])
    .where('series_ind', '=', 0)
    .where('rating', '<>', 'NC-17')
    .where('hd_asset', '<>', EXCLUDED_VOD_ASSET_ID)
    .where('sd_asset', '<>', EXCLUDED_VOD_ASSET_ID)
    .where('hd_asset', 'is not', null)
    .where('sd_asset', 'is not', null)
    .where('offer_end_date', '>', '2027-01-01')
    .where('title_id', 'not in', inCarts.length > 0 ? inCarts : [''])
    .where('title_id', '<>', '100001')
    .orderBy('title_id')
    .limit(12)
    .execute();
  movies = rows.map((r) => ({ title_id: r.title_id, hd: r.hd_asset ?? 0, sd: r.sd_asset ?? 0 }));
});
afterAll(async () => app.close());

async function as(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}
const movie = (i: number) => {
  const m = movies[i];
  if (!m) throw new Error(`no movie ${i}`);
  return m;
};

describe('without a session (seed 001 §6: "No session. Login required.")', () => {
  it.each([
    ['GET', '/api/vod/cart'],
    ['GET', '/api/vod/cart/contains?titleIds=100001'],
    ['POST', '/api/vod/cart/add'],
    ['POST', '/api/vod/cart/remove'],
    ['POST', '/api/vod/cart/remove-multiple'],
  ])('%s %s is refused with 401', async (method, url) => {
    const b = new Browser(app);
    const res = method === 'GET' ? await b.get(url) : await b.post(url, { assetId: movie(0).hd });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(SessionMessages.noSession);
  });
});

describe("jsmith's cart", () => {
  it('lists the seeded items, newest first, with ending-soon worked out', async () => {
    const res = await (await as('jsmith')).get('/api/vod/cart');
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart).toMatchObject({ status: 'SUCCESS', kind: 'cart', forcedQuality: null, count: 3 });
    const added = cart.items.map((i: { addedAt: string }) => Date.parse(i.addedAt));
    expect(added).toEqual([...added].sort((a, b) => b - a));
    expect(cart.items.some((i: { isEndingSoon: boolean }) => i.isEndingSoon)).toBe(true);
    for (const item of cart.items) {
      expect(item).toEqual({
        id: expect.any(Number),
        titleId: expect.any(String),
        title: expect.any(String),
        quality: expect.stringMatching(/^(HD|SD)$/),
        price: expect.any(Number),
        movieLength: expect.any(Number),
        endDt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        artwork: expect.any(String),
        isEndingSoon: expect.any(Boolean),
        addedAt: expect.any(String),
      });
    }
  });

  it('adds HD and SD of two titles, with inCart true if either quality is in (seed 001 §3)', async () => {
    const b = await as('jsmith');
    const [a, c] = [movie(0), movie(1)];
    const hd = await b.post('/api/vod/cart/add', { assetId: a.hd, tracking: 'movie-page' });
    expect(hd.statusCode).toBe(200);
    expect(hd.json()).toMatchObject({
      status: 'SUCCESS',
      titleId: a.title_id,
      assetId: a.hd,
      quality: 'HD',
      inCart: true,
      inCartHd: true,
      inCartSd: false,
    });
    const sd = await b.post('/api/vod/cart/add', { assetId: a.sd });
    expect(sd.json()).toMatchObject({ quality: 'SD', inCart: true, inCartHd: true, inCartSd: true });
    await b.post('/api/vod/cart/add', { assetId: c.hd });
    const last = await b.post('/api/vod/cart/add', { assetId: c.sd });
    expect(last.json().count).toBe(7);
    const flags = (await b.get(`/api/vod/cart/contains?titleIds=${a.title_id},${c.title_id},100001`)).json();
    expect(flags.titles).toEqual([
      { titleId: a.title_id, inCart: true, inCartHd: true, inCartSd: true },
      { titleId: c.title_id, inCart: true, inCartHd: true, inCartSd: true },
      { titleId: '100001', inCart: false, inCartHd: false, inCartSd: false },
    ]);
  });

  it('adds the same asset twice without a second row, and removes what is not there without fuss', async () => {
    const b = await as('jsmith');
    const before = (await b.get('/api/vod/cart')).json().count;
    await b.post('/api/vod/cart/add', { assetId: movie(0).hd });
    expect((await b.get('/api/vod/cart')).json().count).toBe(before);
    const gone = await b.post('/api/vod/cart/remove', { assetId: movie(5).hd });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ inCart: false, count: before });
  });

  it('removes one quality and keeps the other (trash mode, then add back)', async () => {
    const b = await as('jsmith');
    const res = await b.post('/api/vod/cart/remove', { assetId: movie(0).sd });
    expect(res.json()).toMatchObject({ inCart: true, inCartHd: true, inCartSd: false });
    const back = await b.post('/api/vod/cart/add', { assetId: movie(0).sd });
    expect(back.json()).toMatchObject({ inCartSd: true });
  });

  it('refuses a bulk removal of 11 with the seed message, and removes 10 at once', async () => {
    const b = await as('jsmith');
    const ids = Array.from({ length: 11 }, (_, i) => movie(i).hd);
    for (const id of ids) await b.post('/api/vod/cart/add', { assetId: id });
    const before = (await b.get('/api/vod/cart')).json().count;
    const refused = await b.post('/api/vod/cart/remove-multiple', { assetIds: ids });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.issues[0].message).toBe(BulkRemoveMessages.tooManySelected);
    expect((await b.get('/api/vod/cart')).json().count).toBe(before);
    const done = await b.post('/api/vod/cart/remove-multiple', { assetIds: ids.slice(0, 10) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'SUCCESS',
      removedIds: ids.slice(0, 10),
      remainingIds: [],
      message: null,
      count: before - 10,
    });
  });

  it.each([
    [{}, MovieCartMessages.noAssetId],
    [{ assetId: '4000002' }, MovieCartMessages.assetIdNotNumber],
    [{ assetId: 1.5 }, MovieCartMessages.assetIdNotNumber],
    [{ assetId: -3 }, MovieCartMessages.assetIdNotNumber],
  ])('refuses %o with "%s"', async (body, message) => {
    const res = await (await as('jsmith')).post('/api/vod/cart/add', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].message).toBe(message);
  });

  it('refuses an empty bulk removal with "Error: no ids provided"', async () => {
    const res = await (await as('jsmith')).post('/api/vod/cart/remove-multiple', { assetIds: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].message).toBe(MovieCartMessages.noIds);
  });

  it('answers an asset nobody sells with 404', async () => {
    const res = await (await as('jsmith')).post('/api/vod/cart/add', { assetId: 999 });
    expect(res.statusCode).toBe(404);
  });

  it('refuses a title whose offer has run out', async () => {
    const expired = await app.db.kysely
      .selectFrom('vod_titles')
      .select(['sd_asset', 'hd_asset'])
      .where('offer_end_date', '<', new Date(app.clock.now() - 2 * DAY).toISOString().slice(0, 10))
      .where('rating', '<>', 'NC-17')
      .limit(1)
      .executeTakeFirstOrThrow();
    const res = await (
      await as('jsmith')
    ).post('/api/vod/cart/add', { assetId: expired.sd_asset ?? expired.hd_asset });
    expect(res.statusCode).toBe(409);
  });

  it("shows an agent acting for jsmith jsmith's own cart", async () => {
    const agent = await as('agent1');
    expect((await agent.get('/api/vod/cart')).statusCode).toBe(403);
    await agent.post('/api/csr/act-for', { id: 'jsmith' });
    const own = (await (await as('jsmith')).get('/api/vod/cart')).json();
    expect((await agent.get('/api/vod/cart')).json().items).toEqual(own.items);
  });
});

describe('favorites for a special-box customer (mgarcia)', () => {
  it('lists favorites, HD forced', async () => {
    const fav = (await (await as('mgarcia')).get('/api/vod/cart')).json();
    expect(fav).toMatchObject({ kind: 'favorites', forcedQuality: 'HD', count: 3 });
    expect(fav.items.every((i: { quality: string }) => i.quality === 'HD')).toBe(true);
  });

  it('keeps the HD asset when the SD one is asked for, and removes it the same way', async () => {
    const b = await as('mgarcia');
    const m = movie(2);
    const res = await b.post('/api/vod/cart/add', { assetId: m.sd });
    expect(res.json()).toMatchObject({
      kind: 'favorites',
      assetId: m.hd,
      quality: 'HD',
      inCartHd: true,
      inCartSd: false,
    });
    const removed = await b.post('/api/vod/cart/remove', { assetId: m.sd });
    expect(removed.json()).toMatchObject({ inCart: false });
  });

  it("never touches jsmith's cart", async () => {
    const b = await as('mgarcia');
    const jsmithBefore = (await (await as('jsmith')).get('/api/vod/cart')).json().items;
    await b.post('/api/vod/cart/remove-multiple', {
      assetIds: jsmithBefore.map((i: { id: number }) => i.id).slice(0, 10),
    });
    expect((await (await as('jsmith')).get('/api/vod/cart')).json().items).toEqual(jsmithBefore);
  });
});

describe('TV service (seed 000 §6: TV gates cart and favorites)', () => {
  it('refuses netonly, who has no TV service', async () => {
    const res = await (await as('netonly')).get('/api/vod/cart');
    expect(res.statusCode).toBe(403);
    expect((await (await as('netonly')).post('/api/vod/cart/add', { assetId: movie(0).hd })).statusCode).toBe(
      403,
    );
  });
});

describe('a bulk removal the store cannot finish', () => {
  it('returns the remaining ids with the seed message, for "Try again to remove remaining items"', async () => {
    const stuck = movie(3).hd;
    // A store (an operator's VOD back end, say) that fails to remove one asset.
    const store: CartStore = {
      ...dbCartStore,
      removeItems: (db, userId, list, ids) =>
        dbCartStore.removeItems(
          db,
          userId,
          list,
          ids.filter((id) => id !== stuck),
        ),
    };
    const svc = cartService({ db: app.db.kysely, clock: app.clock, store });
    const owner = { userId: 'jsmith', kind: 'cart' as const };
    await svc.add(owner, movie(3).hd, undefined);
    await svc.add(owner, movie(4).hd, undefined);
    const res = await svc.removeMany(owner, [movie(3).hd, movie(4).hd]);
    expect(res).toMatchObject({
      status: 'PARTIAL_FAILURE',
      removedIds: [movie(4).hd],
      remainingIds: [stuck],
      message: CartMessages.cart.removingMany,
    });
    expect(CartMessages.retryRemaining).toBe('Try again to remove remaining items');
    await svc.remove(owner, stuck);
  });
});
