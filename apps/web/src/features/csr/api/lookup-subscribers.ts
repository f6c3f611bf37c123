import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { csrRoutes, type RouteOutput } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export type LookupResult = RouteOutput<typeof csrRoutes.lookup>;

/** Why 2: the contract refuses shorter searches, which would match half the subscriber base. */
export const MIN_LOOKUP_LENGTH = 2;

export function lookupSubscribers(q: string, signal?: AbortSignal): Promise<LookupResult> {
  return callApi(csrRoutes.lookup, { query: { q } }, { signal });
}

/** Runs once a search term has been submitted (empty string: nothing searched yet). */
export function useLookupSubscribers(q: string) {
  return useQuery({
    queryKey: ['csr', 'lookup', q],
    queryFn: ({ signal }) => lookupSubscribers(q, signal),
    enabled: q.length >= MIN_LOOKUP_LENGTH,
    placeholderData: keepPreviousData,
  });
}
