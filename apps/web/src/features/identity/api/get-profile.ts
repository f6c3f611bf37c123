import { useQuery } from '@tanstack/react-query';
import { identityRoutes, type IdentityProfile } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const profileQueryKey = ['identity', 'profile'] as const;

/** The signed-in id's names and role (profile/ooluser). */
export function getProfile(signal?: AbortSignal): Promise<IdentityProfile> {
  return callApi(identityRoutes.identityProfile, {}, { signal });
}

export function useIdentityProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}
