import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingMethodRoutes, type PaymentMethodSaved, type RouteInput } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export type AddCardInput = RouteInput<typeof billingMethodRoutes.addCard>['body'];

/** Saves a card; the number goes to the server once and is not kept in the cache. */
export function addCard(body: AddCardInput): Promise<PaymentMethodSaved> {
  return callApi(billingMethodRoutes.addCard, { body });
}

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    // Summary, methods and activity refresh together.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}
