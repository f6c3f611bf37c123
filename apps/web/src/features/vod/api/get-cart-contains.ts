import { useQuery } from '@tanstack/react-query';
import { vodCartRoutes, type VodCartContains } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { vodCartQueryKey } from './get-cart.ts';

export const vodCartContainsQueryKey = (titleIds: readonly string[]) =>
  [...vodCartQueryKey, 'contains', ...titleIds] as const;

/** Seed 001 §3 cart flags (inCart, inCartHd, inCartSd) of the given titles. */
export function getCartContains(titleIds: readonly string[], signal?: AbortSignal): Promise<VodCartContains> {
  return callApi(
    vodCartRoutes.vodCartContains,
    // The wire form is one comma-separated value (the contract splits it into the list);
    // a one-item array sends exactly that value once.
    { query: { titleIds: [titleIds.join(',')] } },
    { signal },
  );
}

export function useCartContains(titleIds: string[], options?: { enabled?: boolean }) {
  return useQuery({
    queryKey: vodCartContainsQueryKey(titleIds),
    queryFn: ({ signal }) => getCartContains(titleIds, signal),
    enabled: titleIds.length > 0 && (options?.enabled ?? true),
  });
}
