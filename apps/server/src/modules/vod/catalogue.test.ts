import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VodSummary, VodTitleCard } from '@coax/contract';
import {
  BROWSE_VIEWS,
  browseCutoffs,
  isExcludedVod,
  sortTitleOf,
  type VodFilterId,
  type VodSort,
} from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { VOD_DEMO_SAMPLE } from '../../db/seed/vod/generate.ts';
import { MENU } from '../../db/seed/vod/menus.ts';

let app: TestApp;
// A fresh database per file is quick alone, slow on a busy machine: room for both.
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const get = (url: string) => new Browser(app).get(url);
const json = async <T>(url: string): Promise<T> => {
  const res = await get(url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json() as T;
};

/** Every title of a menu's view, page after page. */
async function allPages(menuId: string, sort: VodSort, filter: VodFilterId): Promise<VodTitleCard[]> {
  const out: VodTitleCard[] = [];
  for (let page = 1; page < 100; page++) {
    const s = await json<VodSummary>(
      `/api/vod/menus/${menuId}/titles?page=${page}&pageSize=100&sort=${sort}&filter=${filter}`,
    );
    out.push(...s.titles);
    if (page >= s.pageCount) break;
  }
  return out;
}

/** The same view worked out here from the rows, the slow way, to check the precomputed ranks against. */
async function expectedView(menuId: string, sort: VodSort, filter: VodFilterId): Promise<string[]> {
  const now = app.clock.now();
  const cut = browseCutoffs(now);
  const rows = await app.db.kysely
    .selectFrom('vod_menu_titles as mt')
    .innerJoin('vod_titles as t', 't.title_id', 'mt.title_id')
    .selectAll('t')
    .where('mt.menu_id', '=', menuId)
    .execute();
  const kept = rows.filter(
    (t) =>
      !isExcludedVod({ rating: t.rating, hdAsset: t.hd_asset, sdAsset: t.sd_asset }) &&
      t.offer_end_date >= cut.offerValidFromDay &&
      (filter === 0 ||
        (filter === 1 && t.hd_asset !== null) ||
        (filter === 2 && t.price_cents === 0) ||
        (filter === 3 && t.added_at >= cut.justAddedSinceMs) ||
        (filter === 4 && t.offer_end_date <= cut.lastChanceUntilDay)),
  );
  const alpha = (a: (typeof kept)[number], b: (typeof kept)[number]) => {
    const x = sortTitleOf(a.title);
    const y = sortTitleOf(b.title);
    return x < y ? -1 : x > y ? 1 : a.title_id < b.title_id ? -1 : 1;
  };
  const order =
    sort === 'alphabetical'
      ? alpha
      : sort === 'releaseYear'
        ? (a: (typeof kept)[number], b: (typeof kept)[number]) =>
            b.release_year - a.release_year || alpha(a, b)
        : (a: (typeof kept)[number], b: (typeof kept)[number]) => a.pop_rank - b.pop_rank;
  return kept.sort(order).map((t) => t.title_id);
}

describe('menus (getMenus)', () => {
  it('starts at the On Demand root, one level deep', async () => {
    const top = await json<{ menus: Array<Record<string, unknown>> }>('/api/vod/menus');
    expect(top.menus).toEqual([
      expect.objectContaining({
        menuId: MENU.root,
        caption: 'On Demand',
        parentLevelIndex: -1,
        nextLevelIndex: 1,
        childrenCount: 4,
      }),
    ]);
  });

  it('lists Movies, TV Shows, Kids and Adult under the root, with breadcrumbs to the parent', async () => {
    const res = await json<{
      parent: { caption: string };
      path: unknown[];
      menus: Array<{ caption: string }>;
    }>(`/api/vod/menus?parentMenuId=${MENU.root}`);
    expect(res.parent.caption).toBe('On Demand');
    expect(res.menus.map((m) => m.caption)).toEqual(['Movies', 'TV Shows', 'Kids', 'Adult']);
    expect(res.path).toEqual([{ caption: 'On Demand', captionEs: 'On Demand', menuId: MENU.root }]);
  });

  it('shows the Movies A-Z groups as A-E to U-Z (seed 001 §9)', async () => {
    const res = await json<{
      menus: Array<{ caption: string; displayCaption: string; parentLevelIndex: number }>;
    }>(`/api/vod/menus?parentMenuId=${MENU.moviesAz}`);
    expect(res.menus.map((m) => [m.caption, m.displayCaption])).toEqual([
      ['ABCDE', 'A-E'],
      ['FGHIJ', 'F-J'],
      ['KLMNO', 'K-O'],
      ['PQRST', 'P-T'],
      ['UVWXYZ', 'U-Z'],
    ]);
    expect(res.menus.every((m) => m.parentLevelIndex === 2)).toBe(true);
  });

  it('answers an unknown menu with 404 and a bad one with 400', async () => {
    expect((await get('/api/vod/menus?parentMenuId=999999')).statusCode).toBe(404);
    expect((await get('/api/vod/menus?parentMenuId=a%20b')).statusCode).toBe(400);
  });
});

describe('landing page (seed 001 §2: 5 ribbons, then 5 more at a time, at most 20 titles each)', () => {
  it('gives the first five ribbons and the total to show more against', async () => {
    const res = await json<{
      total: number;
      offset: number;
      ribbons: Array<{ ribbonId: number; titles: unknown[] }>;
    }>('/api/vod/landing');
    expect(res.offset).toBe(0);
    expect(res.ribbons).toHaveLength(5);
    expect(res.total).toBeGreaterThan(10);
    for (const r of res.ribbons) {
      expect(r.titles.length).toBeGreaterThan(0);
      expect(r.titles.length).toBeLessThanOrEqual(20);
    }
  });

  it('gives the next five from an offset, and none past the end', async () => {
    const first = await json<{ total: number; ribbons: Array<{ ribbonId: number }> }>(
      '/api/vod/landing?offset=0&count=5',
    );
    const next = await json<{ ribbons: Array<{ ribbonId: number }> }>('/api/vod/landing?offset=5&count=5');
    expect(next.ribbons).toHaveLength(5);
    expect(next.ribbons.map((r) => r.ribbonId)).not.toContain(first.ribbons[0]?.ribbonId);
    const past = await json<{ ribbons: unknown[] }>(`/api/vod/landing?offset=${first.total}`);
    expect(past.ribbons).toEqual([]);
  });

  it('refuses more than 20 ribbons at once', async () => {
    expect((await get('/api/vod/landing?count=21')).statusCode).toBe(400);
    expect((await get('/api/vod/landing?offset=-1')).statusCode).toBe(400);
  });
});

describe('top picks and filters', () => {
  it('gives at most 5 top picks, cycling every 7000 ms', async () => {
    const res = await json<{ showCarouselFlag: boolean; carouselAutoCycle: number; titles: unknown[] }>(
      '/api/vod/top-picks',
    );
    expect(res.showCarouselFlag).toBe(true);
    expect(res.carouselAutoCycle).toBe(7000);
    expect(res.titles.length).toBeGreaterThan(0);
    expect(res.titles.length).toBeLessThanOrEqual(5);
  });

  it('names the filters, sorts and page sizes as the seed does', async () => {
    const res = await json<Record<string, unknown>>('/api/vod/filters');
    expect(res).toMatchObject({
      filters: [
        { id: 0, name: 'No filter' },
        { id: 1, name: 'HD' },
        { id: 2, name: 'Free' },
        { id: 3, name: 'Just added' },
        { id: 4, name: 'Last chance' },
      ],
      sorts: [
        { id: 'alphabetical', name: 'Alphabetical' },
        { id: 'releaseYear', name: 'Release year' },
        { id: 'popularity', name: 'Popularity' },
      ],
      pageSizes: [20, 50, 100],
      defaultPageSize: 20,
    });
  });
});

describe('category grid (getTitlesForPagination)', () => {
  it('starts at page 1 of 20, alphabetical, unfiltered, counting what the menu says it holds', async () => {
    const s = await json<VodSummary>(`/api/vod/menus/${MENU.movies}/titles`);
    expect(s).toMatchObject({ page: 1, pageSize: 20, sort: 'alphabetical', filter: 0 });
    expect(s.titles).toHaveLength(20);
    expect(s.total).toBe(s.menu.thisMenuCount);
    expect(s.pageCount).toBe(Math.ceil(s.total / 20));
    expect(s.path.map((c) => c.caption)).toEqual(['On Demand', 'Movies']);
  });

  it.each(BROWSE_VIEWS.map((v) => [v.sort, v.filter] as const))(
    'pages through Movies sorted by %s under filter %i exactly as the rows say',
    async (sort, filter) => {
      const got = await allPages(MENU.movies, sort, filter);
      expect(got.map((t) => t.titleId)).toEqual(await expectedView(MENU.movies, sort, filter));
    },
  );

  it('pages a genre, an A-Z group and a series the same way', async () => {
    const series = await app.db.kysely
      .selectFrom('vod_series')
      .select('menu_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    for (const menuId of [MENU.freeMovies, '200161', series.menu_id]) {
      const got = await allPages(menuId, 'popularity', 0);
      expect(
        got.map((t) => t.titleId),
        menuId,
      ).toEqual(await expectedView(menuId, 'popularity', 0));
    }
  });

  it('keeps what each filter promises', async () => {
    const hd = await allPages(MENU.movies, 'alphabetical', 1);
    expect(hd.every((t) => t.hdAsset !== null && t.flags.includes('HD'))).toBe(true);
    const free = await allPages(MENU.movies, 'alphabetical', 2);
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((t) => t.price === 0 && t.flags.includes('FREE'))).toBe(true);
    expect(
      (await allPages(MENU.movies, 'alphabetical', 3)).every((t) => t.flags.includes('JUST_ADDED')),
    ).toBe(true);
    expect(
      (await allPages(MENU.movies, 'alphabetical', 4)).every((t) => t.flags.includes('LAST_CHANCE')),
    ).toBe(true);
  });

  it('gives an empty page past the end, with the total', async () => {
    const s = await json<VodSummary>(`/api/vod/menus/${MENU.movies}/titles?page=2000&pageSize=20`);
    expect(s.titles).toEqual([]);
    expect(s.page).toBe(2000);
    expect(s.total).toBeGreaterThan(0);
  });

  it.each(['pageSize=30', 'filter=5', 'sort=name', 'page=0', 'page=abc', 'page=1e3', 'page=99999999'])(
    'refuses %s with a 400 and a message',
    async (q) => {
      const res = await get(`/api/vod/menus/${MENU.movies}/titles?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message.length).toBeGreaterThan(0);
    },
  );

  it('answers an unknown menu with 404', async () => {
    expect((await get('/api/vod/menus/123456/titles')).statusCode).toBe(404);
  });
});

describe('title pages (getMovieDetail)', () => {
  it('gives a movie with every field of seed 001 §3', async () => {
    const { title } = await json<{ title: Record<string, unknown> }>(
      `/api/vod/titles/${VOD_DEMO_SAMPLE.titleId}`,
    );
    expect(title).toMatchObject({
      titleId: VOD_DEMO_SAMPLE.titleId,
      isEpisode: false,
      seriesInd: 0,
      hdAsset: VOD_DEMO_SAMPLE.hdAsset,
      sdAsset: VOD_DEMO_SAMPLE.sdAsset,
      rating: { content: 'PG-13' },
      imageName: `t${VOD_DEMO_SAMPLE.titleId}`,
      imageAvailability: { desktopImage: true, mobileImage: true, linearImage: false },
    });
    for (const field of [
      'tmsId',
      'tmsTitle',
      'showType',
      'price',
      'offerEndDate',
      'rentalPeriod',
      'duration',
      'indicators',
      'flags',
      'genres',
      'directors',
      'actors',
      'releaseYear',
      'callsign',
      'csslogo',
      'network',
      'menuId',
      'path',
      'description',
    ]) {
      expect(title, field).toHaveProperty(field);
    }
    expect((title.path as Array<{ caption: string }>)[0]?.caption).toBe('On Demand');
    expect((title.actors as string[]).length).toBeGreaterThanOrEqual(3);
  });

  it('finds the same title by its HD or SD asset', async () => {
    for (const asset of [VOD_DEMO_SAMPLE.hdAsset, VOD_DEMO_SAMPLE.sdAsset]) {
      const { title } = await json<{ title: { titleId: string } }>(`/api/vod/assets/${asset}`);
      expect(title.titleId).toBe(VOD_DEMO_SAMPLE.titleId);
    }
  });

  it('says an episode is one (tms id EP, series indicator 1), with its series and season', async () => {
    const ep = await app.db.kysely
      .selectFrom('vod_titles')
      .select('title_id')
      .where('series_ind', '=', 1)
      .limit(1)
      .executeTakeFirstOrThrow();
    const { title } = await json<{ title: Record<string, unknown> }>(`/api/vod/titles/${ep.title_id}`);
    expect(title).toMatchObject({ isEpisode: true, seriesInd: 1, showType: 'Episode' });
    expect(String(title.tmsId)).toMatch(/^EP/);
    expect(title.seasonNumber).toBeGreaterThan(0);
    expect(title.seriesMenuId).toEqual(expect.any(String));
  });

  it('answers an unknown title or asset with 404', async () => {
    expect((await get('/api/vod/titles/999999')).statusCode).toBe(404);
    expect((await get('/api/vod/assets/1')).statusCode).toBe(404);
    expect((await get('/api/vod/assets/x1')).statusCode).toBe(400);
  });
});

describe('series (getSeriesDetails)', () => {
  it('groups the episodes by season, caps the cast at 5 and picks the where-to-watch default', async () => {
    const all = await app.db.kysely.selectFrom('vod_series').select('menu_id').execute();
    for (const { menu_id } of all) {
      const res = await json<{
        series: { actors: string[]; directors: string[]; isTvSeries: boolean; whereToWatchDefault: string };
        seasons: Array<{ seasonNumber: number; episodeCount: number }>;
        titles: Array<{ seasonNumber: number; episodeNumber: number }>;
        linearData: unknown[];
      }>(`/api/vod/series/${menu_id}`);
      expect(res.series.actors.length).toBeLessThanOrEqual(5);
      expect(res.series.directors.length).toBeLessThanOrEqual(5);
      const tv = menu_id.startsWith('SH');
      expect(res.series.isTvSeries).toBe(tv);
      expect(res.series.whereToWatchDefault).toBe(tv ? 'all' : 'onDemand');
      expect(res.seasons.reduce((n, s) => n + s.episodeCount, 0)).toBe(res.titles.length);
      const order = res.titles.map((t) => t.seasonNumber * 1000 + t.episodeNumber);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      // Airings come from the listings (modules/guide): TV series only, at most 5.
      expect(res.linearData.length).toBeLessThanOrEqual(tv ? 5 : 0);
    }
  });

  it('answers an unknown series with 404', async () => {
    expect((await get('/api/vod/series/SH99999999')).statusCode).toBe(404);
  });
});

describe('newly added (getNewlyOnDemand; the home module shows 3)', () => {
  it('gives the newest titles first', async () => {
    const { titles } = await json<{ titles: Array<{ titleId: string }> }>('/api/vod/newly-added?limit=3');
    expect(titles).toHaveLength(3);
    const rows = await app.db.kysely
      .selectFrom('vod_titles')
      .select(['title_id', 'added_at'])
      .where(
        'title_id',
        'in',
        titles.map((t) => t.titleId),
      )
      .execute();
    const added = titles.map((t) => rows.find((r) => r.title_id === t.titleId)?.added_at ?? 0);
    expect(added).toEqual([...added].sort((a, b) => b - a));
  });
});

describe('caching', () => {
  it.each([
    '/api/vod/menus',
    '/api/vod/landing',
    `/api/vod/menus/${MENU.movies}/titles?page=3`,
    `/api/vod/titles/${VOD_DEMO_SAMPLE.titleId}`,
    '/api/vod/search?q=the%20last',
  ])('lets a CDN keep %s, and sets no cookie on it', async (url) => {
    const res = await app.server.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('keeps errors and the cart out of caches', async () => {
    expect((await get('/api/vod/titles/999999')).headers['cache-control']).toBe('no-store');
    const b = new Browser(app);
    await b.signIn('jsmith');
    expect((await b.get('/api/vod/cart')).headers['cache-control']).toBe('no-store');
  });
});
