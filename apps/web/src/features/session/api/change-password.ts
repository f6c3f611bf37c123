import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionRoutes, type ChangePasswordBody, type RouteOutput } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session-cache.ts';

export type ChangePasswordInput = ChangePasswordBody;
export type ChangePasswordResult = RouteOutput<typeof sessionRoutes.changePassword>;

/**
 * Changes the signed-in id's password. Needs a recent sign-in (else 401 REAUTH_REQUIRED); a wrong
 * current password is 401 BAD_CREDENTIALS and counts toward the sign-in lockout (423 TEMP_BAN).
 */
export function changePassword(input: ChangePasswordInput): Promise<ChangePasswordResult> {
  return callApi(sessionRoutes.changePassword, { body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // Same person and data; only the session's password-check time moved.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
