import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopMoveRoutes, type MoveLeadBody, type MoveLeadState } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

const moveLeadKey = ['shop', 'move-lead'] as const;

/** easyMoveLead: the account's open move request, if any. */
export function useMoveLead() {
  return useQuery({
    queryKey: moveLeadKey,
    queryFn: ({ signal }) => callApi(shopMoveRoutes.shopMoveLead, undefined, { signal }),
  });
}

/** Sends or changes the move request; the key stays the same for retries of one press. */
export function useSendMoveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: MoveLeadBody; idempotencyKey: string }) =>
      callApi(shopMoveRoutes.shopSendMoveLead, { body: v.body }, { idempotencyKey: v.idempotencyKey }),
    onSuccess: (state: MoveLeadState) => queryClient.setQueryData(moveLeadKey, state),
  });
}

export function useCancelMoveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(shopMoveRoutes.shopCancelMoveLead, { body: {} }),
    onSuccess: (state: MoveLeadState) => queryClient.setQueryData(moveLeadKey, state),
  });
}
