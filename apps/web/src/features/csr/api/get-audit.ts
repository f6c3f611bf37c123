import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { csrRoutes, type RouteOutput } from '@coax/contract';
import { AUDIT_DEFAULT_VIEW, AUDIT_PAGE_SIZE, type AuditView } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';

export type AuditLogPage = RouteOutput<typeof csrRoutes.audit>;

/** The log's filters as applied (issue 23 item 4); empty ones are left out of the request. */
export interface AuditFilters {
  actorId?: string | undefined;
  subjectId?: string | undefined;
  kind: AuditView;
  /** YYYY-MM-DD, both ends included */
  from?: string | undefined;
  to?: string | undefined;
}

export const NO_AUDIT_FILTERS: AuditFilters = { kind: AUDIT_DEFAULT_VIEW };

export const auditQueryKey = (filters: AuditFilters, cursor: string | undefined) =>
  ['csr', 'audit', filters, cursor ?? ''] as const;

export function getAudit(
  filters: AuditFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AuditLogPage> {
  return callApi(
    csrRoutes.audit,
    { query: { ...filters, cursor, limit: AUDIT_PAGE_SIZE } },
    signal ? { signal } : undefined,
  );
}

/** One page of the log; the page before stays on screen while the next loads. */
export function useAudit(filters: AuditFilters, cursor: string | undefined) {
  return useQuery({
    queryKey: auditQueryKey(filters, cursor),
    queryFn: ({ signal }) => getAudit(filters, cursor, signal),
    placeholderData: keepPreviousData,
  });
}
