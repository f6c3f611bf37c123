import { useQuery } from '@tanstack/react-query';
import { sessionRoutes, type SessionState } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session-cache.ts';

/** Anonymous visitors get 200 with user null, so a failure here is a real fault, not "signed out". */
export function getSession(signal?: AbortSignal): Promise<SessionState> {
  return callApi(sessionRoutes.getSession, {}, { signal });
}

export function useSession() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: ({ signal }) => getSession(signal) });
}
