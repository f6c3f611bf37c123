import { useQuery } from '@tanstack/react-query';
import { identityRoutes, type HouseholdIdList } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const householdIdsQueryKey = ['identity', 'ids'] as const;

/** Seed 000 §3 Id list: the account's ids with their flags and allowedRemaining. */
export function getHouseholdIds(signal?: AbortSignal): Promise<HouseholdIdList> {
  return callApi(identityRoutes.householdIds, {}, { signal });
}

export function useHouseholdIds() {
  return useQuery({ queryKey: householdIdsQueryKey, queryFn: ({ signal }) => getHouseholdIds(signal) });
}
