import { useMutation } from '@tanstack/react-query';
import { identityRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** verifytemporarypassword: the temporary password for a new token. */
export function verifyTemporaryPassword(input: { token: string; temporaryPassword: string }) {
  return callApi(identityRoutes.recoveryVerifyTemporaryPassword, { body: input });
}

export const useVerifyTemporaryPassword = () => useMutation({ mutationFn: verifyTemporaryPassword });
