import { useQuery } from '@tanstack/react-query';
import { shopRoutes, type ShopProduct, type ShopProductList } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The catalogue (GET /api/shop/products). */
export function useShopProducts() {
  return useQuery({
    queryKey: ['shop', 'products'],
    queryFn: ({ signal }): Promise<ShopProductList> =>
      callApi(shopRoutes.shopProducts, { query: {} }, { signal }),
  });
}

/** One product with its models (GET /api/shop/products/:productId). */
export function useShopProduct(productId: number) {
  return useQuery({
    queryKey: ['shop', 'product', productId],
    queryFn: ({ signal }): Promise<ShopProduct> =>
      callApi(shopRoutes.shopProduct, { params: { productId }, query: {} }, { signal }),
    enabled: Number.isInteger(productId) && productId > 0,
  });
}
