import { useQuery } from '@tanstack/react-query';
import { billingCalendarRoutes, type PromotionList } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const promotionsQueryKey = ['billing', 'promotions'] as const;

/** The account's promotions: when each ends and the price after. */
export function getPromotions(signal?: AbortSignal): Promise<PromotionList> {
  return callApi(billingCalendarRoutes.promotions, {}, { signal });
}

export function usePromotions() {
  return useQuery({ queryKey: promotionsQueryKey, queryFn: ({ signal }) => getPromotions(signal) });
}
