import { useQuery } from '@tanstack/react-query';
import { appointmentsRoutes, type Appointment, type AppointmentList } from '@coax/contract';
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

/** The visit still to come that is soonest, with the day the server counts as today. */
export interface NextAppointment {
  appointment: Appointment;
  today: string;
}

/**
 * The account's next appointment: the earliest one not completed, from today on (a visit already
 * started today still counts: its status says the technician has arrived). Null when there is none.
 */
export function selectNextAppointment(list: AppointmentList): NextAppointment | null {
  let next: Appointment | null = null;
  for (const a of list.appointments) {
    if (a.appointmentStatus === 'Completed' || a.quotaGroupDay < list.today) continue;
    if (
      !next ||
      a.quotaGroupDay < next.quotaGroupDay ||
      (a.quotaGroupDay === next.quotaGroupDay && a.windowStartMinutes < next.windowStartMinutes)
    ) {
      next = a;
    }
  }
  return next ? { appointment: next, today: list.today } : null;
}

/**
 * The home page's and header's next visit, read from the same list (and cache) as the list page.
 * The header is on every signed-in page, so it does not poll: the list is read again when the
 * person comes back to the window or opens a page that reads it; only the appointment pages,
 * where the live status is the point, read it every minute.
 */
export function useNextAppointment() {
  return useQuery({
    queryKey: appointmentsQueryKey,
    queryFn: ({ signal }) => listAppointments(signal),
    select: selectNextAppointment,
  });
}
