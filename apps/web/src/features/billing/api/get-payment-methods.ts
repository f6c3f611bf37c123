import { useQuery } from '@tanstack/react-query';
import { billingMethodRoutes, type PaymentMethodList } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Under ['billing'] so every billing mutation's invalidation refreshes the methods too. */
export const paymentMethodsQueryKey = ['billing', 'payment-methods'] as const;

/** The account's saved payment methods, default first. */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodList> {
  return callApi(billingMethodRoutes.list, {}, { signal });
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: paymentMethodsQueryKey,
    queryFn: ({ signal }) => getPaymentMethods(signal),
  });
}
