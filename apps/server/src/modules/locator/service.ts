import type { Kysely } from 'kysely';
import type {
  HotspotSearchQuery,
  LocatorSettings,
  MapCategories,
  MapItem,
  MapSearch,
  PaymentCenterSuggestions,
  PlaceSuggestions,
  StoreSearchQuery,
  ZipLocation,
} from '@coax/contract';
import {
  AUTOCOMPLETE_LIMIT,
  DEFAULT_MAP_CENTER,
  boundsAround,
  boundsCenter,
  categoryPairs,
  haversineMiles,
  intersectBounds,
  roundMiles,
  searchPlanFor,
  storeTypeName,
  type Bounds,
  type LatLon,
  type PlaceKind,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Config } from '../../platform/config.ts';
import { errors } from '../../platform/errors.ts';
import { suggestUsPlaces, usZip } from './places.ts';
import {
  listCategories,
  paymentCentersMatching,
  placesInBox,
  type CategoryRow,
  type PlaceRow,
} from './repository.ts';

type Lang = 'en' | 'es';
type SearchQuery = Omit<HotspotSearchQuery, 'categoriesString'>;

const span = (open: number | null, close: number | null) =>
  open === null || close === null ? null : { open, close };

function itemOf(row: PlaceRow, near: LatLon, labels: Map<string, string>): MapItem {
  const alwaysOpen = [row.weekday_open, row.saturday_open, row.sunday_open].every((v) => v === null);
  return {
    id: row.id,
    lat: Number(row.lat),
    lon: Number(row.lon),
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    name: row.name,
    hours: alwaysOpen
      ? null
      : {
          weekdays: span(row.weekday_open, row.weekday_close),
          saturday: span(row.saturday_open, row.saturday_close),
          sunday: span(row.sunday_open, row.sunday_close),
        },
    type: row.item_type,
    category: row.category === null ? null : (labels.get(row.category) ?? row.category),
    categoryAsInDB: row.category,
    provider: row.provider_name === null ? null : { name: row.provider_name },
    accountType: row.account_type,
    outdoor: Number(row.outdoor) === 1,
    distance: roundMiles(haversineMiles(near, { lat: Number(row.lat), lon: Number(row.lon) })),
  };
}

const labelsOf = (rows: CategoryRow[], lang: Lang) =>
  new Map(rows.map((c) => [c.name, lang === 'es' ? c.label_es : c.label_en]));

/** The area bounds of a query: all four or none, each minimum at most its maximum. */
function boundsOf(q: SearchQuery): Bounds | null {
  const { minLat, minLon, maxLat, maxLon } = q;
  if (minLat === undefined && minLon === undefined && maxLat === undefined && maxLon === undefined) {
    return null;
  }
  if (minLat === undefined || minLon === undefined || maxLat === undefined || maxLon === undefined) {
    throw errors.badRequest('input.required', 'minLat, minLon, maxLat and maxLon go together.');
  }
  if (minLat > maxLat || minLon > maxLon) throw errors.badRequest('locator.bounds.order');
  return { minLat, minLon, maxLat, maxLon };
}

export function locatorService(deps: {
  db: Kysely<Database>;
  config: Pick<Config, 'BRAND_NAME' | 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION'>;
}) {
  const { db, config } = deps;
  const storeType = storeTypeName(config.BRAND_NAME);

  /** Seed 001 §7 marker search: within `distance` of the near point (and the area), nearest first. */
  async function search(
    kinds: readonly PlaceKind[],
    q: SearchQuery,
    categories?: readonly string[],
  ): Promise<MapSearch> {
    const lang: Lang = q.lang ?? 'en';
    const near = { lat: q.nearLat, lon: q.nearLon };
    const area = boundsOf(q);
    const box = area ? intersectBounds(boundsAround(near, q.distance), area) : boundsAround(near, q.distance);
    const categoryRows = await listCategories(db);
    const labels = labelsOf(categoryRows, lang);
    const rows = box && kinds.length > 0 ? await placesInBox(db, kinds, box, categories) : [];
    const items = rows
      .map((r) => itemOf(r, near, labels))
      .filter((i) => haversineMiles(near, i) <= q.distance)
      .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    const counts = new Map<string, number>();
    for (const i of items) {
      if (i.categoryAsInDB) counts.set(i.categoryAsInDB, (counts.get(i.categoryAsInDB) ?? 0) + 1);
    }
    const totalPages = Math.ceil(items.length / q.pageSize);
    return {
      mapCenter: area ? boundsCenter(area) : near,
      _embedded: { results: items.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize) },
      categoriesFacet: categoryRows
        .filter((c) => counts.has(c.name))
        .map((c) => ({
          catName: c.name,
          label: labels.get(c.name) ?? c.name,
          count: counts.get(c.name) ?? 0,
        })),
      page: { number: q.page, size: q.pageSize, totalElements: items.length, totalPages },
    };
  }

  return {
    /** The tile address and the brand's store type, from configuration. */
    settings(): LocatorSettings {
      return {
        tileUrl: config.MAP_TILE_URL ?? null,
        tileAttribution: config.MAP_TILE_ATTRIBUTION || null,
        storeType,
      };
    },

    /** Seed 001 §7 meta/categories: name-to-label pairs, without NONE and _links. */
    async categories(lang: Lang = 'en'): Promise<MapCategories> {
      const rows = await listCategories(db);
      const meta: Record<string, unknown> = { _links: { self: { href: '/api/locator/meta/categories' } } };
      for (const [name, label] of labelsOf(rows, lang)) meta[name] = label;
      return { categories: categoryPairs(meta) };
    },

    hotspots(q: HotspotSearchQuery): Promise<MapSearch> {
      const categories = q.categoriesString?.split(',');
      return search(searchPlanFor('hotspots').kinds, q, categories);
    },

    /** Stores of the brand's type (byType), with payment centres or business offices as the type says. */
    stores(q: StoreSearchQuery): Promise<MapSearch> {
      const kinds = searchPlanFor(q.type).kinds.filter(
        (k) => k !== 'store' || q.byType === undefined || q.byType === storeType,
      );
      return search(kinds, q);
    },

    zip(zip: string): ZipLocation {
      const place = usZip(zip);
      if (!place) throw errors.notFound('locator.zip.not-found');
      return {
        zip: place.zip,
        city: place.city,
        state: place.state,
        location: { latLon: { lat: place.lat, lon: place.lon } },
      };
    },

    places(term: string): PlaceSuggestions {
      return { suggestions: suggestUsPlaces(term) };
    },

    async paymentCenters(term: string, lang: Lang = 'en'): Promise<PaymentCenterSuggestions> {
      const rows = await paymentCentersMatching(db, term, AUTOCOMPLETE_LIMIT);
      const labels = labelsOf(await listCategories(db), lang);
      return { suggestions: rows.map((r) => itemOf(r, DEFAULT_MAP_CENTER, labels)) };
    },
  };
}
export type LocatorService = ReturnType<typeof locatorService>;
