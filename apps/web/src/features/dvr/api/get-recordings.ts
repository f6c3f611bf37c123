import { useQuery } from '@tanstack/react-query';
import { dvrRoutes, type DvrRecordings } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const dvrRecordingsQueryKey = (scheduled: boolean) => ['dvr', 'recordings', scheduled] as const;

/** Seed 001 §7 per-box recordings: scheduled (and recording now) or recorded, over every box. */
export function getDvrRecordings(scheduled: boolean, signal?: AbortSignal): Promise<DvrRecordings> {
  return callApi(dvrRoutes.dvrRecordings, { query: { scheduled } }, { signal });
}

export function useDvrRecordings(scheduled: boolean) {
  return useQuery({
    queryKey: dvrRecordingsQueryKey(scheduled),
    queryFn: ({ signal }) => getDvrRecordings(scheduled, signal),
  });
}
