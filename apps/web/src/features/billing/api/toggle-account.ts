import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingTransferRoutes, type BillingAccountList, type ToggleAccountBody } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { billingAccountsQueryKey } from './get-billing-accounts.ts';

/** toggleAccount (seed 002 §7): bill pay switches to the account named; the answer is the accounts list. */
export function toggleAccount(body: ToggleAccountBody): Promise<BillingAccountList> {
  return callApi(billingTransferRoutes.toggleAccount, { body });
}

/**
 * The success check that follows the toggle: the list the answer brings, then every bill-pay read
 * (summary, methods, payments, statements) again, now for the account chosen.
 */
export function useToggleAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAccount,
    onSuccess: (accounts) => {
      queryClient.setQueryData(billingAccountsQueryKey, accounts);
      void queryClient.invalidateQueries({
        queryKey: ['billing'],
        predicate: (q) => q.queryKey[1] !== billingAccountsQueryKey[1],
      });
    },
  });
}
