import { useQuery } from '@tanstack/react-query';
import { identityRoutes, type DiscoCheckResult } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const discoCheckQueryKey = ['identity', 'transfer', 'disco-check'] as const;

/** Seed 002 §7 disco-check: whether this id's account is disconnected and its ids may move. */
export function getDiscoCheck(signal?: AbortSignal): Promise<DiscoCheckResult> {
  return callApi(identityRoutes.identityDiscoCheck, {}, { signal });
}

export function useDiscoCheck() {
  return useQuery({ queryKey: discoCheckQueryKey, queryFn: ({ signal }) => getDiscoCheck(signal) });
}
