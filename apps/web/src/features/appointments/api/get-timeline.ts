import { useQuery } from '@tanstack/react-query';
import { appointmentsRoutes, type AppointmentTimeline } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { timed } from './timed.ts';

export const timelineQueryKey = (token: string) => ['appointments', 'timeline', token] as const;

/** Seed 002 §7 get_timeLine. */
export function getTimeline(token: string, signal?: AbortSignal): Promise<AppointmentTimeline> {
  return timed(
    (s) => callApi(appointmentsRoutes.appointmentsTimeline, { params: { token } }, { signal: s }),
    signal,
  );
}

export function useTimeline(token: string, enabled = true) {
  return useQuery({
    queryKey: timelineQueryKey(token),
    queryFn: ({ signal }) => getTimeline(token, signal),
    enabled,
  });
}
