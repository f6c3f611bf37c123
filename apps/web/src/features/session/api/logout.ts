import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { applySessionChange } from '../../../lib/session-cache.ts';

export function logout(): Promise<{ ok: true }> {
  return callApi(sessionRoutes.logout);
}

/**
 * `onSignedOut` runs before the session cache changes: a page that needs a session would
 * otherwise unmount (and redirect to sign in) before the caller could navigate away itself.
 */
export function useLogout({ onSignedOut }: { onSignedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      onSignedOut?.();
      // The server issues a fresh anonymous session; fetch it rather than guess its token.
      return applySessionChange(queryClient);
    },
  });
}
