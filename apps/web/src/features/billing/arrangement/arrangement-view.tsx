import type { PaymentArrangement } from '@coax/contract';
import { formatCalendarDate, formatCents } from '../../../i18n/format.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { TableScroll } from '../../../ui/table-scroll.tsx';
import { useBillingT } from '../i18n/use-billing-t.ts';

/** The arrangement in place (or the last one): its status and each payment as it now stands. */
export function ArrangementView({ arrangement }: { arrangement: PaymentArrangement }) {
  const { t, locale } = useBillingT();
  const money = (c: number) => formatCents(c, locale);
  return (
    <section className="card stack" aria-labelledby="arrangement-current-title">
      <h2 id="arrangement-current-title">{t('billingArrangement.currentTitle')}</h2>
      <p>
        <strong>{t(`billingArrangement.status.${arrangement.status}`)}</strong>
        {arrangement.csrId ? ` · ${t('billingArrangement.byAgent')}` : ''}
      </p>
      {arrangement.status === 'broken' ? (
        <Notice tone="error">
          <p>{t('billingArrangement.brokenNote')}</p>
          <p>
            <LocalLink to="/pay-bill/">{t('billingArrangement.payNow')}</LocalLink>
          </p>
        </Notice>
      ) : null}
      <TableScroll label={t('billingArrangement.currentTitle')}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('billingArrangement.col.date')}</th>
              <th scope="col">{t('billingArrangement.col.amount')}</th>
              <th scope="col">{t('billingArrangement.col.method')}</th>
              <th scope="col">{t('billingArrangement.col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {arrangement.instalments.map((i) => (
              <tr key={i.paymentId}>
                <td>{formatCalendarDate(i.payDate, locale)}</td>
                <td>{money(i.amount)}</td>
                <td>{i.payNickname}</td>
                <td>{t(`billingArrangement.payment.${i.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {arrangement.status === 'active' ? (
        <p>
          <LocalLink
            to={`/pay-bill/calendar/?month=${arrangement.instalments[0]?.payDate.slice(0, 7) ?? ''}`}
          >
            {t('billingArrangement.seeCalendar')}
          </LocalLink>
        </p>
      ) : null}
    </section>
  );
}
