import { useMutation } from '@tanstack/react-query';
import { identityRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** recoverid: the ids kept under an address are sent to it. */
export function forgotId(contact: string) {
  return callApi(identityRoutes.recoveryForgotId, { body: { contact } });
}

export const useForgotId = () => useMutation({ mutationFn: forgotId });
