import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vodCartRoutes, type VodCartChange } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import type { VodCartAssetInput } from './add-to-cart.ts';
import { vodCartQueryKey } from './get-cart.ts';

/** Seed 001 §7 moviecartremove (asset id, tracking label). */
export function removeFromCart({ assetId, tracking }: VodCartAssetInput): Promise<VodCartChange> {
  return callApi(vodCartRoutes.vodCartRemove, {
    body: tracking === undefined ? { assetId } : { assetId, tracking },
  });
}

/** Seed 001 §4: remove resets the cached cart (list and flags), which then reloads. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vodCartQueryKey }),
  });
}
