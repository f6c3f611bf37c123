/**
 * The locator map's constants (seed 001 §2 "Locator map", §4 "Map", §7 "Map calls", §9 "Map").
 * Distances are miles.
 */

/** Seed 001 §2: the map's types. Any other is an error (reason `locator.type.unknown`). */
export const LOCATOR_TYPES = ['hotspots', 'stores', 'storesAndPaymentCenters', 'business'] as const;
export type LocatorType = (typeof LOCATOR_TYPES)[number];

/** Seed 001 §3 "Map item": the item types. `nearestStore` is the highlighted nearest store. */
export const MAP_ITEM_TYPES = [
  'INDOOR',
  'OUTDOOR',
  'PARTNER_INDOOR',
  'PARTNER_OUTDOOR',
  'primary',
  'secondary',
  'nearestStore',
] as const;
export type MapItemType = (typeof MAP_ITEM_TYPES)[number];

/** The hotspot item types (the others are stores, payment centers and the nearest store). */
export const HOTSPOT_ITEM_TYPES = ['INDOOR', 'OUTDOOR', 'PARTNER_INDOOR', 'PARTNER_OUTDOOR'] as const;
export type HotspotItemType = (typeof HOTSPOT_ITEM_TYPES)[number];

/** Where a place belongs: a hotspot, a store, a payment center or a business office. */
export const PLACE_KINDS = ['hotspot', 'store', 'paymentCenter', 'business'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Seed 001 §4: "busyState loading then standby". */
export const MAP_BUSY_STATES = ['loading', 'standby'] as const;
export type MapBusyState = (typeof MAP_BUSY_STATES)[number];

/** Seed 001 §4: "No place result sets the result state to noresult". */
export const MAP_RESULT_STATES = ['results', 'noresult'] as const;
export type MapResultState = (typeof MAP_RESULT_STATES)[number];

/** Seed 001 §9: "hotspot page size 100, distance 5". */
export const HOTSPOT_PAGE_SIZE = 100;
export const HOTSPOT_DISTANCE_MILES = 5;
/** Seed 001 §9: "store page size 8, distance 500". */
export const STORE_PAGE_SIZE = 8;
export const STORE_DISTANCE_MILES = 500;
/** Seed 001 §9: "nearest store 1" (the page size of the nearest-store call). */
export const NEAREST_STORE_PAGE_SIZE = 1;
/** Seed 001 §9: "default search page size 8, distance 2". */
export const DEFAULT_SEARCH_PAGE_SIZE = 8;
export const DEFAULT_SEARCH_DISTANCE_MILES = 2;
/** The largest page a search answers (the hotspot page). */
export const MAX_SEARCH_PAGE_SIZE = HOTSPOT_PAGE_SIZE;
/** The widest a search may reach (the store distance). */
export const MAX_SEARCH_DISTANCE_MILES = STORE_DISTANCE_MILES;

/** Seed 001 §9: "near 40.65 / -73.95". */
export const DEFAULT_MAP_CENTER = { lat: 40.65, lon: -73.95 } as const;
/** Seed 001 §9: "default zoom 16 (15 for first category)". */
export const DEFAULT_MAP_ZOOM = 16;
export const FIRST_CATEGORY_MAP_ZOOM = 15;

/** Seed 001 §9: "legend size 8 for items, 4 for stores". */
export const LEGEND_ITEMS_PAGE_SIZE = 8;
export const LEGEND_STORES_PAGE_SIZE = 4;
/** Seed 001 §9: "same-location lists show 5 before more". */
export const SAME_LOCATION_SHOWN = 5;

/** Seed 001 §9: "default ZIP fallback 11801". */
export const DEFAULT_ZIP = '11801';
/** Seed 001 §7: "the ZIP comes from a cookie with fallback". The seed does not name it. */
export const ZIP_COOKIE = 'zip';

/** Seed 001 §7: the category keys that are not categories ("keys NONE and _links ignored"). */
export const IGNORED_CATEGORY_KEYS = ['NONE', '_links'] as const;

/** Seed 001 §7: "sortBy=distance". */
export const MAP_SORT_BY = 'distance';

/** The most suggestions an autocomplete answers. */
export const AUTOCOMPLETE_LIMIT = 8;
/** Seed 001 §5: "Map autocomplete limited to the US". */
export const AUTOCOMPLETE_COUNTRY = 'US';
