import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingMethodRoutes, type PaymentMethodSaved, type RouteInput } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export type AddBankAccountInput = RouteInput<typeof billingMethodRoutes.addBankAccount>['body'];

export function addBankAccount(body: AddBankAccountInput): Promise<PaymentMethodSaved> {
  return callApi(billingMethodRoutes.addBankAccount, { body });
}

export function useAddBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}
