import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingPaymentRoutes, type AutopayBody, type AutopayResult } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Seed 002 §7 updateautopayment: new settings from the next run on. */
export function updateAutopay(body: AutopayBody): Promise<AutopayResult> {
  return callApi(billingPaymentRoutes.updateAutopay, { body });
}

export function useUpdateAutopay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAutopay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}
