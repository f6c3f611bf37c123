import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionRoutes, type SessionState } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session-cache.ts';

export interface ReauthInput {
  password: string;
}

/** Confirms the password again, which unlocks recent-auth calls (bill pay, logout-all). */
export function reauth(input: ReauthInput): Promise<SessionState> {
  return callApi(sessionRoutes.reauth, { body: input });
}

export function useReauth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reauth,
    // Same person, same data: only the session (new login time) changes.
    onSuccess: (state) => queryClient.setQueryData(SESSION_QUERY_KEY, state),
  });
}
