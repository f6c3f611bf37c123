import { useMutation } from '@tanstack/react-query';
import { identityRoutes } from '@coax/contract';
import type { RecoverySendMethod } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';

/** Seed 002 §5: a temporary password needs a method and a token (send_temporary_pass). */
export function sendTemporaryPassword(input: { token: string; method: RecoverySendMethod }) {
  return callApi(identityRoutes.recoverySendTemporaryPassword, { body: input });
}

export const useSendTemporaryPassword = () => useMutation({ mutationFn: sendTemporaryPassword });
