import { useQuery } from '@tanstack/react-query';
import { vodRoutes, type VodSeries } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const vodSeriesQueryKey = (menuId: string) => ['vod', 'series', menuId] as const;

/** Seed 001 §7 getSeriesDetails by menu id: facts, seasons, episodes on demand and airings. */
export function getVodSeries(menuId: string, signal?: AbortSignal): Promise<VodSeries> {
  return callApi(vodRoutes.vodSeries, { params: { menuId } }, { signal });
}

export function useVodSeries(menuId: string | null) {
  return useQuery({
    queryKey: vodSeriesQueryKey(menuId ?? ''),
    queryFn: ({ signal }) => getVodSeries(menuId ?? '', signal),
    enabled: menuId !== null,
  });
}
