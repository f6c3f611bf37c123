import { useQuery } from '@tanstack/react-query';
import { guideRoutes, type GuideListings } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const moreLikeThisQueryKey = (eventId: number) => ['tv', 'more-like-this', eventId] as const;

/** Seed 001 §7 morelikethis: upcoming programs sharing a genre with the event. */
export function getMoreLikeThis(eventId: number, signal?: AbortSignal): Promise<GuideListings> {
  return callApi(guideRoutes.guideMoreLikeThis, { query: { eventId } }, { signal });
}

export function useMoreLikeThis(eventId: number) {
  return useQuery({
    queryKey: moreLikeThisQueryKey(eventId),
    queryFn: ({ signal }) => getMoreLikeThis(eventId, signal),
  });
}
