import { useQuery } from '@tanstack/react-query';
import { billingDocumentRoutes, type BillingAccountList } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const billingAccountsQueryKey = ['billing', 'accounts'] as const;

/** The accounts the pay-bill header offers (toggleAccount's list). */
export function getBillingAccounts(signal?: AbortSignal): Promise<BillingAccountList> {
  return callApi(billingDocumentRoutes.billingAccounts, {}, { signal });
}

export function useBillingAccounts() {
  return useQuery({ queryKey: billingAccountsQueryKey, queryFn: ({ signal }) => getBillingAccounts(signal) });
}
