import { useMutation } from '@tanstack/react-query';
import { identityRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** verifyaccountnumber: the account number for a new token. */
export function verifyAccountNumber(input: { token: string; accountNumber: string }) {
  return callApi(identityRoutes.recoveryVerifyAccountNumber, { body: input });
}

export const useVerifyAccountNumber = () => useMutation({ mutationFn: verifyAccountNumber });
