import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appointmentsNewCustomerRoutes as r, type NewCustomerVisits } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import type { AppointmentsApi } from './appointments-api.ts';
import { timed } from './timed.ts';

// validate_newCustomerLogin (seed 002 §7) and the calls its grant allows. The grant is an HttpOnly
// cookie the browser sends to these paths only; the page never sees it.

export const newCustomerQueryKey = ['appointments', 'new-customer'] as const;

export interface NewCustomerCheckInput {
  accountNumber: string;
  pin: string;
  language: 'en' | 'es';
}

export function checkNewCustomer(input: NewCustomerCheckInput): Promise<NewCustomerVisits> {
  return timed((signal) => callApi(r.appointmentsNewCustomerCheck, { body: input }, { signal }));
}

export function getNewCustomerVisits(signal?: AbortSignal): Promise<NewCustomerVisits> {
  return timed((s) => callApi(r.appointmentsNewCustomerList, {}, { signal: s }), signal);
}

/** The visits of a grant still alive (after a reload); an ended one reads as an error. */
export function useNewCustomerVisits() {
  return useQuery({
    queryKey: newCustomerQueryKey,
    queryFn: ({ signal }) => getNewCustomerVisits(signal),
    retry: false,
  });
}

export function useCheckNewCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkNewCustomer,
    onSuccess: (visits) => queryClient.setQueryData(newCustomerQueryKey, visits),
  });
}

export function useEndNewCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(r.appointmentsNewCustomerEnd),
    onSettled: () => queryClient.removeQueries({ queryKey: newCustomerQueryKey }),
  });
}

/** The reschedule and cancel dialogs' calls under the grant. */
export const newCustomerApi: AppointmentsApi = {
  keyPrefix: newCustomerQueryKey,
  slots: (token, date, signal) =>
    timed(
      (s) => callApi(r.appointmentsNewCustomerSlots, { params: { token }, query: { date } }, { signal: s }),
      signal,
    ),
  schedule: (token, signal) =>
    timed((s) => callApi(r.appointmentsNewCustomerSchedule, { params: { token } }, { signal: s }), signal),
  reschedule: ({ token, desiredTimeToken }) =>
    timed((signal) =>
      callApi(
        r.appointmentsNewCustomerReschedule,
        { params: { token }, body: { desiredTimeToken } },
        { signal },
      ),
    ),
  cancel: ({ token }) =>
    timed((signal) =>
      callApi(r.appointmentsNewCustomerCancel, { params: { token }, body: { confirm: true } }, { signal }),
    ),
  inviteHref: (token) => r.appointmentsNewCustomerInvite.path.replace(':token', encodeURIComponent(token)),
};
