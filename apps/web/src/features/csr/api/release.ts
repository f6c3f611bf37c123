import { useMutation, useQueryClient } from '@tanstack/react-query';
import { csrRoutes, type SessionState } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { applySessionChange } from '../../../lib/session-cache.ts';

/** Stops acting for the subscriber; the session goes back to the agent alone. */
export function release(): Promise<SessionState> {
  return callApi(csrRoutes.release);
}

/** `onReleased` runs before the session cache changes, while the calling page is still mounted. */
export function useRelease({ onReleased }: { onReleased?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: release,
    onSuccess: (state) => {
      onReleased?.();
      return applySessionChange(queryClient, state);
    },
  });
}
