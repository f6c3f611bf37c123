import { useQuery } from '@tanstack/react-query';
import { appointmentsRoutes, type AppointmentList } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { STATUS_REFRESH_MS, timed } from './timed.ts';

export const appointmentsQueryKey = ['appointments', 'list'] as const;

/** Seed 002 §7 get_appointments. */
export function listAppointments(signal?: AbortSignal): Promise<AppointmentList> {
  return timed((s) => callApi(appointmentsRoutes.appointmentsList, {}, { signal: s }), signal);
}

export function useAppointments() {
  return useQuery({
    queryKey: appointmentsQueryKey,
    queryFn: ({ signal }) => listAppointments(signal),
    // The status moves with the technician: read it again every minute while the page is open.
    refetchInterval: STATUS_REFRESH_MS,
  });
}
