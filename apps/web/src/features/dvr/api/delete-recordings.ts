import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dvrRoutes, type DvrBulkResult } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { dvrQueryKey } from './get-dvr-boxes.ts';

/** Seed 001 §7 destroy single recording, for up to ten recorded programs at once. */
export function deleteRecordings({ ids }: { ids: number[] }): Promise<DvrBulkResult> {
  return callApi(dvrRoutes.dvrDelete, { body: { ids } });
}

export function useDeleteRecordings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecordings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dvrQueryKey }),
  });
}
