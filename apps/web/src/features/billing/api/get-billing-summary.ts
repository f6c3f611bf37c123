import { useQuery } from '@tanstack/react-query';
import { billingRoutes, type BillingSummary } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const billingSummaryQueryKey = ['billing', 'summary'] as const;

/** Seed 000 §7 "Global billpay": the balance, amount due and due date of the signed-in account. */
export function getBillingSummary(signal?: AbortSignal): Promise<BillingSummary> {
  return callApi(billingRoutes.summary, {}, { signal });
}

export function useBillingSummary() {
  return useQuery({
    queryKey: billingSummaryQueryKey,
    queryFn: ({ signal }) => getBillingSummary(signal),
  });
}
