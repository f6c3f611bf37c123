import { useQuery } from '@tanstack/react-query';
import { dvrRoutes, type DvrBoxes } from '@coax/contract';
import { DVR_BOX_CACHE_MS } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';

/** Every DVR query lives under this key, so a change to recordings can refresh them all at once. */
export const dvrQueryKey = ['dvr'] as const;
export const dvrBoxesQueryKey = ['dvr', 'boxes'] as const;

/** Seed 001 §7 list boxes and getdvrdetails: the boxes, hasWebDVR, dvrBlocked and the terms flag. */
export function getDvrBoxes(signal?: AbortSignal): Promise<DvrBoxes> {
  return callApi(dvrRoutes.dvrBoxes, {}, { signal });
}

/** Seed 001 §7: "Per-box lookups are cached in a 30000 ms bucket". */
export function useDvrBoxes(options?: { enabled?: boolean }) {
  return useQuery({
    queryKey: dvrBoxesQueryKey,
    queryFn: ({ signal }) => getDvrBoxes(signal),
    staleTime: DVR_BOX_CACHE_MS,
    enabled: options?.enabled ?? true,
  });
}
