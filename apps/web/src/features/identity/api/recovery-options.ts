import { useMutation } from '@tanstack/react-query';
import { identityRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Seed 002 §4 step 1: recovery options and a token (password_reset/recovery_options). */
export function recoveryOptions(id: string) {
  return callApi(identityRoutes.recoveryOptions, { body: { id } });
}

export const useRecoveryOptions = () => useMutation({ mutationFn: recoveryOptions });
