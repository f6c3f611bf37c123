import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportCasesRoutes, type DeskCreditRequest, type DeskSupportCase } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

const casesKey = ['csr', 'support-cases'] as const;
const creditsKey = ['csr', 'credit-requests'] as const;

/** The desk's email-us cases: open first. */
export function useDeskCases() {
  return useQuery({
    queryKey: casesKey,
    queryFn: ({ signal }): Promise<{ cases: DeskSupportCase[] }> =>
      callApi(supportCasesRoutes.supportDeskCases, {}, { signal }),
  });
}

export function useAnswerCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { caseId: string; answer: string }) =>
      callApi(supportCasesRoutes.supportDeskAnswer, {
        params: { caseId: input.caseId },
        body: { answer: input.answer },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: casesKey }),
  });
}

/** Credit requests waiting for an agent, then the latest decided. */
export function useDeskCredits() {
  return useQuery({
    queryKey: creditsKey,
    queryFn: ({ signal }): Promise<{ requests: DeskCreditRequest[] }> =>
      callApi(supportCasesRoutes.supportDeskCredits, {}, { signal }),
  });
}

export function useDecideCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { requestId: string; decision: 'approve' | 'decline' }) =>
      callApi(supportCasesRoutes.supportDeskDecideCredit, {
        params: { requestId: input.requestId },
        body: { decision: input.decision },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: creditsKey }),
  });
}
