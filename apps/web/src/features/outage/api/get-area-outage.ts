import { useQuery } from '@tanstack/react-query';
import { outageRoutes, type AreaOutageResponse } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Outages in a ZIP code, for anyone (seed 000 §2 /support/outage/#/UnauthenticatedUserOutage). */
export function getAreaOutage(zip: string, signal?: AbortSignal): Promise<AreaOutageResponse> {
  return callApi(outageRoutes.outageByZip, { query: { zip } }, { signal });
}

/** Looks up `zip` once it has been submitted (null: nothing asked yet). */
export function useAreaOutage(zip: string | null) {
  return useQuery({
    queryKey: ['outage', 'area', zip] as const,
    queryFn: ({ signal }) => getAreaOutage(zip ?? '', signal),
    enabled: zip !== null,
  });
}
