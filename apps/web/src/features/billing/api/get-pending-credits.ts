import { useQuery } from '@tanstack/react-query';
import { billingDocumentRoutes, type PendingCredits } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const pendingCreditsQueryKey = ['billing', 'pending-credits'] as const;

/** Credits the next statement will subtract (an approved outage or missed-appointment credit). */
export function getPendingCredits(signal?: AbortSignal): Promise<PendingCredits> {
  return callApi(billingDocumentRoutes.pendingCredits, {}, { signal });
}

export function usePendingCredits(enabled = true) {
  return useQuery({
    queryKey: pendingCreditsQueryKey,
    queryFn: ({ signal }) => getPendingCredits(signal),
    enabled,
  });
}
