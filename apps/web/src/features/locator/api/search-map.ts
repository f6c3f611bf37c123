import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { locatorRoutes, type MapSearch } from '@coax/contract';
import {
  HOTSPOT_DISTANCE_MILES,
  HOTSPOT_PAGE_SIZE,
  MAP_SORT_BY,
  searchPlanFor,
  type Bounds,
  type LatLon,
  type LocatorType,
} from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';
import { useLocatorT } from '../i18n/use-locator-t.ts';

/** Degrees to six places (about 10 cm), written without an exponent. */
const fixed = (n: number) => Number(n.toFixed(6));

/**
 * Seed 001 §7 hotspot search: the visible bounds, page size 100, distance 5, by distance, with
 * a cache-busting timestamp (GET /api/locator/hotspot/search).
 */
export function useHotspotSearch(near: LatLon, bounds: Bounds, category: string, enabled: boolean) {
  const { lang } = useLocatorT();
  const key = {
    near: [fixed(near.lat), fixed(near.lon)],
    bounds: Object.values(bounds).map(fixed),
    category,
    lang,
  };
  return useQuery({
    queryKey: ['locator', 'hotspots', key],
    enabled,
    gcTime: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }): Promise<MapSearch> =>
      callApi(
        locatorRoutes.locatorHotspots,
        {
          query: {
            nearLat: fixed(near.lat),
            nearLon: fixed(near.lon),
            minLat: fixed(bounds.minLat),
            minLon: fixed(bounds.minLon),
            maxLat: fixed(bounds.maxLat),
            maxLon: fixed(bounds.maxLon),
            sortBy: MAP_SORT_BY,
            pageSize: HOTSPOT_PAGE_SIZE,
            page: 0,
            distance: HOTSPOT_DISTANCE_MILES,
            ...(category ? { categoriesString: category } : {}),
            lang,
            _: String(Date.now()),
          },
        },
        { signal },
      ),
  });
}

/**
 * Seed 001 §7 store search: page size 8 (1 for the nearest store), distance 500, byType the
 * brand's store type (GET /api/locator/store/search).
 */
export function useStoreSearch(
  type: LocatorType,
  near: LatLon,
  storeType: string | undefined,
  serverPage: number,
  pageSize: number,
  enabled: boolean,
) {
  const { lang } = useLocatorT();
  const plan = searchPlanFor(type);
  const query = {
    type,
    nearLat: fixed(near.lat),
    nearLon: fixed(near.lon),
    sortBy: MAP_SORT_BY as typeof MAP_SORT_BY,
    pageSize,
    distance: plan.distance,
    page: serverPage,
    ...(storeType ? { byType: storeType } : {}),
    lang,
  };
  return useQuery({
    queryKey: ['locator', 'stores', query],
    enabled: enabled && type !== 'hotspots' && storeType !== undefined,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }): Promise<MapSearch> =>
      callApi(locatorRoutes.locatorStores, { query: { ...query, _: String(Date.now()) } }, { signal }),
  });
}
