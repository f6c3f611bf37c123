import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingMethodRoutes,
  shopOrderRoutes,
  type ShopOrder,
  type ShopPlaceOrderBody,
  type ShopReviewBody,
} from '@coax/contract';
import type { ShopOrderStatus } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';

/** The account's saved payment methods for checkout; none when bill pay is not open to this id. */
export function useCheckoutMethods() {
  return useQuery({
    queryKey: ['shop', 'checkout-methods'],
    queryFn: async ({ signal }) => {
      try {
        return (await callApi(billingMethodRoutes.list, {}, { signal })).methods;
      } catch {
        return [];
      }
    },
  });
}

/** Places the cart as an order; the key stays the same for retries of one submit. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: ShopPlaceOrderBody; idempotencyKey: string }) =>
      callApi(shopOrderRoutes.shopPlaceOrder, { body: v.body }, { idempotencyKey: v.idempotencyKey }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['shop', 'cart'] });
      void queryClient.invalidateQueries({ queryKey: ['shop', 'orders'] });
    },
  });
}

/** The gateway's public key a new card is encrypted with (null: new cards are not taken). */
export function fetchCheckoutKey(): Promise<string | null> {
  return callApi(shopOrderRoutes.shopCheckoutKey, {}).then((k) => k.armoredKey);
}

/** All the orders, or those with one status now (getOrdersByStatus: never cached). */
export function useShopOrders(status?: ShopOrderStatus) {
  return useQuery({
    queryKey: ['shop', 'orders', { status: status ?? 'all' }],
    queryFn: ({ signal }): Promise<ShopOrder[]> =>
      callApi(shopOrderRoutes.shopOrders, { query: status ? { status } : {} }, { signal }).then(
        (r) => r.orders,
      ),
  });
}

/** updateReviewStatus: the order as it stands after the answer. */
export function useReviewOrder(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopReviewBody) =>
      callApi(shopOrderRoutes.shopOrderReview, { params: { number }, body }),
    onSuccess: (order) => {
      queryClient.setQueryData(['shop', 'orders', number], order);
      // the lists (keyed by their filter) show no review; nothing else to refresh
      void queryClient.invalidateQueries({
        queryKey: ['shop', 'orders'],
        predicate: (q) => typeof q.queryKey[2] === 'object',
      });
    },
  });
}

export function useShopOrder(number: string) {
  return useQuery({
    queryKey: ['shop', 'orders', number],
    queryFn: ({ signal }): Promise<ShopOrder> =>
      callApi(shopOrderRoutes.shopOrder, { params: { number } }, { signal }),
  });
}
