import type { AuditEntry } from '@coax/contract';
import { displayAccountNumber } from '@coax/domain';
import { formatDateTime } from '../../../i18n/format.ts';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import { useCsrT } from '../i18n/use-csr-t.ts';
import { actionKey, actorWords } from './audit-words.ts';

function formatAt(at: string, locale: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : formatDateTime(date, locale);
}

/** One page of the log: who acted (Agent) apart from whose account it was (Subscriber). */
export function AuditTable({ entries, caption }: { entries: readonly AuditEntry[]; caption: string }) {
  const { t, locale } = useCsrT();
  return (
    <TableScroll label={caption}>
      <table className="table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('csr.col.time')}</th>
            <th scope="col">{t('csr.col.agent')}</th>
            <th scope="col">{t('csr.col.subscriber')}</th>
            <th scope="col">{t('csr.col.kind')}</th>
            <th scope="col">{t('csr.col.actionName')}</th>
            <th scope="col">{t('csr.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, i) => {
            const actor = actorWords(entry);
            const key = actionKey(entry.action);
            return (
              <tr key={`${entry.at}-${entry.actorId}-${entry.action}-${i}`}>
                <td>
                  <time dateTime={entry.at}>{formatAt(entry.at, locale)}</time>
                </td>
                <td>{actor ? t(actor.key, { id: actor.id }) : entry.actorId}</td>
                <td>
                  {entry.subjectId}
                  <span className="table__sub">{displayAccountNumber(entry.accountNumber)}</span>
                </td>
                <td>{t(`csr.auditKind.${entry.kind}`)}</td>
                <td>
                  {key ? (
                    <>
                      {t(key)}
                      {entry.detail ? <span className="table__sub">{entry.detail}</span> : null}
                      <span className="table__sub">
                        <code>{entry.action}</code>
                      </span>
                    </>
                  ) : (
                    <code>{entry.action}</code>
                  )}
                </td>
                <td>{entry.status}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
