import { useInfiniteQuery } from '@tanstack/react-query';
import { vodRoutes, type VodLanding } from '@coax/contract';
import { LANDING_FIRST_RIBBONS, LANDING_RIBBON_STEP } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';

export const vodLandingQueryKey = ['vod', 'landing'] as const;

/** How many ribbons one call asks for: the first 5, then steps of 5 (seed 001 §9). */
export function landingCount(offset: number): number {
  return offset === 0 ? LANDING_FIRST_RIBBONS : LANDING_RIBBON_STEP;
}

/** The offset of the next call, or undefined when every ribbon is loaded (offset + count reaches total). */
export function nextLandingOffset(page: Pick<VodLanding, 'offset' | 'total'>): number | undefined {
  const next = page.offset + landingCount(page.offset);
  return next < page.total ? next : undefined;
}

/** getLandingPage (request count, offset): ribbons from `offset`. */
export function getVodLanding(offset: number, signal?: AbortSignal): Promise<VodLanding> {
  return callApi(vodRoutes.vodLanding, { query: { offset, count: landingCount(offset) } }, { signal });
}

/** The landing ribbons loaded so far; `fetchNextPage` is the show-more control. */
export function useVodLanding() {
  return useInfiniteQuery({
    queryKey: vodLandingQueryKey,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => getVodLanding(pageParam, signal),
    getNextPageParam: nextLandingOffset,
  });
}
