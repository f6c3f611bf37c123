import { useQuery } from '@tanstack/react-query';
import { outageRoutes, type OutageStatusResponse } from '@coax/contract';
import { useCurrentSession } from '../../../session/current-session.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Seed 000 §7 "Outage status": the signed-in subscriber's processed outage result. */
export function getOutageStatus(signal?: AbortSignal): Promise<OutageStatusResponse> {
  return callApi(outageRoutes.outageStatus, {}, { signal });
}

/** The visitor's status; keyed by who is signed in, so signing in or out asks again. */
export function useOutageStatus() {
  const { session, isPending } = useCurrentSession();
  const who = session?.user?.id ?? (session?.agent ? `agent:${session.agent.id}` : 'anonymous');
  return useQuery({
    queryKey: ['outage', 'status', who] as const,
    queryFn: ({ signal }) => getOutageStatus(signal),
    enabled: !isPending,
    staleTime: 60_000,
  });
}
