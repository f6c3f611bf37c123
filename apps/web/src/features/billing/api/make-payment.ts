import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingPaymentRoutes, type MakePaymentBody, type PaymentResult } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export interface MakePaymentInput {
  body: MakePaymentBody;
  /** the same key for every retry of one submit */
  idempotencyKey: string;
}

/** Seed 002 §7 submitotpayment: pay now or schedule. */
export function makePayment({ body, idempotencyKey }: MakePaymentInput): Promise<PaymentResult> {
  return callApi(billingPaymentRoutes.makePayment, { body }, { idempotencyKey });
}

export function useMakePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makePayment,
    // The balance, the summary, activity and the methods list all change with a payment.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}
