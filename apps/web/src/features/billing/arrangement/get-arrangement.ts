import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingArrangementRoutes,
  type ArrangementOffer,
  type CreateArrangementBody,
  type PaymentArrangement,
} from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** Under ['billing'] so a payment or method change refreshes it too. */
export const arrangementQueryKey = ['billing', 'arrangement'] as const;

/** Whether the past-due amount may be split, a first plan, and the arrangement in place. */
export function getArrangementOffer(signal?: AbortSignal): Promise<ArrangementOffer> {
  return callApi(billingArrangementRoutes.arrangementOffer, {}, { signal });
}

export function useArrangementOffer() {
  return useQuery({ queryKey: arrangementQueryKey, queryFn: ({ signal }) => getArrangementOffer(signal) });
}

/** Sets up the arrangement; a key per confirm, sent again unchanged on a retry of that confirm. */
export function createArrangement({
  body,
  idempotencyKey,
}: {
  body: CreateArrangementBody;
  idempotencyKey: string;
}): Promise<PaymentArrangement> {
  return callApi(billingArrangementRoutes.createArrangement, { body }, { idempotencyKey });
}

export function useCreateArrangement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArrangement,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}
