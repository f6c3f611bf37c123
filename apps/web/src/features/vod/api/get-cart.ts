import { useQuery } from '@tanstack/react-query';
import { vodCartRoutes, type VodCart } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Every cart query (the list and 'contains') lives under this key, so one invalidation covers all. */
export const vodCartQueryKey = ['vod', 'cart'] as const;

/** Seed 001 §7 getCart: the session's cart, or favorites for a special-box customer. */
export function getVodCart(signal?: AbortSignal): Promise<VodCart> {
  return callApi(vodCartRoutes.vodCart, {}, { signal });
}

/**
 * Seed 001 §4: "Cart data is loaded once and cached, concurrent callers wait": every caller
 * shares the one query; a cart mutation invalidates it and it reloads.
 */
export function useVodCart(options?: { enabled?: boolean }) {
  return useQuery({
    queryKey: vodCartQueryKey,
    queryFn: ({ signal }) => getVodCart(signal),
    enabled: options?.enabled ?? true,
  });
}
