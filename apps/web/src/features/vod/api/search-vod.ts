import { useInfiniteQuery } from '@tanstack/react-query';
import { vodRoutes, type VodSearch } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const vodSearchQueryKey = (term: string) => ['vod', 'search', term] as const;

/**
 * On-demand search over titles, people and genres. A term in double quotes is sent as it is: the
 * server reads it as a phrase or a full name. `after` is the previous answer's `next`.
 */
export function searchVod(term: string, after?: number, signal?: AbortSignal): Promise<VodSearch> {
  return callApi(
    vodRoutes.vodSearch,
    { query: after === undefined ? { q: term } : { q: term, after } },
    { signal },
  );
}

/** The first answer, then more titles on request (keyset paging: ask again with after = next). */
export function useVodSearch(term: string) {
  return useInfiniteQuery({
    queryKey: vodSearchQueryKey(term),
    queryFn: ({ pageParam, signal }) => searchVod(term, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.more && last.next !== null ? last.next : undefined),
    enabled: term.trim() !== '',
  });
}
