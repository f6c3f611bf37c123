import { useQuery } from '@tanstack/react-query';
import { vodRoutes, type VodTopPicks } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const vodTopPicksQueryKey = ['vod', 'top-picks'] as const;

/** Top picks (assets, showCarouselFlag, carouselAutoCycle) for the landing carousel. */
export function getVodTopPicks(signal?: AbortSignal): Promise<VodTopPicks> {
  return callApi(vodRoutes.vodTopPicks, {}, { signal });
}

export function useVodTopPicks() {
  return useQuery({ queryKey: vodTopPicksQueryKey, queryFn: ({ signal }) => getVodTopPicks(signal) });
}
