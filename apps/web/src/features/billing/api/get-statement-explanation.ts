import { useQuery } from '@tanstack/react-query';
import { billingDocumentRoutes, type StatementExplanation } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const statementExplanationQueryKey = (id: string) =>
  ['billing', 'statements', id, 'explanation'] as const;

/** What changed on a statement since the one before it (the bill explainer). */
export function getStatementExplanation(id: string, signal?: AbortSignal): Promise<StatementExplanation> {
  return callApi(billingDocumentRoutes.statementExplanation, { params: { id } }, { signal });
}

export function useStatementExplanation(id: string) {
  return useQuery({
    queryKey: statementExplanationQueryKey(id),
    queryFn: ({ signal }) => getStatementExplanation(id, signal),
  });
}
