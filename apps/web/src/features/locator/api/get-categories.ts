import { useQuery } from '@tanstack/react-query';
import { locatorRoutes, type MapCategories } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useLocatorT } from '../i18n/use-locator-t.ts';

/** The hotspot categories, loaded when the map starts (GET /api/locator/meta/categories). */
export function useMapCategories() {
  const { lang } = useLocatorT();
  return useQuery({
    queryKey: ['locator', 'categories', lang],
    staleTime: Infinity,
    queryFn: ({ signal }): Promise<MapCategories> =>
      callApi(locatorRoutes.locatorCategories, { query: { lang } }, { signal }),
  });
}
