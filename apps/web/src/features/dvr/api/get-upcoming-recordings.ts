import { useQuery } from '@tanstack/react-query';
import { dvrRoutes, type DvrRecordings } from '@coax/contract';
import { NEXT_DVR_RECORDINGS_MENU_FETCH } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';

export const dvrUpcomingQueryKey = ['dvr', 'upcoming'] as const;

/** Seed 000 §7 web DVR multiple query with limit 4: the next scheduled recordings over all boxes. */
export function getUpcomingRecordings(signal?: AbortSignal): Promise<DvrRecordings> {
  return callApi(dvrRoutes.dvrUpcoming, { query: { limit: NEXT_DVR_RECORDINGS_MENU_FETCH } }, { signal });
}

/** A recording as the tv menu lists it. */
export interface NextRecording {
  title: string;
  start: number;
  end: number;
  callsign: string;
  isHD: boolean;
}

/**
 * The tv menu's next recordings (seed 000 §9 "Next-DVR-recordings menu fetch 4"), asked for only
 * when `enabled` (a customer with DVR service who opened the menu).
 */
export function useNextRecordings(enabled: boolean): NextRecording[] {
  const query = useQuery({
    queryKey: dvrUpcomingQueryKey,
    queryFn: ({ signal }) => getUpcomingRecordings(signal),
    enabled,
  });
  return (query.data?.items ?? []).map((item) => ({
    title: item.Title,
    start: item.StartTime,
    end: item.EndTime,
    callsign: item.callsign,
    isHD: item.HDTV,
  }));
}
