import { useQuery } from '@tanstack/react-query';
import { billingPaymentRoutes, type PaymentList } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export type PaymentView = 'scheduled' | 'history';
export const paymentsQueryKey = (view: PaymentView) => ['billing', 'payments', view] as const;

/** Seed 002 §7 scheduledpayments and getPaymentHistory. */
export function getPayments(view: PaymentView, signal?: AbortSignal): Promise<PaymentList> {
  return callApi(billingPaymentRoutes.listPayments, { query: { view } }, { signal });
}

export function usePayments(view: PaymentView) {
  return useQuery({ queryKey: paymentsQueryKey(view), queryFn: ({ signal }) => getPayments(view, signal) });
}
