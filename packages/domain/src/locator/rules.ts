import {
  DEFAULT_MAP_ZOOM,
  FIRST_CATEGORY_MAP_ZOOM,
  HOTSPOT_DISTANCE_MILES,
  HOTSPOT_PAGE_SIZE,
  IGNORED_CATEGORY_KEYS,
  LEGEND_ITEMS_PAGE_SIZE,
  LEGEND_STORES_PAGE_SIZE,
  LOCATOR_TYPES,
  SAME_LOCATION_SHOWN,
  STORE_DISTANCE_MILES,
  STORE_PAGE_SIZE,
  type LocatorType,
  type MapItemType,
  type PlaceKind,
} from './constants.ts';
import type { LatLon } from './geo.ts';

export const isLocatorType = (value: unknown): value is LocatorType =>
  // Stryker disable next-line ConditionalExpression: the list holds only strings, and includes() finds no other value in it
  typeof value === 'string' && (LOCATOR_TYPES as readonly string[]).includes(value);

/** Seed 001 §7: "byType=Optimum Store", with the configured brand in place of the seed's. */
export const storeTypeName = (brand: string): string => `${brand} Store`;

/** What each map type searches: the kinds of place, and the page size and distance of its call. */
export interface SearchPlan {
  kinds: readonly PlaceKind[];
  pageSize: number;
  distance: number;
}

/**
 * Seed 001 §7 and §9: hotspots search by the visible bounds with page size 100 and distance 5;
 * stores (and payment centres, and business offices) with page size 8 and distance 500.
 */
export function searchPlanFor(type: LocatorType): SearchPlan {
  switch (type) {
    case 'hotspots':
      return { kinds: ['hotspot'], pageSize: HOTSPOT_PAGE_SIZE, distance: HOTSPOT_DISTANCE_MILES };
    case 'stores':
      return { kinds: ['store'], pageSize: STORE_PAGE_SIZE, distance: STORE_DISTANCE_MILES };
    case 'storesAndPaymentCenters':
      return { kinds: ['store', 'paymentCenter'], pageSize: STORE_PAGE_SIZE, distance: STORE_DISTANCE_MILES };
    case 'business':
      return { kinds: ['business'], pageSize: STORE_PAGE_SIZE, distance: STORE_DISTANCE_MILES };
  }
}

/** Seed 001 §9: "legend size 8 for items, 4 for stores": how many rows one page of the list shows. */
export const legendPageSize = (type: LocatorType): number =>
  type === 'hotspots' ? LEGEND_ITEMS_PAGE_SIZE : LEGEND_STORES_PAGE_SIZE;

/** Seed 001 §4: the nearest-store highlight shows on page 0 and hides when paging forward. */
export const showsNearestStore = (type: LocatorType, page: number): boolean =>
  type !== 'hotspots' && page === 0;

/** Seed 001 §4: "OUTDOOR hotspots cannot be selected on the hotspots map". */
export const isSelectable = (type: LocatorType, itemType: MapItemType): boolean =>
  !(type === 'hotspots' && itemType === 'OUTDOOR');

/**
 * Seed 001 §4: "Selecting an item deselects all others first": the id now selected, or the one
 * before when the item may not be selected.
 */
export function selectItem(
  type: LocatorType,
  current: string | null,
  item: { id: string; type: MapItemType },
): string | null {
  return isSelectable(type, item.type) ? item.id : current;
}

/** Seed 001 §9: "default zoom 16 (15 for first category)". */
export const zoomForCategory = (index: number): number =>
  index === 0 ? FIRST_CATEGORY_MAP_ZOOM : DEFAULT_MAP_ZOOM;

/** Seed 001 §7: the categories call's name-to-label pairs, without the keys NONE and _links. */
export function categoryPairs(meta: Readonly<Record<string, unknown>>): { name: string; label: string }[] {
  const ignored: readonly string[] = IGNORED_CATEGORY_KEYS;
  return Object.entries(meta)
    .filter((e): e is [string, string] => !ignored.includes(e[0]) && typeof e[1] === 'string')
    .map(([name, label]) => ({ name, label }));
}

/** One page of a list (page numbers from 0) and how many pages there are. */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const at = Math.min(Math.max(0, Math.floor(page)), pages - 1);
  return { items: items.slice(at * size, at * size + size), pages };
}

/** Seed 001 §9: "same-location lists show 5 before more": those shown and how many wait. */
export function sameLocationShown<T>(items: readonly T[], expanded: boolean): { shown: T[]; more: number } {
  // Stryker disable next-line EqualityOperator: a list of exactly SAME_LOCATION_SHOWN items gives the same shown items and no more either way
  if (expanded || items.length <= SAME_LOCATION_SHOWN) return { shown: [...items], more: 0 };
  return { shown: items.slice(0, SAME_LOCATION_SHOWN), more: items.length - SAME_LOCATION_SHOWN };
}

/** Items at the same spot, grouped in the order they come (the key rounds to about a metre). */
export function groupBySameLocation<T extends LatLon>(items: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = `${item.lat.toFixed(5)},${item.lon.toFixed(5)}`;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}

/**
 * Seed 001 §2: "On phones, selecting an item hands off to the device's maps app": a geo: link
 * (Android and most phones), or Apple Maps on iPhones and iPads.
 */
export function mapsHandoffUrl(item: LatLon & { name: string; street: string }, userAgent: string): string {
  const q = `${item.name}, ${item.street}`;
  if (/iPhone|iPad|iPod/.test(userAgent)) {
    return `https://maps.apple.com/?ll=${item.lat},${item.lon}&q=${encodeURIComponent(q)}`;
  }
  return `geo:${item.lat},${item.lon}?q=${item.lat},${item.lon}(${encodeURIComponent(q)})`;
}
