import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_CENTER,
  HOTSPOT_DISTANCE_MILES,
  HOTSPOT_PAGE_SIZE,
  STORE_DISTANCE_MILES,
  STORE_PAGE_SIZE,
  type LocatorType,
  type MapItemType,
} from './constants.ts';
import { boundsAround, haversineMiles, intersectBounds } from './geo.ts';
import { mapLoadFailedMessage } from './messages.ts';
import {
  categoryPairs,
  groupBySameLocation,
  isLocatorType,
  isSelectable,
  legendPageSize,
  mapsHandoffUrl,
  pageOf,
  sameLocationShown,
  searchPlanFor,
  selectItem,
  showsNearestStore,
  storeTypeName,
  zoomForCategory,
} from './rules.ts';

describe('locator map rules (seed 001 §4, §7, §9)', () => {
  it('knows the four map types and refuses any other', () => {
    for (const t of ['hotspots', 'stores', 'storesAndPaymentCenters', 'business']) {
      expect(isLocatorType(t)).toBe(true);
    }
    for (const t of ['store', 'HOTSPOTS', '', 42, null]) expect(isLocatorType(t)).toBe(false);
  });

  it.each<[LocatorType, number, number]>([
    ['hotspots', 100, 5],
    ['stores', 8, 500],
    ['storesAndPaymentCenters', 8, 500],
    ['business', 8, 500],
  ])('searches %s with page size %i and distance %i', (type, size, distance) => {
    expect(searchPlanFor(type)).toMatchObject({ pageSize: size, distance });
  });

  it('keeps the seed constants', () => {
    expect([HOTSPOT_PAGE_SIZE, HOTSPOT_DISTANCE_MILES, STORE_PAGE_SIZE, STORE_DISTANCE_MILES]).toEqual([
      100, 5, 8, 500,
    ]);
    expect(DEFAULT_MAP_CENTER).toEqual({ lat: 40.65, lon: -73.95 });
  });

  it('names the store type after the brand', () => {
    expect(storeTypeName('Optimum')).toBe('Optimum Store');
    expect(storeTypeName('Coax')).toBe('Coax Store');
  });

  it('shows legend pages of 8 items and 4 stores', () => {
    expect(legendPageSize('hotspots')).toBe(8);
    expect(legendPageSize('stores')).toBe(4);
    expect(legendPageSize('storesAndPaymentCenters')).toBe(4);
  });

  it('highlights the nearest store on page 0 only, and never on the hotspots map', () => {
    expect(showsNearestStore('stores', 0)).toBe(true);
    expect(showsNearestStore('stores', 1)).toBe(false);
    expect(showsNearestStore('hotspots', 0)).toBe(false);
  });

  it.each<[LocatorType, MapItemType, boolean]>([
    ['hotspots', 'OUTDOOR', false],
    ['hotspots', 'INDOOR', true],
    ['hotspots', 'PARTNER_OUTDOOR', true],
    ['stores', 'primary', true],
    ['storesAndPaymentCenters', 'secondary', true],
  ])('on the %s map a %s item is selectable: %s', (type, itemType, ok) => {
    expect(isSelectable(type, itemType)).toBe(ok);
  });

  it('selecting deselects the others, and an OUTDOOR hotspot leaves the selection as it was', () => {
    expect(selectItem('stores', 'a', { id: 'b', type: 'primary' })).toBe('b');
    expect(selectItem('hotspots', 'a', { id: 'b', type: 'OUTDOOR' })).toBe('a');
    expect(selectItem('hotspots', null, { id: 'c', type: 'INDOOR' })).toBe('c');
  });

  it('zooms to 15 for the first category and 16 otherwise', () => {
    expect(zoomForCategory(0)).toBe(15);
    expect(zoomForCategory(3)).toBe(16);
  });

  it('ignores the keys NONE and _links of the categories', () => {
    expect(categoryPairs({ NONE: 'None', _links: { self: 'x' }, CAFE: 'Cafe', PARK: 'Park' })).toEqual([
      { name: 'CAFE', label: 'Cafe' },
      { name: 'PARK', label: 'Park' },
    ]);
  });

  it('pages a list from 0 and clamps a page past the end', () => {
    const list = Array.from({ length: 10 }, (_, i) => i);
    expect(pageOf(list, 0, 4)).toEqual({ items: [0, 1, 2, 3], pages: 3 });
    expect(pageOf(list, 2, 4)).toEqual({ items: [8, 9], pages: 3 });
    expect(pageOf(list, 9, 4).items).toEqual([8, 9]);
    expect(pageOf([], 0, 4)).toEqual({ items: [], pages: 1 });
  });

  it('shows 5 of a same-location list before "more"', () => {
    const seven = Array.from({ length: 7 }, (_, i) => i);
    expect(sameLocationShown(seven, false)).toEqual({ shown: [0, 1, 2, 3, 4], more: 2 });
    expect(sameLocationShown(seven, true).shown).toHaveLength(7);
    expect(sameLocationShown([1, 2], false)).toEqual({ shown: [1, 2], more: 0 });
  });

  it('groups items at the same spot', () => {
    const a = { lat: 40.65, lon: -73.95 };
    const b = { lat: 40.66, lon: -73.95 };
    expect(groupBySameLocation([a, b, { ...a }])).toHaveLength(2);
  });

  it('hands off to the maps app: geo: on most phones, Apple Maps on an iPhone', () => {
    const item = { lat: 40.65, lon: -73.95, name: 'Store', street: '1 Main St' };
    expect(mapsHandoffUrl(item, 'Mozilla/5.0 (Linux; Android 14)')).toMatch(/^geo:40\.65,-73\.95\?q=/);
    expect(mapsHandoffUrl(item, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toMatch(
      /^https:\/\/maps\.apple\.com\/\?ll=40\.65,-73\.95/,
    );
  });

  it('says the seed message with the status', () => {
    expect(mapLoadFailedMessage(503)).toBe('Sorry, there was a problem loading the map data: Status 503');
  });
});

describe('distances (haversine, miles)', () => {
  it('measures known distances', () => {
    expect(haversineMiles(DEFAULT_MAP_CENTER, DEFAULT_MAP_CENTER)).toBe(0);
    // one degree of latitude is about 69.1 miles
    expect(haversineMiles({ lat: 40, lon: -74 }, { lat: 41, lon: -74 })).toBeCloseTo(69.09, 1);
    // New York to Los Angeles, about 2,450 miles
    expect(haversineMiles({ lat: 40.7128, lon: -74.006 }, { lat: 34.0522, lon: -118.2437 })).toBeCloseTo(
      2445,
      -1,
    );
  });

  it('builds a box that holds every point within the distance', () => {
    const box = boundsAround(DEFAULT_MAP_CENTER, 5);
    expect(haversineMiles(DEFAULT_MAP_CENTER, { lat: box.maxLat, lon: DEFAULT_MAP_CENTER.lon })).toBeCloseTo(
      5,
      3,
    );
    expect(
      haversineMiles(DEFAULT_MAP_CENTER, { lat: DEFAULT_MAP_CENTER.lat, lon: box.maxLon }),
    ).toBeGreaterThanOrEqual(4.99);
    expect(boundsAround({ lat: 89.99, lon: 0 }, 500).maxLat).toBe(90);
  });

  it('intersects boxes', () => {
    const a = { minLat: 0, minLon: 0, maxLat: 2, maxLon: 2 };
    expect(intersectBounds(a, { minLat: 1, minLon: 1, maxLat: 3, maxLon: 3 })).toEqual({
      minLat: 1,
      minLon: 1,
      maxLat: 2,
      maxLon: 2,
    });
    expect(intersectBounds(a, { minLat: 3, minLon: 3, maxLat: 4, maxLon: 4 })).toBeNull();
  });
});
