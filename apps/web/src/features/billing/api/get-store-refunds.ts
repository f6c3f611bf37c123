import { useQuery } from '@tanstack/react-query';
import { shopReturnRoutes, type ShopRefundList } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The store's refunds of returned items to this subscriber, newest first. */
export function useStoreRefunds() {
  return useQuery({
    queryKey: ['shop', 'refunds'],
    queryFn: ({ signal }): Promise<ShopRefundList> => callApi(shopReturnRoutes.shopRefunds, {}, { signal }),
  });
}
