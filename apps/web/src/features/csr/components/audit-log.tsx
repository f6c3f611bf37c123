import { useState } from 'react';
import { LoadingCard } from '../../../ui/loading-card.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { NO_AUDIT_FILTERS, useAudit, type AuditFilters } from '../api/get-audit.ts';
import { useCsrT } from '../i18n/use-csr-t.ts';
import { AuditFiltersForm } from './audit-filters.tsx';
import { AuditTable } from './audit-table.tsx';

/**
 * ARCHITECTURE: csr actions are audited; this is the agent's view of that log. It opens on
 * changes and acting sessions; reads, other kinds, an agent, a subscriber and days are a filter
 * away, and the log pages back in time by cursor (issue 23 item 4).
 */
export function AuditLog() {
  const { t } = useCsrT();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  // The cursors of the pages shown so far; the last one is the page on screen (none: the newest).
  const [cursors, setCursors] = useState<readonly (string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const audit = useAudit(filters, cursor);
  const view = t(`csr.auditView.${filters.kind}`);
  const caption = filters.subjectId
    ? t('csr.auditCaptionFor', { id: filters.subjectId, view })
    : t('csr.auditCaption', { view });

  return (
    <section className="card stack" aria-labelledby="csr-audit">
      <h2 id="csr-audit">{t('csr.auditTitle')}</h2>
      <AuditFiltersForm
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setCursors([undefined]);
        }}
      />
      {audit.isPending ? (
        <LoadingCard label={t('common.loading')} shape="table" lines={4} columns={6} className="" />
      ) : audit.isError ? (
        <LoadFailed
          message={t('common.technicalDifficulties')}
          onRetry={() => void audit.refetch()}
          live="none"
        />
      ) : (
        <>
          {audit.data.entries.length === 0 ? (
            <p>{t('csr.auditEmpty')}</p>
          ) : (
            <AuditTable entries={audit.data.entries} caption={caption} />
          )}
          {cursors.length > 1 || audit.data.nextCursor ? (
            <nav className="button-row" aria-label={t('csr.auditPageNav')}>
              <button
                type="button"
                className="button"
                disabled={cursors.length <= 1 || audit.isPlaceholderData}
                onClick={() => setCursors((c) => c.slice(0, -1))}
              >
                {t('csr.auditNewer')}
              </button>
              <span aria-live="polite">
                {audit.isPlaceholderData
                  ? t('csr.auditLoadingPage')
                  : t('csr.auditPage', { n: cursors.length })}
              </span>
              <button
                type="button"
                className="button"
                disabled={!audit.data.nextCursor || audit.isPlaceholderData}
                onClick={() => {
                  const next = audit.data.nextCursor;
                  if (next) setCursors((c) => [...c, next]);
                }}
              >
                {t('csr.auditOlder')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
