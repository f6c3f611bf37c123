import { useQuery } from '@tanstack/react-query';
import { vodRoutes, type VodFilters } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const vodFiltersQueryKey = ['vod', 'filters'] as const;

/** Seed 001 §7 getFilters: the grid's filters, sorts and page sizes. */
export function getVodFilters(signal?: AbortSignal): Promise<VodFilters> {
  return callApi(vodRoutes.vodFilters, {}, { signal });
}

/** The choices hardly ever change: one answer serves every category grid of the visit. */
export function useVodFilters() {
  return useQuery({
    queryKey: vodFiltersQueryKey,
    queryFn: ({ signal }) => getVodFilters(signal),
    staleTime: Infinity,
  });
}
