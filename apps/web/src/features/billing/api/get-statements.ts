import { useQuery } from '@tanstack/react-query';
import { billingDocumentRoutes, type StatementList } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export const statementsQueryKey = ['billing', 'statements'] as const;

/** The account's statements, newest first (billfile list). */
export function getStatements(signal?: AbortSignal): Promise<StatementList> {
  return callApi(billingDocumentRoutes.statementList, {}, { signal });
}

export function useStatements() {
  return useQuery({ queryKey: statementsQueryKey, queryFn: ({ signal }) => getStatements(signal) });
}
