import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dvrRoutes, type DvrCheck, type DvrSaveResult, type RouteInput } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { dvrQueryKey } from './get-dvr-boxes.ts';

/**
 * A key for one save (the contract marks the save idempotent): made when the person confirms,
 * kept for retries of that same save. randomUUID needs a secure context; getRandomValues does not.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A save request as sent: every choice of the dialog filled in. */
export type DvrSaveBody = RouteInput<typeof dvrRoutes.dvrSave>['body'];

/** Issue 7 item 6: which airings of a request would fail, and the ways out, before anything is saved. */
export function checkRecording(body: DvrSaveBody): Promise<DvrCheck> {
  return callApi(dvrRoutes.dvrCheck, { body });
}

export function useCheckRecording() {
  return useMutation({ mutationFn: checkRecording });
}

export interface SaveRecordingInput {
  body: DvrSaveBody;
  /** the same key for every retry of one save */
  idempotencyKey: string;
}

/** Seed 001 §7 save recording: one airing or a series rule. */
export function saveRecording({ body, idempotencyKey }: SaveRecordingInput): Promise<DvrSaveResult> {
  return callApi(dvrRoutes.dvrSave, { body }, { idempotencyKey });
}

export function useSaveRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecording,
    // New recordings, cancelled clashes, storage and the tv menu's next recordings all change, and
    // so does the record state the program pages and the guide show (their keys start with 'tv').
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dvrQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['tv'] }),
      ]),
  });
}
