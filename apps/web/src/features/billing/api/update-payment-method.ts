import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingMethodRoutes, type PaymentMethodSaved, type RouteInput } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export type UpdatePaymentMethodInput = RouteInput<typeof billingMethodRoutes.update>['body'];

export function updatePaymentMethod(id: string, body: UpdatePaymentMethodInput): Promise<PaymentMethodSaved> {
  return callApi(billingMethodRoutes.update, { params: { id }, body });
}

export function useUpdatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePaymentMethodInput }) =>
      updatePaymentMethod(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}
