import { useQuery } from '@tanstack/react-query';
import { locatorRoutes, type LocatorSettings } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The tile address and the brand's store type (GET /api/locator/settings); read once per visit. */
export function useLocatorSettings() {
  return useQuery({
    queryKey: ['locator', 'settings'],
    staleTime: Infinity,
    queryFn: ({ signal }): Promise<LocatorSettings> => callApi(locatorRoutes.locatorSettings, {}, { signal }),
  });
}
