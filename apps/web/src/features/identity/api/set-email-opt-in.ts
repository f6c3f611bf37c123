import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { householdIdsQueryKey } from './get-household-ids.ts';

/** Seed 000 §7 opt-in by id (optedInOptimumEmail). */
export function setEmailOptIn(input: { id: string; optedIn: boolean }) {
  return callApi(identityRoutes.householdIdEmailOptIn, {
    params: { id: input.id },
    body: { optedInOptimumEmail: input.optedIn },
  });
}

export function useSetEmailOptIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmailOptIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdIdsQueryKey }),
  });
}
