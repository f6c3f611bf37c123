import { useQuery } from '@tanstack/react-query';
import { outageRoutes, type OutageStatusResponse } from '@coax/contract';
import { useCurrentSession } from '../../../session/current-session.ts';
import { callApi } from '../../../lib/api-client.ts';
import { sessionWho } from '../../../lib/session-cache.ts';

/** Seed 000 §7 "Outage status": the signed-in subscriber's processed outage result. */
export function getOutageStatus(signal?: AbortSignal): Promise<OutageStatusResponse> {
  return callApi(outageRoutes.outageStatus, {}, { signal });
}

/** The status's cache key: the shell's first read seeds it under the same key. */
export const outageStatusQueryKey = (who: string) => ['outage', 'status', who] as const;

/** The visitor's status; keyed by who is signed in, so signing in or out asks again. */
export function useOutageStatus() {
  const { session, isPending } = useCurrentSession();
  return useQuery({
    queryKey: outageStatusQueryKey(sessionWho(session)),
    queryFn: ({ signal }) => getOutageStatus(signal),
    enabled: !isPending,
    staleTime: 60_000,
  });
}
