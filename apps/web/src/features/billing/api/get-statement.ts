import { useQuery } from '@tanstack/react-query';
import { billingDocumentRoutes, type StatementDetail } from '@coax/contract';
import { buildPath, buildQuery, callApi } from '../../../lib/api-client.ts';
import type { Lang } from '../../../i18n/language.ts';

export const statementQueryKey = (id: string) => ['billing', 'statements', id] as const;

/** One statement: totals and every line by section. */
export function getStatement(id: string, signal?: AbortSignal): Promise<StatementDetail> {
  return callApi(billingDocumentRoutes.statementDetail, { params: { id } }, { signal });
}

export function useStatement(id: string | undefined) {
  return useQuery({
    queryKey: statementQueryKey(id ?? ''),
    queryFn: ({ signal }) => getStatement(id ?? '', signal),
    enabled: id !== undefined,
  });
}

/** Where the statement's PDF downloads from: a plain link, so the browser saves the file itself. */
export function statementPdfHref(id: string, lang: Lang): string {
  return buildPath(billingDocumentRoutes.statementPdf.path, { id }) + buildQuery({ lang });
}
