import { useQuery } from '@tanstack/react-query';
import { billingDocumentRoutes, type EbillInfo } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const ebillQueryKey = ['billing', 'ebill'] as const;

/** Paperless billing and e-mail preferences (ebillinfo). */
export function getEbill(signal?: AbortSignal): Promise<EbillInfo> {
  return callApi(billingDocumentRoutes.ebillInfo, {}, { signal });
}

export function useEbill() {
  return useQuery({ queryKey: ebillQueryKey, queryFn: ({ signal }) => getEbill(signal) });
}
