import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VodLanding, VodMenus, VodSearch, VodSeries, VodTitleAnswer } from '@coax/contract';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { VOD_DEMO_SAMPLE } from '../../db/seed/vod/generate.ts';
import { MENU } from '../../db/seed/vod/menus.ts';

// Issue 23 item 6: the catalogue's own names (categories, ribbons, breadcrumbs, genres) travel in
// English and Spanish, so a Spanish reader sees "Películas", not "Movies".

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const json = async <T>(url: string): Promise<T> => {
  const res = await new Browser(app).get(url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json() as T;
};

describe('the On Demand catalogue in Spanish', () => {
  it('names the categories and their breadcrumbs in both languages; networks and letter groups stay', async () => {
    const top = await json<VodMenus>(`/api/vod/menus?parentMenuId=${MENU.root}`);
    expect(top.menus.map((m) => m.captionEs)).toEqual(['Películas', 'Series de TV', 'Niños', 'Adultos']);
    const movies = await json<VodMenus>(`/api/vod/menus?parentMenuId=${MENU.movies}`);
    expect(movies.path.map((c) => c.captionEs)).toEqual(['On Demand', 'Películas']);
    expect(movies.menus.find((m) => m.caption === 'Comedy')?.captionEs).toBe('Comedia');
    const az = await json<VodMenus>(`/api/vod/menus?parentMenuId=${MENU.moviesAz}`);
    for (const group of az.menus) expect(group.captionEs).toBe(group.caption);
    const tv = await json<VodMenus>(`/api/vod/menus?parentMenuId=${MENU.tv}`);
    for (const network of tv.menus) expect(network.captionEs).toBe(network.caption);
  });

  it('captions the ribbons in Spanish', async () => {
    const landing = await json<VodLanding>('/api/vod/landing?offset=0&count=5');
    const byCaption = new Map(landing.ribbons.map((r) => [r.caption, r.captionEs]));
    expect(byCaption.get('New Releases')).toBe('Estrenos');
    expect(byCaption.get('Popular Movies')).toBe('Películas populares');
    for (const r of landing.ribbons) expect(r.captionEs).not.toBe('');
  });

  it("gives a title's and a series' genres and breadcrumbs in Spanish, in the same order", async () => {
    const { title } = await json<VodTitleAnswer>(`/api/vod/titles/${VOD_DEMO_SAMPLE.titleId}`);
    expect(title.genresEs).toHaveLength(title.genres.length);
    expect(title.genresEs.length).toBeGreaterThan(0);
    expect(title.path[1]).toMatchObject({ caption: 'Movies', captionEs: 'Películas' });
    const series = await app.db.kysely
      .selectFrom('vod_series')
      .select('menu_id')
      .where('genres', 'like', '%Comedy%')
      .executeTakeFirstOrThrow();
    const answer = await json<VodSeries>(`/api/vod/series/${series.menu_id}`);
    const i = answer.series.genres.indexOf('Comedy');
    expect(answer.series.genresEs[i]).toBe('Comedia');
  });

  it('finds a genre by its Spanish name, and names it in both languages', async () => {
    const found = await json<VodSearch>(`/api/vod/search?q=${encodeURIComponent('comedia')}`);
    expect(found.genres).toContainEqual(expect.objectContaining({ name: 'Comedy', nameEs: 'Comedia' }));
    const english = await json<VodSearch>('/api/vod/search?q=comedy');
    expect(english.genres).toContainEqual(expect.objectContaining({ name: 'Comedy', nameEs: 'Comedia' }));
  });
});
