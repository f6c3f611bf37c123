import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vodCartRoutes, type VodCartRemoveMany } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { vodCartQueryKey } from './get-cart.ts';

/** Removes up to MULTI_REMOVE_MAX_ITEMS assets; a partial failure answers the remaining ids. */
export function removeManyFromCart({ assetIds }: { assetIds: number[] }): Promise<VodCartRemoveMany> {
  return callApi(vodCartRoutes.vodCartRemoveMany, { body: { assetIds } });
}

export function useRemoveManyFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeManyFromCart,
    // Whatever went, the list changed (or may have): reload it after success and failure alike.
    onSettled: () => queryClient.invalidateQueries({ queryKey: vodCartQueryKey }),
  });
}
