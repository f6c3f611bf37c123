import { useMutation, useQueryClient } from '@tanstack/react-query';
import { csrRoutes, type SessionState } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { applySessionChange } from '../../../lib/session-cache.ts';

export interface ActForInput {
  id: string;
}

/** The session's user becomes the subscriber; the agent stays, and every call is audited. */
export function actFor(input: ActForInput): Promise<SessionState> {
  return callApi(csrRoutes.actFor, { body: input });
}

export function useActFor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actFor,
    onSuccess: (state) => applySessionChange(queryClient, state),
  });
}
