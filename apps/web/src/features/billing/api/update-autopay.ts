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
    // Not awaited: the refreshed enrolment replaces the form, and a caller's onSuccess must still
    // run (TanStack Query skips mutate() callbacks of a component that has unmounted).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}
