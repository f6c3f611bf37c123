import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { applySessionChange } from '../../../lib/session-cache.ts';

export interface LogoutAllInput {
  id: string;
}
export interface LogoutAllResult {
  ended: number;
}

/** Ends every session of an id; needs a recent sign-in, else 401 REAUTH_REQUIRED. */
export function logoutAll(input: LogoutAllInput): Promise<LogoutAllResult> {
  return callApi(sessionRoutes.logoutAll, { body: input });
}

/** `onEnded` runs before the session cache changes (see useLogout). */
export function useLogoutAll({ onEnded }: { onEnded?: (result: LogoutAllResult) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logoutAll,
    onSuccess: (result) => {
      onEnded?.(result);
      return applySessionChange(queryClient);
    },
  });
}
