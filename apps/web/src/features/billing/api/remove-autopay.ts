import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingPaymentRoutes, type AutopayResult, type RemoveAutopayBody } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Seed 002 §7 removeautopayment (removeScheduledInd, unregisterAutoPayInd). */
export function removeAutopay(body: RemoveAutopayBody): Promise<AutopayResult> {
  return callApi(billingPaymentRoutes.removeAutopay, { body });
}

export function useRemoveAutopay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAutopay,
    // Not awaited: the refreshed enrolment replaces the form, and a caller's onSuccess must still
    // run (TanStack Query skips mutate() callbacks of a component that has unmounted).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}
