import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportCasesRoutes, type CreditOverview, type CreditRequestBody } from '@coax/contract';
import { callApi } from '../../../../lib/api-client.ts';

const creditKey = ['support', 'credit'] as const;

/** The outages that may be credited and the subscriber's credit requests. */
export function useCreditOverview() {
  return useQuery({
    queryKey: creditKey,
    queryFn: ({ signal }): Promise<CreditOverview> =>
      callApi(supportCasesRoutes.supportCreditOverview, {}, { signal }),
  });
}

/** creditrequest/creditrequest, once per key. */
export function useRequestCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: CreditRequestBody; idempotencyKey: string }) =>
      callApi(
        supportCasesRoutes.supportCreditRequest,
        { body: input.body },
        { idempotencyKey: input.idempotencyKey },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: creditKey }),
  });
}
