import { useQuery } from '@tanstack/react-query';
import { appointmentsRoutes, type AvailableTimeSlots } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { useAppointmentsApi } from './appointments-api.ts';
import { timed } from './timed.ts';

export const slotsQueryKey = (token: string, date: string) => ['appointments', 'slots', token, date] as const;

/** Seed 002 §7 get_availableTimeSlots: the appointment's free slots on one day. */
export function getAvailableSlots(
  token: string,
  date: string,
  signal?: AbortSignal,
): Promise<AvailableTimeSlots> {
  return timed(
    (s) =>
      callApi(appointmentsRoutes.appointmentsSlots, { params: { token }, query: { date } }, { signal: s }),
    signal,
  );
}

export function useAvailableSlots(token: string, date: string | null) {
  const api = useAppointmentsApi();
  return useQuery({
    queryKey: api ? [...api.keyPrefix, 'slots', token, date ?? ''] : slotsQueryKey(token, date ?? ''),
    queryFn: ({ signal }) => (api?.slots ?? getAvailableSlots)(token, date ?? '', signal),
    enabled: date !== null,
  });
}
