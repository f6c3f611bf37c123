import { useQuery } from '@tanstack/react-query';
import { identityRoutes, type TransferAccount } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const transferAccountQueryKey = ['identity', 'transfer', 'account'] as const;

/** Seed 002 §7 transfer/account: both accounts' ids and the new account's service level. */
export function getTransferAccount(signal?: AbortSignal): Promise<TransferAccount> {
  return callApi(identityRoutes.identityTransferAccount, {}, { signal });
}

export function useTransferAccount() {
  return useQuery({
    queryKey: transferAccountQueryKey,
    queryFn: ({ signal }) => getTransferAccount(signal),
    // a refusal (not the primary, already moved) is an answer, not a hiccup to retry
    retry: false,
  });
}
