import { useQuery } from '@tanstack/react-query';
import { billingMethodRoutes, type PaymentMethodImpact } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** What deleting a method would touch (seed 002 §4 Payment delete outcome). */
export function getPaymentMethodImpact(id: string, signal?: AbortSignal): Promise<PaymentMethodImpact> {
  return callApi(billingMethodRoutes.deleteImpact, { params: { id } }, { signal });
}

export function usePaymentMethodImpact(id: string) {
  return useQuery({
    queryKey: ['billing', 'payment-methods', id, 'impact'],
    queryFn: ({ signal }) => getPaymentMethodImpact(id, signal),
    // Read fresh each time the dialog opens: a payment may have been scheduled meanwhile.
    staleTime: 0,
    gcTime: 0,
  });
}
