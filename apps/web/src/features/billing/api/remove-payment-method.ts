import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingMethodRoutes, type PaymentMethodRemoved, type RemovePaymentMethodBody } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export function removePaymentMethod(
  id: string,
  body: RemovePaymentMethodBody,
): Promise<PaymentMethodRemoved> {
  return callApi(billingMethodRoutes.remove, { params: { id }, body });
}

export function useRemovePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RemovePaymentMethodBody }) =>
      removePaymentMethod(id, body),
    // Moved or cancelled payments show in activity and the summary too.
    // The removed method's own impact query is left alone: asking again would only answer 404.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['billing'], predicate: (q) => q.queryKey[3] !== 'impact' }),
  });
}
