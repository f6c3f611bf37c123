import { z } from 'zod';
import {
  AUTOCOMPLETE_LIMIT,
  DEFAULT_SEARCH_DISTANCE_MILES,
  DEFAULT_SEARCH_PAGE_SIZE,
  LocatorMessages,
  LOCATOR_TYPES,
  MAP_ITEM_TYPES,
  MAP_SORT_BY,
  MAX_SEARCH_DISTANCE_MILES,
  MAX_SEARCH_PAGE_SIZE,
} from '@coax/domain';
import { defineRoute } from './route.ts';

// The locator map (seed 001 §2 "Locator map", §3 "Map item", "Map search response", §7 "Map",
// §9; issue 18 item 6): hotspots, stores, payment centres and business offices for anyone,
// signed in or not. Distances are miles.

/** A decimal number in a query string, within a range. */
const decimal = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} is required.` })
    .regex(/^-?\d{1,3}(\.\d{1,20})?$/, `${what} must be a number.`)
    .transform(Number)
    .refine((v) => v >= min && v <= max, `${what} must be between ${min} and ${max}.`);

/** A whole number in a query string, within a range, with a default when absent. */
const whole = (what: string, min: number, max: number, def: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, `${what} must be a whole number.`)
    .transform(Number)
    .refine((v) => v >= min && v <= max, `${what} must be between ${min} and ${max}.`)
    .optional()
    .transform((v) => v ?? def);

export const mapLanguage = z.enum(['en', 'es'], { error: 'lang is en or es.' }).optional();
export const locatorType = z.enum(LOCATOR_TYPES, { error: LocatorMessages.unknownType });

const latLon = z.object({ lat: z.number(), lon: z.number() });

/** Opening hours as minutes after midnight; null on a day the place is closed. */
const openSpan = z.object({ open: z.number().int(), close: z.number().int() }).nullable();

/** Seed 001 §3 "Map item" (its `selected` is the page's own state). */
export const mapItem = z
  .object({
    id: z.string(),
    lat: z.number(),
    lon: z.number(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    name: z.string(),
    /** null: open whenever the place is (a hotspot) */
    hours: z.object({ weekdays: openSpan, saturday: openSpan, sunday: openSpan }).nullable(),
    type: z.enum(MAP_ITEM_TYPES),
    /** the category's label in the asked language, and its name as stored */
    category: z.string().nullable(),
    categoryAsInDB: z.string().nullable(),
    provider: z.object({ name: z.string() }).nullable(),
    /** who may use a hotspot: residential, business or any customer */
    accountType: z.string().nullable(),
    outdoor: z.boolean(),
    /** miles from the search's near point */
    distance: z.number(),
  })
  .meta({ id: 'MapItem' });
export type MapItem = z.infer<typeof mapItem>;

/** Seed 001 §3 "Map search response": mapCenter, _embedded.results, categoriesFacet, and the page. */
export const mapSearch = z
  .object({
    mapCenter: latLon,
    _embedded: z.object({ results: z.array(mapItem) }),
    categoriesFacet: z.array(z.object({ catName: z.string(), label: z.string(), count: z.number().int() })),
    page: z.object({
      number: z.number().int(),
      size: z.number().int(),
      totalElements: z.number().int(),
      totalPages: z.number().int(),
    }),
  })
  .meta({ id: 'MapSearch' });
export type MapSearch = z.infer<typeof mapSearch>;

/** Seed 001 §7's search query: near point, optional area bounds, page size, distance, sort. */
const searchShape = {
  nearLat: decimal('nearLat', -90, 90),
  nearLon: decimal('nearLon', -180, 180),
  minLat: decimal('minLat', -90, 90).optional(),
  minLon: decimal('minLon', -180, 180).optional(),
  maxLat: decimal('maxLat', -90, 90).optional(),
  maxLon: decimal('maxLon', -180, 180).optional(),
  pageSize: whole('pageSize', 1, MAX_SEARCH_PAGE_SIZE, DEFAULT_SEARCH_PAGE_SIZE),
  distance: whole('distance', 1, MAX_SEARCH_DISTANCE_MILES, DEFAULT_SEARCH_DISTANCE_MILES),
  page: whole('page', 0, 9999, 0),
  sortBy: z.literal(MAP_SORT_BY, { error: `sortBy is ${MAP_SORT_BY}.` }).optional(),
  lang: mapLanguage,
  /** the cache-busting timestamp (seed 001 §7); the answer is never cached anyway */
  _: z
    .string()
    .regex(/^\d{1,16}$/, '_ is a timestamp.')
    .optional(),
};

export const hotspotSearchQuery = z.object({
  ...searchShape,
  /** comma-separated category names; none: every category */
  categoriesString: z
    .string()
    .regex(/^[A-Z_]{1,40}(,[A-Z_]{1,40}){0,19}$/, 'categoriesString is a comma-separated list of categories.')
    .optional(),
});
export type HotspotSearchQuery = z.output<typeof hotspotSearchQuery>;

export const storeSearchQuery = z.object({
  ...searchShape,
  type: locatorType.optional().transform((v) => v ?? 'stores'),
  /** seed 001 §7 "byType=Optimum Store": the brand's store type (locatorSettings.storeType) */
  byType: z.string().max(80, 'byType is too long.').optional(),
});
export type StoreSearchQuery = z.output<typeof storeSearchQuery>;

/** What the map page needs of the operator's configuration. */
export const locatorSettings = z
  .object({
    /** the map tiles' address ({z}/{x}/{y}), or null: the map shows markers on a plain background */
    tileUrl: z.string().nullable(),
    tileAttribution: z.string().nullable(),
    /** seed 001 §7: the brand's store type, 'Optimum Store' with the configured brand */
    storeType: z.string(),
  })
  .meta({ id: 'LocatorSettings' });
export type LocatorSettings = z.infer<typeof locatorSettings>;

export const mapCategories = z
  .object({ categories: z.array(z.object({ name: z.string(), label: z.string() })) })
  .meta({ id: 'MapCategories' });
export type MapCategories = z.infer<typeof mapCategories>;

/** Seed 001 §7 "map/geolocate/zipcode/{zip}": the ZIP's centre as location.latLon. */
export const zipLocation = z
  .object({
    zip: z.string(),
    city: z.string(),
    state: z.string(),
    location: z.object({ latLon: latLon }),
  })
  .meta({ id: 'ZipLocation' });
export type ZipLocation = z.infer<typeof zipLocation>;

export const placeSuggestions = z
  .object({
    suggestions: z.array(
      z.object({ zip: z.string(), city: z.string(), state: z.string(), lat: z.number(), lon: z.number() }),
    ),
  })
  .meta({ id: 'PlaceSuggestions' });
export type PlaceSuggestions = z.infer<typeof placeSuggestions>;

export const paymentCenterSuggestions = z
  .object({ suggestions: z.array(mapItem) })
  .meta({ id: 'PaymentCenterSuggestions' });
export type PaymentCenterSuggestions = z.infer<typeof paymentCenterSuggestions>;

const term = z
  .string({ error: 'q is required.' })
  .trim()
  .min(2, 'Type at least two characters.')
  .max(60, 'q is too long.');

export const locatorRoutes = {
  locatorSettings: defineRoute({
    method: 'GET',
    path: '/api/locator/settings',
    summary: "The map's tile address and the brand's store type, from configuration",
    area: 'locator',
    access: 'public',
    response: locatorSettings,
  }),
  locatorCategories: defineRoute({
    method: 'GET',
    path: '/api/locator/meta/categories',
    summary: 'The hotspot categories as name-to-label pairs (map/hotspot/meta/categories)',
    area: 'locator',
    access: 'public',
    query: z.object({ lang: mapLanguage }),
    response: mapCategories,
  }),
  locatorHotspots: defineRoute({
    method: 'GET',
    path: '/api/locator/hotspot/search',
    summary: 'Wifi hotspots in an area, nearest first (map/hotspot/marker/search)',
    area: 'locator',
    access: 'public',
    query: hotspotSearchQuery,
    response: mapSearch,
  }),
  locatorStores: defineRoute({
    method: 'GET',
    path: '/api/locator/store/search',
    summary:
      'Stores, payment centres or business offices near a point, nearest first (map/store/marker/search)',
    area: 'locator',
    access: 'public',
    query: storeSearchQuery,
    response: mapSearch,
  }),
  locatorZip: defineRoute({
    method: 'GET',
    path: '/api/locator/geolocate/zipcode/:zip',
    summary: "A US ZIP code's centre (map/geolocate/zipcode/{zip})",
    area: 'locator',
    access: 'public',
    params: z.object({ zip: z.string().regex(/^\d{5}$/, LocatorMessages.zipNotFound) }),
    response: zipLocation,
  }),
  locatorPlaces: defineRoute({
    method: 'GET',
    path: '/api/locator/places',
    summary: `Address autocomplete: up to ${AUTOCOMPLETE_LIMIT} US cities and ZIP codes`,
    area: 'locator',
    access: 'public',
    query: z.object({ q: term }),
    response: placeSuggestions,
  }),
  locatorPaymentCenters: defineRoute({
    method: 'GET',
    path: '/api/locator/payment-centers',
    summary: `Payment-centre autocomplete: up to ${AUTOCOMPLETE_LIMIT} payment centres by name, street or town`,
    area: 'locator',
    access: 'public',
    query: z.object({ q: term, lang: mapLanguage }),
    response: paymentCenterSuggestions,
  }),
};
