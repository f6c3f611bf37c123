import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dvrRoutes, type GuideRecordMark } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Cancels what the household set to record of a program: its series rule (keeping what the rule
 * already recorded), or the single scheduled recording. Resolves to whether it was cancelled.
 */
export async function cancelRecording(mark: GuideRecordMark): Promise<boolean> {
  if (mark.seriesRuleId !== null) {
    await callApi(dvrRoutes.dvrCancelSeriesRule, {
      params: { id: String(mark.seriesRuleId) },
      body: { deleteRecordings: false },
    });
    return true;
  }
  if (mark.recordingId === null) return false;
  const result = await callApi(dvrRoutes.dvrCancel, { body: { ids: [mark.recordingId] } });
  return result.failedIds.length === 0;
}

export function useCancelRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRecording,
    // The program page, the guide's cells and the DVR lists all show the change.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tv'] }),
        queryClient.invalidateQueries({ queryKey: ['dvr'] }),
      ]),
  });
}
