import { useQuery } from '@tanstack/react-query';
import { billingDocumentRoutes, type StatementDetail } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

/** The latest statement, for its monthly lines; null when the account has no statement yet. */
export async function getLatestStatement(signal?: AbortSignal): Promise<StatementDetail | null> {
  const { statements } = await callApi(billingDocumentRoutes.statementList, {}, { signal });
  const latest = statements[0];
  if (!latest) return null;
  return callApi(billingDocumentRoutes.statementDetail, { params: { id: latest.id } }, { signal });
}

/** Only for a user with bill pay: statements are bill-pay data. */
export function useLatestStatement(enabled: boolean) {
  return useQuery({
    queryKey: ['billing', 'statements', 'latest'],
    queryFn: ({ signal }) => getLatestStatement(signal),
    enabled,
  });
}
