import type { OperatorAlert } from '@coax/contract';
import { formatDateTime } from '../../../i18n/format.ts';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import { alertStatus } from '../alert-form.ts';
import { useCsrT } from '../i18n/use-csr-t.ts';

/** Every operator alert with where it stands now, newest change first (the server's order). */
export function OperatorAlertList({
  alerts,
  now,
  onEdit,
}: {
  alerts: readonly OperatorAlert[];
  now: number;
  onEdit: (alert: OperatorAlert) => void;
}) {
  const { t, locale } = useCsrT();
  if (alerts.length === 0) return <p>{t('csr.alertsAdmin.empty')}</p>;
  const caption = t('csr.alertsAdmin.caption');
  return (
    <TableScroll label={caption}>
      <table className="table alerts-admin__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('csr.alertsAdmin.col.title')}</th>
            <th scope="col">{t('csr.alertsAdmin.col.type')}</th>
            <th scope="col">{t('csr.alertsAdmin.col.status')}</th>
            <th scope="col">{t('csr.alertsAdmin.col.language')}</th>
            <th scope="col">{t('csr.alertsAdmin.col.window')}</th>
            <th scope="col">{t('csr.alertsAdmin.col.updated')}</th>
            <th scope="col">{t('csr.alertsAdmin.col.action')}</th>
          </tr>
        </thead>
        <tbody>
          {alerts.map((alert) => {
            const status = alertStatus(alert, now);
            const start = formatDateTime(alert.publishAt, locale);
            return (
              <tr key={alert.id}>
                <th scope="row">
                  {alert.title}
                  <span className="table__sub">
                    <code>{alert.id}</code>
                  </span>
                </th>
                <td>{alert.type ?? t('csr.alertsAdmin.noType')}</td>
                <td>
                  <span className={`alerts-admin__status alerts-admin__status--${status}`}>
                    {t(`csr.alertsAdmin.status.${status}`)}
                  </span>
                </td>
                <td>{t(`csr.alertsAdmin.language.${alert.language}`)}</td>
                <td>
                  {alert.expiresAt === null
                    ? t('csr.alertsAdmin.windowFrom', { start })
                    : t('csr.alertsAdmin.windowUntil', {
                        start,
                        end: formatDateTime(alert.expiresAt, locale),
                      })}
                </td>
                <td>
                  {t('csr.alertsAdmin.updatedBy', {
                    time: formatDateTime(alert.updatedAt, locale),
                    agent: alert.updatedBy,
                  })}
                </td>
                <td>
                  <button type="button" className="button button--small" onClick={() => onEdit(alert)}>
                    {t('csr.alertsAdmin.edit')} <span className="visually-hidden">{alert.title}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
