import { useQuery } from '@tanstack/react-query';
import { guideRoutes, type GuideListings } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const mostWatchedQueryKey = ['tv', 'guide', 'most-watched'] as const;

/** The server keeps the list a minute; asking again sooner would only read its cache. */
const MOST_WATCHED_STALE_MS = 60_000;
/** What is on changes every half hour or so: an open guide asks again now and then so "now" stays true. */
const MOST_WATCHED_REFRESH_MS = 5 * 60_000;

/**
 * Seed 001 §7 mostwatched: the ranked programs on now. The seed asks with hubId 105, which is
 * the server's default line-up, so no hub is sent.
 */
export function getMostWatched(signal?: AbortSignal): Promise<GuideListings> {
  return callApi(guideRoutes.guideMostWatched, { query: {} }, { signal });
}

export function useMostWatched() {
  return useQuery({
    queryKey: mostWatchedQueryKey,
    queryFn: ({ signal }) => getMostWatched(signal),
    staleTime: MOST_WATCHED_STALE_MS,
    refetchInterval: MOST_WATCHED_REFRESH_MS,
  });
}
