import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { vodRoutes, type VodSummary } from '@coax/contract';
import { SUMMARY_MOBILE_APPEND, type SummaryPageSize, type VodFilterId, type VodSort } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';

/** What a category grid shows: one page of a menu's titles under a sort and a filter. */
export interface SummaryRequest {
  page: number;
  pageSize: SummaryPageSize;
  sort: VodSort;
  filter: VodFilterId;
}

export const vodSummaryQueryKey = (menuId: string, request?: SummaryRequest) =>
  request ? (['vod', 'summary', menuId, request] as const) : (['vod', 'summary', menuId] as const);

/** Seed 001 §7 getTitlesForPagination: any page costs the same (the server seeks by rank). */
export function getVodSummary(
  menuId: string,
  request: SummaryRequest,
  signal?: AbortSignal,
): Promise<VodSummary> {
  return callApi(
    vodRoutes.vodSummary,
    {
      params: { menuId },
      query: {
        page: request.page,
        // the contract reads these from the query string as their text forms
        pageSize: `${request.pageSize}`,
        sort: request.sort,
        filter: `${request.filter}`,
      },
    },
    { signal },
  );
}

/**
 * The desktop grid: one page at a time. While the next page loads the current one stays on screen
 * (marked busy), so the layout does not collapse and jump back.
 */
export function useVodSummary(menuId: string, request: SummaryRequest, options?: { enabled?: boolean }) {
  return useQuery({
    queryKey: vodSummaryQueryKey(menuId, request),
    queryFn: ({ signal }) => getVodSummary(menuId, request, signal),
    // only another page of the same category stands in: a new category starts from its skeleton
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === menuId ? previous : undefined,
    enabled: options?.enabled ?? true,
  });
}

/**
 * The phone list (seed 001 §9 "mobile loads 20 more on scroll"): pages of SUMMARY_MOBILE_APPEND
 * appended one after another, each fetched by page number, so the server still seeks by rank.
 */
export function useVodSummaryList(
  menuId: string,
  choice: { sort: VodSort; filter: VodFilterId },
  options?: { enabled?: boolean },
) {
  return useInfiniteQuery({
    queryKey: [...vodSummaryQueryKey(menuId), 'list', choice] as const,
    queryFn: ({ pageParam, signal }) =>
      getVodSummary(menuId, { page: pageParam, pageSize: SUMMARY_MOBILE_APPEND, ...choice }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
    enabled: options?.enabled ?? true,
  });
}
