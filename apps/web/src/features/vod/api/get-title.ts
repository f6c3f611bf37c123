import { useQuery } from '@tanstack/react-query';
import { vodRoutes, type VodTitleAnswer } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const vodTitleQueryKey = (titleId: string) => ['vod', 'title', titleId] as const;

/** Seed 001 §7 getMovieDetail: a movie or an episode with every title field. */
export function getVodTitle(titleId: string, signal?: AbortSignal): Promise<VodTitleAnswer> {
  return callApi(vodRoutes.vodTitle, { params: { titleId } }, { signal });
}

/** The title of a movie or episode page; nothing is asked for without an id. */
export function useVodTitle(titleId: string | null) {
  return useQuery({
    queryKey: vodTitleQueryKey(titleId ?? ''),
    queryFn: ({ signal }) => getVodTitle(titleId ?? '', signal),
    enabled: titleId !== null,
  });
}
