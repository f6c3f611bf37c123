import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingPaymentRoutes, type PaymentResult } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Seed 002 §7 removeotimepayment. */
export function cancelPayment(id: string): Promise<PaymentResult> {
  return callApi(billingPaymentRoutes.cancelPayment, { params: { id }, body: {} });
}

export function useCancelPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}
