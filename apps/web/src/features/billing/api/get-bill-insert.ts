import { useQuery } from '@tanstack/react-query';
import { billingDocumentRoutes, type BillInsert } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const billInsertQueryKey = (id: string) => ['billing', 'bill-inserts', id] as const;

/** One bill insert (billfile insertID), in both languages. */
export function getBillInsert(id: string, signal?: AbortSignal): Promise<BillInsert> {
  return callApi(billingDocumentRoutes.billInsert, { params: { id } }, { signal });
}

export function useBillInsert(id: string) {
  return useQuery({ queryKey: billInsertQueryKey(id), queryFn: ({ signal }) => getBillInsert(id, signal) });
}
