import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsRoutes, type AppointmentChange } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { appointmentsQueryKey } from './list-appointments.ts';
import { useAppointmentsApi } from './appointments-api.ts';
import { timed } from './timed.ts';

/** Seed 002 §7 cancel_appointments (appointmentToken). */
export function cancelAppointment(input: {
  token: string;
  idempotencyKey: string;
}): Promise<AppointmentChange> {
  return timed((signal) =>
    callApi(
      appointmentsRoutes.appointmentsCancel,
      { params: { token: input.token }, body: { confirm: true } },
      { signal, idempotencyKey: input.idempotencyKey },
    ),
  );
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  const api = useAppointmentsApi();
  return useMutation({
    mutationFn: api?.cancel ?? cancelAppointment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: api?.keyPrefix ?? appointmentsQueryKey }),
  });
}

/** Where the calendar invite downloads from; the same UID across moves, a cancel at the end. */
export const inviteHref = (token: string) =>
  appointmentsRoutes.appointmentsInvite.path.replace(':token', encodeURIComponent(token));
