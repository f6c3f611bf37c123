import { useQuery } from '@tanstack/react-query';
import { billingPaymentRoutes, type AutopayState } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const autopayQueryKey = ['billing', 'autopay'] as const;

/** The enrolment and its next run. */
export function getAutopay(signal?: AbortSignal): Promise<AutopayState> {
  return callApi(billingPaymentRoutes.getAutopay, {}, { signal });
}

export function useAutopay() {
  return useQuery({ queryKey: autopayQueryKey, queryFn: ({ signal }) => getAutopay(signal) });
}
