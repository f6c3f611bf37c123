import { useMutation } from '@tanstack/react-query';
import { billingTransferRoutes, type MoveTransferResponse, type TransferBody } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/**
 * moveTransferPaymentSettings (seed 002 §7): transfer, opt out or maybe later. One key per submit,
 * sent again unchanged on a retry of it, so the settings are copied once.
 */
export function submitTransfer({
  body,
  idempotencyKey,
}: {
  body: TransferBody;
  idempotencyKey: string;
}): Promise<MoveTransferResponse> {
  return callApi(billingTransferRoutes.transfer, { body }, { idempotencyKey });
}

/**
 * No invalidation here: the wizard's Result step still needs the offer it came from. The wizard
 * asks for a refresh when it closes (the machine's refresh effect).
 */
export function useSubmitTransfer() {
  return useMutation({ mutationFn: submitTransfer });
}
