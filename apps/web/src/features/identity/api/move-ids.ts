import { useMutation } from '@tanstack/react-query';
import { identityRoutes, type TransferMoveBody, type TransferMoveResult } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Seed 002 §7 transfer/move. One key per confirmation, sent again unchanged on a retry of it, so
 * the ids move once. No invalidation here: the page shows the result, then refreshes everything
 * (the ids now belong to another account).
 */
export function moveIds({
  body,
  idempotencyKey,
}: {
  body: TransferMoveBody;
  idempotencyKey: string;
}): Promise<TransferMoveResult> {
  return callApi(identityRoutes.identityTransferMove, { body }, { idempotencyKey });
}

export function useMoveIds() {
  return useMutation({ mutationFn: moveIds });
}
