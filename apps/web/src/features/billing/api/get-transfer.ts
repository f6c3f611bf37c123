import { useQuery } from '@tanstack/react-query';
import { billingTransferRoutes, type TransferInfo } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const transferQueryKey = ['billing', 'transfer'] as const;

/** The move waiting for the subscriber's choice, if any (ebillinfo for a move). */
export function getTransfer(signal?: AbortSignal): Promise<TransferInfo> {
  return callApi(billingTransferRoutes.transferInfo, {}, { signal });
}

/** Asked only when the account list shows a past account: most subscribers never need it. */
export function useTransfer(enabled: boolean) {
  return useQuery({ queryKey: transferQueryKey, queryFn: ({ signal }) => getTransfer(signal), enabled });
}
