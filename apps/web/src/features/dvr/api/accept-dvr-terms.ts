import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dvrRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { dvrBoxesQueryKey } from './get-dvr-boxes.ts';

/** Seed 001 §4/§7: signup for web DVR terms, once, before the first cloud recording. */
export function acceptDvrTerms() {
  return callApi(dvrRoutes.dvrAcceptTerms, { body: { accept: true } });
}

export function useAcceptDvrTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptDvrTerms,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dvrBoxesQueryKey }),
  });
}
