import './support-cases-desk.css';
import type { DeskServiceReport, DeskTheftReport } from '@coax/contract';
import { formatDateTime } from '../../../i18n/format.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { useDeskServiceReports, useDeskTheftReports } from '../api/support-desk-lists.ts';
import { useCsrDeskT, type CsrDeskKey } from '../i18n/use-csr-desk-t.ts';

const PRODUCT: Record<DeskServiceReport['productName'], CsrDeskKey> = {
  internet: 'csrDesk.product.internet',
  tv: 'csrDesk.product.tv',
  phone: 'csrDesk.product.phone',
};

function ServiceReport({ r }: { r: DeskServiceReport }) {
  const { t, locale } = useCsrDeskT();
  return (
    <li className="card stack" data-service-report={r.caseNumber}>
      <h3>
        {t('csrDesk.reports.heading', { caseNumber: r.caseNumber, product: t(PRODUCT[r.productName]) })}
      </h3>
      <p>
        {t('csrDesk.reports.from', {
          name: r.name,
          user: r.userId,
          account: r.accountNumber,
          email: r.email,
          phone: r.phone,
        })}{' '}
        · {formatDateTime(r.createdAt, locale)}
      </p>
      <p className="support-desk__text">{r.comments}</p>
    </li>
  );
}

function TheftReport({ r }: { r: DeskTheftReport }) {
  const { t, locale } = useCsrDeskT();
  const s = r.suspect;
  return (
    <li className="card stack" data-theft-report={r.id}>
      <h3>{t('csrDesk.theft.heading', { id: r.id, first: s.FirstName, last: s.LastName })}</h3>
      <p>
        {t('csrDesk.theft.reportedBy', { user: r.userId, account: r.accountNumber })} ·{' '}
        {formatDateTime(r.createdAt, locale)}
      </p>
      <p>
        <strong>{t('csrDesk.theft.address')}:</strong> {s.AddressLine1}
        {s.AddressLine2 ? `, ${s.AddressLine2}` : ''}, {s.City}, {s.State}
      </p>
      <p>
        {r.point
          ? t('csrDesk.theft.point', {
              lat: String(r.point.latitude),
              lng: String(r.point.longitude),
              zip: r.point.zip,
            })
          : t('csrDesk.theft.noPoint')}
      </p>
      <p className="support-desk__text">{s.Description}</p>
    </li>
  );
}

/** The desk's service-issue reports and cable theft reports, newest first. */
export function SupportReportsDesk() {
  const { t } = useCsrDeskT();
  const reports = useDeskServiceReports();
  const thefts = useDeskTheftReports();
  return (
    <>
      <section className="card stack" aria-labelledby="desk-service-reports-title">
        <h2 id="desk-service-reports-title">{t('csrDesk.reports.title')}</h2>
        <QueryState
          query={reports}
          loading={t('csrDesk.reports.loading')}
          failed={t('csrDesk.reports.failed')}
          empty={t('csrDesk.reports.none')}
          isEmpty={(d) => d.reports.length === 0}
        >
          {(d) => (
            <ul className="support-desk__list stack">
              {d.reports.map((r) => (
                <ServiceReport key={r.caseNumber} r={r} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <section className="card stack" aria-labelledby="desk-theft-title">
        <h2 id="desk-theft-title">{t('csrDesk.theft.title')}</h2>
        <QueryState
          query={thefts}
          loading={t('csrDesk.theft.loading')}
          failed={t('csrDesk.theft.failed')}
          empty={t('csrDesk.theft.none')}
          isEmpty={(d) => d.reports.length === 0}
        >
          {(d) => (
            <ul className="support-desk__list stack">
              {d.reports.map((r) => (
                <TheftReport key={r.id} r={r} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </>
  );
}
