import { describe, expect, it } from 'vitest';
import { EXCLUDED_VOD_ASSET_ID, isExcludedVod } from '@coax/domain';
import { VOD_DEMO_SAMPLE, generateCatalogue } from './generate.ts';
import { DEMO_VOD_TITLES } from './vod-seed.ts';

const NOW = Date.UTC(2026, 10, 20, 15, 0, 0);

describe('the generated catalogue', () => {
  const cat = generateCatalogue({ titles: DEMO_VOD_TITLES, now: NOW });

  it('is the same every time for the same day', () => {
    const again = generateCatalogue({ titles: DEMO_VOD_TITLES, now: NOW });
    expect(again).toEqual(cat);
  });

  it('has the titles asked for, about 70% movies, the rest episodes of series', () => {
    expect(cat.titles).toHaveLength(DEMO_VOD_TITLES);
    const movies = cat.titles.filter((t) => t.seriesInd === 0).length;
    expect(movies).toBe(2100);
    expect(cat.series.length).toBeGreaterThan(10);
    for (const s of cat.series) {
      expect(cat.menus.some((m) => m.menuId === s.menuId && m.seriesInd === 1)).toBe(true);
    }
  });

  it('names every genre, category and ribbon in Spanish, and leaves networks and letter groups as they are', () => {
    const genres = new Set([...cat.titles, ...cat.series].flatMap((t) => t.genres));
    for (const g of genres) expect(cat.spanish[g], g).toMatch(/\S/);
    for (const m of cat.menus.filter((x) => x.seriesInd === 0 && x.parentMenuId !== null)) {
      const named = cat.spanish[m.caption] !== undefined;
      const letters = /^[A-Z#0-9]+$/.test(m.caption);
      expect(
        named || letters || cat.menus.some((p) => p.menuId === m.parentMenuId && p.caption === 'TV Shows'),
        m.caption,
      ).toBe(true);
    }
    for (const r of cat.ribbons) expect(cat.spanish[r.caption], r.caption).toBeDefined();
    expect(cat.spanish.Comedy).toBe('Comedia');
    expect(cat.spanish['Northstar']).toBeUndefined();
    expect(cat.spanish['On Northstar']).toBe('En Northstar');
  });

  it('gives every title and asset its own id', () => {
    const ids = cat.titles.map((t) => t.titleId);
    expect(new Set(ids).size).toBe(ids.length);
    const assets = cat.titles.flatMap((t) => [t.hdAsset, t.sdAsset]).filter((a) => a !== null);
    expect(new Set(assets).size).toBe(assets.length);
    expect(cat.titles.every((t) => t.hdAsset !== null || t.sdAsset !== null)).toBe(true);
  });

  it('keeps title 1 a visible movie with both qualities, for tests and the attack suites', () => {
    const one = cat.titles.find((t) => t.titleId === VOD_DEMO_SAMPLE.titleId);
    expect(one).toMatchObject({
      seriesInd: 0,
      hdAsset: VOD_DEMO_SAMPLE.hdAsset,
      sdAsset: VOD_DEMO_SAMPLE.sdAsset,
      rating: 'PG-13',
    });
    expect(one?.menuIds).toContain(VOD_DEMO_SAMPLE.menuId);
  });

  it('holds content to exclude: some NC-17 titles and the excluded asset', () => {
    expect(cat.titles.filter((t) => t.rating === 'NC-17').length).toBeGreaterThan(10);
    expect(cat.titles.some((t) => t.sdAsset === EXCLUDED_VOD_ASSET_ID)).toBe(true);
    expect(
      cat.topPicks.every(
        (id) =>
          !isExcludedVod(
            cat.titles.find((t) => t.titleId === id) ?? { rating: 'NC-17', hdAsset: null, sdAsset: null },
          ),
      ),
    ).toBe(true);
  });

  it('files every title under menus that exist, and every episode under its series', () => {
    const menus = new Set(cat.menus.map((m) => m.menuId));
    for (const t of cat.titles) {
      for (const m of t.menuIds) expect(menus.has(m), `${t.titleId} ${m}`).toBe(true);
      if (t.seriesMenuId) expect(t.menuIds).toContain(t.seriesMenuId);
    }
  });

  it('invents every name: no demo subscriber is in the cast', () => {
    const people = new Set(cat.titles.flatMap((t) => [...t.actors, ...t.directors]));
    expect(people.size).toBeGreaterThan(500);
    for (const name of people) expect(name).not.toMatch(/Smith|García|Garcia|Rivera|Tate|Patel/);
  });

  it('never prints the digits of a demo balance a leak test looks for', () => {
    // The cross-account suite treats a bare 14287 (jsmith's amount due) as a leak.
    expect(JSON.stringify(cat)).not.toMatch(/(?<!\d)14287(?!\d)/);
  });

  it('lays ribbons out of titles anyone may see, at most 20 each', () => {
    expect(cat.ribbons.length).toBeGreaterThan(20);
    for (const r of cat.ribbons) {
      expect(r.titleIds.length).toBeGreaterThan(0);
      expect(r.titleIds.length).toBeLessThanOrEqual(20);
    }
    expect(cat.topPicks.length).toBe(5);
  });

  it('scales up for the benchmarks with ids still unique (the bench itself makes 100,000)', () => {
    const big = generateCatalogue({ titles: 20_000, now: NOW });
    expect(big.titles).toHaveLength(20_000);
    expect(new Set(big.titles.map((t) => t.titleId)).size).toBe(20_000);
    expect(new Set(big.menus.map((m) => m.menuId)).size).toBe(big.menus.length);
  });
});
