import { useQuery } from '@tanstack/react-query';
import { appointmentsRoutes, type AppointmentSchedule } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useAppointmentsApi } from './appointments-api.ts';
import { timed } from './timed.ts';

export const scheduleQueryKey = (token: string) => ['appointments', 'schedule', token] as const;

/** Seed 002 §7 getScheduleInfo: free slots per day, from tomorrow for 30 days. */
export function getSchedule(token: string, signal?: AbortSignal): Promise<AppointmentSchedule> {
  return timed(
    (s) => callApi(appointmentsRoutes.appointmentsSchedule, { params: { token } }, { signal: s }),
    signal,
  );
}

export function useSchedule(token: string) {
  const api = useAppointmentsApi();
  return useQuery({
    queryKey: api ? [...api.keyPrefix, 'schedule', token] : scheduleQueryKey(token),
    queryFn: ({ signal }) => (api?.schedule ?? getSchedule)(token, signal),
  });
}
