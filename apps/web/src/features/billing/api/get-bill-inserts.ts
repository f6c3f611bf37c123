import { useQuery } from '@tanstack/react-query';
import { billingDocumentRoutes, type BillInsertList } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const billInsertsQueryKey = ['billing', 'bill-inserts'] as const;

export function getBillInserts(signal?: AbortSignal): Promise<BillInsertList> {
  return callApi(billingDocumentRoutes.billInsertList, {}, { signal });
}

export function useBillInserts() {
  return useQuery({ queryKey: billInsertsQueryKey, queryFn: ({ signal }) => getBillInserts(signal) });
}
