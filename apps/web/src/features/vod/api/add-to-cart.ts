import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vodCartRoutes, type VodCartChange } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { vodCartQueryKey } from './get-cart.ts';

export interface VodCartAssetInput {
  assetId: number;
  tracking?: string;
}

/** Seed 001 §7 moviecartadd (asset id, tracking label). */
export function addToCart({ assetId, tracking }: VodCartAssetInput): Promise<VodCartChange> {
  return callApi(vodCartRoutes.vodCartAdd, {
    body: tracking === undefined ? { assetId } : { assetId, tracking },
  });
}

/** Seed 001 §4: add resets the cached cart (list and flags), which then reloads. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vodCartQueryKey }),
  });
}
