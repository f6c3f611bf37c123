import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopRoutes, type ShopCart, type ShopCartSetBody } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

const cartKey = (zipCode: string | undefined) => ['shop', 'cart', zipCode ?? 'service'] as const;

/** The cart, taxed for a ZIP (the service address's when none is given). */
export function useShopCart(zipCode?: string) {
  return useQuery({
    queryKey: cartKey(zipCode),
    queryFn: ({ signal }): Promise<ShopCart> =>
      callApi(shopRoutes.shopCart, { query: zipCode ? { zipCode } : {} }, { signal }),
  });
}

/** Puts a model in the cart or changes its quantity (0 takes it out). */
export function useSetCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopCartSetBody) => callApi(shopRoutes.shopCartSet, { body }),
    onSuccess: (cart, body) => {
      queryClient.setQueryData(cartKey(body.zipCode), cart);
      void queryClient.invalidateQueries({ queryKey: ['shop', 'cart'] });
    },
  });
}

/** Empties the cart. */
export function useEmptyCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(shopRoutes.shopCartEmpty, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['shop', 'cart'] }),
  });
}
