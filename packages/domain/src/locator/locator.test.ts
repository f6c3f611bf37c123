import { describe, expect, it } from 'vitest';
import {
  AUTOCOMPLETE_COUNTRY,
  DEFAULT_MAP_CENTER,
  DEFAULT_ZIP,
  HOTSPOT_DISTANCE_MILES,
  HOTSPOT_PAGE_SIZE,
  MAP_SORT_BY,
  STORE_DISTANCE_MILES,
  STORE_PAGE_SIZE,
  ZIP_COOKIE,
  type LocatorType,
  type MapItemType,
} from './constants.ts';
import {
  EARTH_RADIUS_MILES,
  boundsAround,
  boundsCenter,
  haversineMiles,
  intersectBounds,
  roundMiles,
  type Bounds,
} from './geo.ts';
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

describe('locator constants the seed words (seed 001 §5, §7, §9)', () => {
  it('falls back to ZIP 11801, read from the zip cookie', () => {
    expect(DEFAULT_ZIP).toBe('11801');
    expect(ZIP_COOKIE).toBe('zip');
  });

  it('sorts by distance and limits autocomplete to the US', () => {
    expect(MAP_SORT_BY).toBe('distance');
    expect(AUTOCOMPLETE_COUNTRY).toBe('US');
  });
});

describe('what each map type searches (seed 001 §7, §9)', () => {
  it.each<[LocatorType, ReturnType<typeof searchPlanFor>]>([
    ['hotspots', { kinds: ['hotspot'], pageSize: 100, distance: 5 }],
    ['stores', { kinds: ['store'], pageSize: 8, distance: 500 }],
    ['storesAndPaymentCenters', { kinds: ['store', 'paymentCenter'], pageSize: 8, distance: 500 }],
    ['business', { kinds: ['business'], pageSize: 8, distance: 500 }],
  ])('the %s map searches %j', (type, plan) => {
    expect(searchPlanFor(type)).toEqual(plan);
  });
});

describe('selection, categories and lists on the map', () => {
  it('lets an OUTDOOR item be selected on any map but the hotspots map', () => {
    expect(isSelectable('stores', 'OUTDOOR')).toBe(true);
    expect(isSelectable('business', 'OUTDOOR')).toBe(true);
    expect(selectItem('storesAndPaymentCenters', 'a', { id: 'b', type: 'OUTDOOR' })).toBe('b');
  });

  it('keeps only the categories whose label is text', () => {
    expect(categoryPairs({ CAFE: 'Cafe', COUNT: 3, LINKS: { self: 'x' }, PARK: 'Park' })).toEqual([
      { name: 'CAFE', label: 'Cafe' },
      { name: 'PARK', label: 'Park' },
    ]);
  });

  it('shows a same-location list of exactly 5 in full, and holds back the 6th', () => {
    const five = [1, 2, 3, 4, 5];
    expect(sameLocationShown(five, false)).toEqual({ shown: [1, 2, 3, 4, 5], more: 0 });
    expect(sameLocationShown([...five, 6], false)).toEqual({ shown: [1, 2, 3, 4, 5], more: 1 });
    expect(sameLocationShown([...five, 6], true)).toEqual({ shown: [1, 2, 3, 4, 5, 6], more: 0 });
  });

  it('groups items at the same spot in the order they come, to about a metre', () => {
    const a = { id: 'a', lat: 40.65, lon: -73.95 };
    const b = { id: 'b', lat: 40.66, lon: -73.95 };
    const nearA = { id: 'a2', lat: 40.650001, lon: -73.950001 };
    const c = { id: 'c', lat: 40.65, lon: -73.96 };
    expect(groupBySameLocation([a, b, nearA, c])).toEqual([[a, nearA], [b], [c]]);
    expect(groupBySameLocation([])).toEqual([]);
  });

  it('hands the name and street to the maps app', () => {
    const item = { lat: 40.65, lon: -73.95, name: 'Store', street: '1 Main St' };
    expect(mapsHandoffUrl(item, 'Mozilla/5.0 (Linux; Android 14)')).toBe(
      'geo:40.65,-73.95?q=40.65,-73.95(Store%2C%201%20Main%20St)',
    );
    expect(mapsHandoffUrl(item, 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe(
      'https://maps.apple.com/?ll=40.65,-73.95&q=Store%2C%201%20Main%20St',
    );
  });
});

describe('boxes around a point', () => {
  /** Miles in one degree of latitude on the spherical Earth. */
  const degree = (Math.PI * EARTH_RADIUS_MILES) / 180;

  const expectBox = (box: Bounds, expected: Bounds) => {
    expect(box.minLat).toBeCloseTo(expected.minLat, 9);
    expect(box.maxLat).toBeCloseTo(expected.maxLat, 9);
    expect(box.minLon).toBeCloseTo(expected.minLon, 9);
    expect(box.maxLon).toBeCloseTo(expected.maxLon, 9);
  };

  it('reaches one degree each way on the equator for the miles of one degree', () => {
    expectBox(boundsAround({ lat: 0, lon: 10 }, degree), { minLat: -1, maxLat: 1, minLon: 9, maxLon: 11 });
  });

  it('widens in longitude as the meridians close in (twice as wide at 60°)', () => {
    expectBox(boundsAround({ lat: 60, lon: -70 }, degree), {
      minLat: 59,
      maxLat: 61,
      minLon: -72,
      maxLon: -68,
    });
    expectBox(boundsAround({ lat: -60, lon: -70 }, 2 * degree), {
      minLat: -62,
      maxLat: -58,
      minLon: -74,
      maxLon: -66,
    });
  });

  it('widens no more than a hundredfold near the poles', () => {
    expectBox(boundsAround({ lat: 90, lon: 0 }, degree), {
      minLat: 89,
      maxLat: 90,
      minLon: -100,
      maxLon: 100,
    });
  });

  it('stays within the valid latitudes and longitudes', () => {
    expectBox(boundsAround({ lat: -89.5, lon: 179.5 }, degree), {
      minLat: -90,
      maxLat: -88.5,
      minLon: 79.5,
      maxLon: 180,
    });
    expectBox(boundsAround({ lat: 89.5, lon: -179.5 }, degree), {
      minLat: 88.5,
      maxLat: 90,
      minLon: -180,
      maxLon: -79.5,
    });
    expect(boundsAround({ lat: 0, lon: 0 }, 20_000)).toEqual({
      minLat: -90,
      maxLat: 90,
      minLon: -180,
      maxLon: 180,
    });
  });
});

describe('overlapping boxes, box centres and shown distances', () => {
  const a = { minLat: 0, minLon: 0, maxLat: 2, maxLon: 2 };

  it('counts boxes that only touch as overlapping, on a line', () => {
    expect(intersectBounds(a, { minLat: 2, minLon: 0, maxLat: 3, maxLon: 2 })).toEqual({
      minLat: 2,
      minLon: 0,
      maxLat: 2,
      maxLon: 2,
    });
    expect(intersectBounds(a, { minLat: 0, minLon: 2, maxLat: 2, maxLon: 3 })).toEqual({
      minLat: 0,
      minLon: 2,
      maxLat: 2,
      maxLon: 2,
    });
  });

  it('needs the boxes to overlap both in latitude and in longitude', () => {
    expect(intersectBounds(a, { minLat: 1, minLon: 3, maxLat: 3, maxLon: 4 })).toBeNull();
    expect(intersectBounds(a, { minLat: 3, minLon: 1, maxLat: 4, maxLon: 3 })).toBeNull();
  });

  it('finds the middle of a box', () => {
    expect(boundsCenter({ minLat: 40, minLon: -74, maxLat: 41, maxLon: -73 })).toEqual({
      lat: 40.5,
      lon: -73.5,
    });
  });

  it('shows distances to one decimal', () => {
    expect(roundMiles(12.34)).toBe(12.3);
    expect(roundMiles(12.36)).toBe(12.4);
    expect(roundMiles(0.05)).toBe(0.1);
    expect(roundMiles(3)).toBe(3);
  });
});
