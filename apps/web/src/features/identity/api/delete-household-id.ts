import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { householdIdsQueryKey } from './get-household-ids.ts';

export function deleteHouseholdId(id: string) {
  return callApi(identityRoutes.householdIdDelete, { params: { id }, body: {} });
}

export function useDeleteHouseholdId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHouseholdId,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdIdsQueryKey }),
  });
}
