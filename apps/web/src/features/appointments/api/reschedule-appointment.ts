import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentsRoutes, type AppointmentChange } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { appointmentQueryKey } from './get-appointment.ts';
import { useAppointmentsApi } from './appointments-api.ts';
import { timed } from './timed.ts';

export interface RescheduleInput {
  token: string;
  desiredTimeToken: string;
  /** one per submit, sent again unchanged on a retry, so the move happens once */
  idempotencyKey: string;
}

/** Seed 002 §7 reschedule_appointments (appointmentToken, desiredTimeToken). */
export function rescheduleAppointment(input: RescheduleInput): Promise<AppointmentChange> {
  return timed((signal) =>
    callApi(
      appointmentsRoutes.appointmentsReschedule,
      { params: { token: input.token }, body: { desiredTimeToken: input.desiredTimeToken } },
      { signal, idempotencyKey: input.idempotencyKey },
    ),
  );
}

export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  const api = useAppointmentsApi();
  return useMutation({
    mutationFn: api?.reschedule ?? rescheduleAppointment,
    onSuccess: (change) => {
      if (api) return void queryClient.invalidateQueries({ queryKey: api.keyPrefix });
      queryClient.setQueryData(appointmentQueryKey(change.appointment.appointmentToken), change.appointment);
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
    },
  });
}
