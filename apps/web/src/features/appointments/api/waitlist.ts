import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsRoutes, type Appointment, type AppointmentChange } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { appointmentQueryKey } from './get-appointment.ts';
import { timed } from './timed.ts';

/** Joins or leaves the line for an earlier time. */
export function setWaitlist(input: { token: string; join: boolean }): Promise<Appointment> {
  return timed((signal) =>
    callApi(
      appointmentsRoutes.appointmentsWaitlist,
      { params: { token: input.token }, body: { join: input.join } },
      { signal },
    ),
  );
}

export function useSetWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWaitlist,
    onSuccess: (a) => queryClient.setQueryData(appointmentQueryKey(a.appointmentToken), a),
  });
}

/** Takes the earlier time the waitlist holds for the appointment. */
export function acceptOffer(input: { token: string; idempotencyKey: string }): Promise<AppointmentChange> {
  return timed((signal) =>
    callApi(
      appointmentsRoutes.appointmentsAcceptOffer,
      { params: { token: input.token }, body: { confirm: true } },
      { signal, idempotencyKey: input.idempotencyKey },
    ),
  );
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSuccess: (change) => {
      queryClient.setQueryData(appointmentQueryKey(change.appointment.appointmentToken), change.appointment);
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
    },
  });
}
