import { useState, type FormEvent } from 'react';
import { displayAccountNumber } from '@coax/domain';
import { formatDateTime } from '../../../i18n/format.ts';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useAudit } from '../api/get-audit.ts';
import { LoadingCard } from '../../../ui/loading-card.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { useCsrT } from '../i18n/use-csr-t.ts';

function formatAt(at: string, locale: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : formatDateTime(date, locale);
}

/** ARCHITECTURE: csr actions are audited; this is the agent's view of that log. */
export function AuditLog() {
  const { t, locale } = useCsrT();
  const [text, setText] = useState('');
  const [subjectId, setSubjectId] = useState<string>();
  const audit = useAudit(subjectId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = text.trim();
    setText(id);
    setSubjectId(id || undefined);
  };

  return (
    <section className="card stack" aria-labelledby="csr-audit">
      <h2 id="csr-audit">{t('csr.auditTitle')}</h2>
      <form className="inline-form" onSubmit={onSubmit} noValidate>
        <TextField
          id="csr-audit-subject"
          label={t('csr.auditFilterLabel')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="button">
          {t('csr.auditFilterSubmit')}
        </button>
        {subjectId ? (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setText('');
              setSubjectId(undefined);
            }}
          >
            {t('csr.auditFilterClear')}
          </button>
        ) : null}
      </form>
      {audit.isPending ? (
        <LoadingCard label={t('common.loading')} shape="table" lines={4} columns={4} className="" />
      ) : audit.isError ? (
        <LoadFailed
          message={t('common.technicalDifficulties')}
          onRetry={() => void audit.refetch()}
          live="none"
        />
      ) : audit.data.entries.length === 0 ? (
        <p>{t('csr.auditEmpty')}</p>
      ) : (
        <TableScroll label={subjectId ? t('csr.auditCaptionFor', { id: subjectId }) : t('csr.auditCaption')}>
          <table className="table">
            <caption>
              {subjectId ? t('csr.auditCaptionFor', { id: subjectId }) : t('csr.auditCaption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('csr.col.time')}</th>
                <th scope="col">{t('csr.col.agent')}</th>
                <th scope="col">{t('csr.col.subscriber')}</th>
                <th scope="col">{t('csr.col.actionName')}</th>
                <th scope="col">{t('csr.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.entries.map((entry, i) => (
                <tr key={`${entry.at}-${entry.agentId}-${entry.action}-${i}`}>
                  <td>
                    <time dateTime={entry.at}>{formatAt(entry.at, locale)}</time>
                  </td>
                  <td>{entry.agentId}</td>
                  <td>
                    {entry.subjectId}
                    <span className="table__sub">{displayAccountNumber(entry.accountNumber)}</span>
                  </td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>{entry.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
