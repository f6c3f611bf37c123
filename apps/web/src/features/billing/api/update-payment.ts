import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingPaymentRoutes, type PaymentResult, type UpdatePaymentBody } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Seed 002 §7 updateotpayment: a scheduled payment's amount, date or method. */
export function updatePayment(id: string, body: UpdatePaymentBody): Promise<PaymentResult> {
  return callApi(billingPaymentRoutes.updatePayment, { params: { id }, body });
}

export function useUpdatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePaymentBody }) => updatePayment(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}
