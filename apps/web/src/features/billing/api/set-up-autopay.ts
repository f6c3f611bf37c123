import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingPaymentRoutes, type AutopayBody, type AutopayResult } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Seed 002 §7 createautopayment; a key per submit, as for a payment. */
export function setUpAutopay({
  body,
  idempotencyKey,
}: {
  body: AutopayBody;
  idempotencyKey: string;
}): Promise<AutopayResult> {
  return callApi(billingPaymentRoutes.setUpAutopay, { body }, { idempotencyKey });
}

export function useSetUpAutopay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpAutopay,
    // Not awaited: the refreshed enrolment replaces the form, and a caller's onSuccess must still
    // run (TanStack Query skips mutate() callbacks of a component that has unmounted).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}
