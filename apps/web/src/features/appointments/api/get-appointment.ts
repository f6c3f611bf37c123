import { useQuery } from '@tanstack/react-query';
import { appointmentsRoutes, type Appointment } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { STATUS_REFRESH_MS, timed } from './timed.ts';

export const appointmentQueryKey = (token: string) => ['appointments', 'one', token] as const;

/** One appointment (get_appointments, one entry). */
export function getAppointment(token: string, signal?: AbortSignal): Promise<Appointment> {
  return timed(
    (s) => callApi(appointmentsRoutes.appointmentsGet, { params: { token } }, { signal: s }),
    signal,
  );
}

export function useAppointment(token: string, enabled = true) {
  return useQuery({
    queryKey: appointmentQueryKey(token),
    queryFn: ({ signal }) => getAppointment(token, signal),
    // The status moves with the technician: read it again every minute while the page is open.
    refetchInterval: STATUS_REFRESH_MS,
    enabled,
  });
}
