import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapSearch } from '@coax/contract';
import { DEFAULT_MAP_CENTER, boundsAround, haversineMiles } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { BRAND_NAME: 'Optimum', MAP_TILE_URL: '' } });
});
afterAll(async () => app.close());

const near = `nearLat=${DEFAULT_MAP_CENTER.lat}&nearLon=${DEFAULT_MAP_CENTER.lon}`;
const get = (url: string) => new Browser(app).get(url);

describe('locator settings and categories (seed 001 §7)', () => {
  it("gives the brand's store type and no tiles when none are configured", async () => {
    const res = await get('/api/locator/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tileUrl: null, tileAttribution: null, storeType: 'Optimum Store' });
  });

  it('lists the categories without NONE, in English and Spanish', async () => {
    const en = (await get('/api/locator/meta/categories')).json();
    expect(en.categories[0]).toEqual({ name: 'CAFE', label: 'Cafés' });
    expect(en.categories.map((c: { name: string }) => c.name)).not.toContain('NONE');
    const es = (await get('/api/locator/meta/categories?lang=es')).json();
    expect(es.categories[0]).toEqual({ name: 'CAFE', label: 'Cafeterías' });
  });
});

describe('hotspot search (seed 001 §7: bounds, page size 100, distance 5, by distance)', () => {
  const box = boundsAround(DEFAULT_MAP_CENTER, 1);
  const area = `minLat=${box.minLat}&minLon=${box.minLon}&maxLat=${box.maxLat}&maxLon=${box.maxLon}`;

  it('answers hotspots inside the visible bounds, nearest first, never cached', async () => {
    const res = await get(
      `/api/locator/hotspot/search?${area}&${near}&pageSize=100&distance=5&sortBy=distance&_=1764170000000`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const body = res.json() as MapSearch;
    const items = body._embedded.results;
    expect(items.length).toBeGreaterThan(10);
    for (const i of items) {
      expect(i.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(i.lat).toBeLessThanOrEqual(box.maxLat);
      expect(['INDOOR', 'OUTDOOR', 'PARTNER_INDOOR', 'PARTNER_OUTDOOR']).toContain(i.type);
    }
    const d = items.map((i) => i.distance);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
    expect(body.page).toMatchObject({ number: 0, size: 100 });
    expect(items).toHaveLength(Math.min(100, body.page.totalElements));
    expect(body.categoriesFacet.reduce((s, c) => s + c.count, 0)).toBe(body.page.totalElements);
  });

  it('filters by categories', async () => {
    const body = (
      await get(`/api/locator/hotspot/search?${near}&distance=5&pageSize=100&categoriesString=PARK`)
    ).json() as MapSearch;
    expect(body._embedded.results.length).toBeGreaterThan(0);
    expect(new Set(body._embedded.results.map((i) => i.categoryAsInDB))).toEqual(new Set(['PARK']));
    expect(body.categoriesFacet.map((c) => c.catName)).toEqual(['PARK']);
  });

  it('uses the default page size 8 and distance 2 when none is given', async () => {
    const body = (await get(`/api/locator/hotspot/search?${near}`)).json() as MapSearch;
    expect(body.page.size).toBe(8);
    expect(body._embedded.results).toHaveLength(8);
    for (const i of body._embedded.results) {
      expect(haversineMiles(DEFAULT_MAP_CENTER, i)).toBeLessThanOrEqual(2);
    }
  });

  it('pages: page 1 follows page 0 without overlap', async () => {
    const p0 = (await get(`/api/locator/hotspot/search?${near}&page=0`)).json() as MapSearch;
    const p1 = (await get(`/api/locator/hotspot/search?${near}&page=1`)).json() as MapSearch;
    const ids0 = p0._embedded.results.map((i) => i.id);
    expect(p1._embedded.results.some((i) => ids0.includes(i.id))).toBe(false);
    expect(p1._embedded.results[0]!.distance).toBeGreaterThanOrEqual(p0._embedded.results.at(-1)!.distance);
  });

  it('answers nothing far from every hotspot', async () => {
    const body = (await get('/api/locator/hotspot/search?nearLat=34.05&nearLon=-118.24&distance=5')).json();
    expect(body._embedded.results).toEqual([]);
    expect(body.page.totalElements).toBe(0);
  });

  it.each([
    ['nearLat=abc&nearLon=-73.95', 'input.format'],
    ['nearLat=95&nearLon=-73.95', 'input.invalid'],
    ['nearLon=-73.95', 'input.required'],
    [`${near}&pageSize=101`, 'input.invalid'],
    [`${near}&categoriesString=park;drop`, 'input.format'],
    [`${near}&minLat=41&minLon=-74&maxLat=40&maxLon=-73`, 'locator.bounds.order'],
    [`${near}&minLat=40`, 'input.required'],
  ])('refuses %s with 400', async (query, reason) => {
    const res = await get(`/api/locator/hotspot/search?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe(reason);
  });
});

describe('store search (seed 001 §7: page size 8, distance 500, byType, nearest store)', () => {
  it('finds stores nearest first, and the nearest one alone with page size 1', async () => {
    const all = (
      await get(
        `/api/locator/store/search?type=stores&${near}&pageSize=8&distance=500&byType=Optimum%20Store`,
      )
    ).json() as MapSearch;
    expect(all._embedded.results).toHaveLength(8);
    expect(new Set(all._embedded.results.map((i) => i.type))).toEqual(new Set(['primary']));
    expect(all.page.totalElements).toBe(14);
    const nearest = (
      await get(`/api/locator/store/search?type=stores&${near}&pageSize=1&distance=500`)
    ).json() as MapSearch;
    expect(nearest._embedded.results).toHaveLength(1);
    expect(nearest._embedded.results[0]!.id).toBe(all._embedded.results[0]!.id);
    expect(nearest._embedded.results[0]!.hours).toEqual({
      weekdays: { open: 600, close: 1200 },
      saturday: { open: 600, close: 1080 },
      sunday: { open: 660, close: 1020 },
    });
  });

  it('finds the Hicksville store nearest to the default ZIP 11801', async () => {
    const zip = (await get('/api/locator/geolocate/zipcode/11801')).json();
    expect(zip).toMatchObject({ zip: '11801', city: 'Hicksville', state: 'NY' });
    const { lat, lon } = zip.location.latLon;
    const body = (
      await get(`/api/locator/store/search?nearLat=${lat}&nearLon=${lon}&pageSize=1&distance=500`)
    ).json() as MapSearch;
    expect(body._embedded.results[0]!.name).toBe('Hicksville');
  });

  it('mixes in payment centres for storesAndPaymentCenters, and business offices for business', async () => {
    const mixed = (
      await get(`/api/locator/store/search?type=storesAndPaymentCenters&${near}&pageSize=100&distance=500`)
    ).json() as MapSearch;
    expect(new Set(mixed._embedded.results.map((i) => i.type))).toEqual(new Set(['primary', 'secondary']));
    const biz = (
      await get(`/api/locator/store/search?type=business&${near}&pageSize=8&distance=500`)
    ).json() as MapSearch;
    expect(biz.page.totalElements).toBe(6);
    expect(biz._embedded.results.every((i) => i.name.startsWith('Business Solutions Center'))).toBe(true);
  });

  it("answers no stores of another brand's type", async () => {
    const body = (
      await get(`/api/locator/store/search?type=stores&${near}&distance=500&byType=Other%20Store`)
    ).json();
    expect(body._embedded.results).toEqual([]);
  });

  it('refuses an unknown type with its reason', async () => {
    const res = await get(`/api/locator/store/search?type=restaurants&${near}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe('locator.type.unknown');
  });
});

describe('ZIP, address and payment-centre autocomplete (seed 001 §2, §5, §7)', () => {
  it('refuses an unknown or malformed ZIP', async () => {
    const unknown = await get('/api/locator/geolocate/zipcode/00000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.reason).toBe('locator.zip.not-found');
    expect((await get('/api/locator/geolocate/zipcode/1180x')).statusCode).toBe(400);
  });

  it('suggests US ZIP codes and towns only', async () => {
    const byZip = (await get('/api/locator/places?q=1180')).json();
    expect(byZip.suggestions[0]).toMatchObject({ zip: '11801', city: 'Hicksville', state: 'NY' });
    const byTown = (await get('/api/locator/places?q=hicksv')).json();
    expect(byTown.suggestions.map((s: { city: string }) => s.city)).toContain('Hicksville');
    // the dataset's Canadian postal codes are never suggested: only the US towns named Toronto
    const ca = (await get('/api/locator/places?q=toronto')).json();
    expect(ca.suggestions.length).toBeGreaterThan(0);
    for (const s of ca.suggestions) expect(s.zip).toMatch(/^\d{5}$/);
    expect(ca.suggestions.map((s: { state: string }) => s.state)).not.toContain('ON');
    expect((await get('/api/locator/places?q=a')).statusCode).toBe(400);
  });

  it('suggests payment centres by name, and treats % literally', async () => {
    const res = (await get('/api/locator/payment-centers?q=pharmacy')).json();
    expect(res.suggestions.length).toBeGreaterThan(0);
    for (const s of res.suggestions) {
      expect(s.type).toBe('secondary');
      expect(`${s.name} ${s.street} ${s.city}`.toLowerCase()).toContain('pharmacy');
    }
    expect((await get('/api/locator/payment-centers?q=%25%25')).json().suggestions).toEqual([]);
  });
});
