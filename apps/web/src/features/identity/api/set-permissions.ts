import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityRoutes, type SecondaryPermissionsBody } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { householdIdsQueryKey } from './get-household-ids.ts';

/** A secondary id's permissions; they apply from that id's next request. */
export function setPermissions(input: { id: string; permissions: SecondaryPermissionsBody }) {
  return callApi(identityRoutes.householdIdPermissions, {
    params: { id: input.id },
    body: input.permissions,
  });
}

export function useSetPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPermissions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdIdsQueryKey }),
  });
}
