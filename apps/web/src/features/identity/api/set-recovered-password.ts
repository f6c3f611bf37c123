import { useMutation } from '@tanstack/react-query';
import { identityRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The last step: the new password with the verified token. */
export function setRecoveredPassword(input: { token: string; newPassword: string }) {
  return callApi(identityRoutes.recoveryNewPassword, { body: input });
}

export const useSetRecoveredPassword = () => useMutation({ mutationFn: setRecoveredPassword });
