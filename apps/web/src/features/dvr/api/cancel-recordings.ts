import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dvrRoutes, type DvrBulkResult } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { dvrQueryKey } from './get-dvr-boxes.ts';

/** Cancels up to ten scheduled recordings; a partial failure names the ids that stayed. */
export function cancelRecordings({ ids }: { ids: number[] }): Promise<DvrBulkResult> {
  return callApi(dvrRoutes.dvrCancel, { body: { ids } });
}

export function useCancelRecordings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRecordings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dvrQueryKey }),
  });
}
