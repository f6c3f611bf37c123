import { useQuery } from '@tanstack/react-query';
import { csrRoutes, type RouteOutput } from '@coax/contract';
import { callApi } from '../../../lib/api-client.ts';

export type AuditLog = RouteOutput<typeof csrRoutes.audit>;

/** Enough rows to cover a working shift without paging; the contract allows up to 200. */
export const AUDIT_PAGE_SIZE = 50;

export const auditQueryKey = (subjectId: string | undefined) => ['csr', 'audit', subjectId ?? ''] as const;

export function getAudit(subjectId: string | undefined, signal?: AbortSignal): Promise<AuditLog> {
  return callApi(csrRoutes.audit, { query: { subjectId, limit: AUDIT_PAGE_SIZE } }, { signal });
}

export function useAudit(subjectId: string | undefined) {
  return useQuery({
    queryKey: auditQueryKey(subjectId),
    queryFn: ({ signal }) => getAudit(subjectId, signal),
  });
}
