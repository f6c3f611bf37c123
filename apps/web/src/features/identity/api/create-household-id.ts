import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityRoutes, type CreateHouseholdIdBody } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { householdIdsQueryKey } from './get-household-ids.ts';

export function createHouseholdId(body: CreateHouseholdIdBody) {
  return callApi(identityRoutes.householdIdCreate, { body });
}

export function useCreateHouseholdId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHouseholdId,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdIdsQueryKey }),
  });
}
