import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopServicesRoutes } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session-cache.ts';

/**
 * After a change the plan, the next bill and the session's entitlements (a new service) are
 * read again.
 */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['shop'] });
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
}

/** submitUpgrade, once per key: a retried press changes the plan once. */
export function useSubmitUpgrade() {
  const onSuccess = useAfterChange();
  return useMutation({
    mutationFn: (input: { rateCode: string; idempotencyKey: string }) =>
      callApi(
        shopServicesRoutes.shopSubmitUpgrade,
        { body: { rateCode: input.rateCode } },
        { idempotencyKey: input.idempotencyKey },
      ),
    onSuccess,
  });
}

/** addremoverc, once per key. */
export function useRateCodes() {
  const onSuccess = useAfterChange();
  return useMutation({
    mutationFn: (input: { add?: string[]; remove?: string[]; idempotencyKey: string }) =>
      callApi(
        shopServicesRoutes.shopRateCodes,
        { body: { addRateCodes: input.add ?? [], removeRateCodes: input.remove ?? [] } },
        { idempotencyKey: input.idempotencyKey },
      ),
    onSuccess,
  });
}

/** secpac/order, once per key. */
export function useSecuritySuiteOrder() {
  const onSuccess = useAfterChange();
  return useMutation({
    mutationFn: (input: { idempotencyKey: string }) =>
      callApi(
        shopServicesRoutes.shopSecuritySuiteOrder,
        { body: {} },
        { idempotencyKey: input.idempotencyKey },
      ),
    onSuccess,
  });
}
