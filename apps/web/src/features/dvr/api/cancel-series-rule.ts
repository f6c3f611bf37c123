import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dvrRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { dvrQueryKey } from './get-dvr-boxes.ts';

/**
 * Cancels a series rule and its scheduled episodes. Deleting what it already recorded is a
 * separate choice (issue 7 item 5), sent as `deleteRecordings`.
 */
export function cancelSeriesRule({ id, deleteRecordings }: { id: number; deleteRecordings: boolean }) {
  return callApi(dvrRoutes.dvrCancelSeriesRule, { params: { id: String(id) }, body: { deleteRecordings } });
}

export function useCancelSeriesRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSeriesRule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dvrQueryKey }),
  });
}
