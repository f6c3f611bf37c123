import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { billingTransferRoutes, type BillingAccountList, type ToggleAccountBody } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { billingAccountsQueryKey } from './get-billing-accounts.ts';

export const toggleAccountMutationKey = ['billing', 'toggle-account'] as const;

/** toggleAccount (seed 002 §7): bill pay switches to the account named; the answer is the accounts list. */
export function toggleAccount(body: ToggleAccountBody): Promise<BillingAccountList> {
  return callApi(billingTransferRoutes.toggleAccount, { body });
}

/**
 * The success check that follows the toggle: the list the answer brings, then every bill-pay read
 * (summary, methods, payments, statements) again, now for the account chosen. The switch counts
 * as under way until those reads are back, so no page shows one account's number over another's
 * bill in between.
 */
export function useToggleAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleAccountMutationKey,
    mutationFn: toggleAccount,
    onSuccess: async (accounts) => {
      queryClient.setQueryData(billingAccountsQueryKey, accounts);
      const others = {
        queryKey: ['billing'],
        predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey[1] !== billingAccountsQueryKey[1],
      };
      // A read that left before the switch answers for the old account, and finishing after the
      // invalidation it would count as fresh: drop it, then read everything again.
      await queryClient.cancelQueries(others);
      await queryClient.invalidateQueries(others);
    },
  });
}

/** Whether bill pay is switching accounts right now (from any component). */
export function useAccountSwitching(): boolean {
  return useIsMutating({ mutationKey: toggleAccountMutationKey }) > 0;
}
