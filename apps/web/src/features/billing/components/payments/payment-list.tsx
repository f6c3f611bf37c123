import type { ReactNode } from 'react';
import type { Payment } from '@coax/contract';
import { formatCalendarDate, formatCents } from '../../../../i18n/format.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { TableScroll } from '../../../../ui/table-scroll.tsx';
import { usePayments, type PaymentView } from '../../api/get-payments.ts';
import { LoadingCard } from '../../../../ui/loading-card.tsx';
import { LoadFailed } from '../../../../ui/load-failed.tsx';

/**
 * Scheduled payments or the history, as a table (seed 002 §3 Scheduled one-time payment:
 * paymentID, payDate, payAmount, payNickname, status), with its loading, error and empty states.
 */
export function PaymentList({
  view,
  title,
  empty,
  actions,
}: {
  view: PaymentView;
  title: string;
  empty: string;
  /** buttons for one row (scheduled payments: edit, cancel) */
  actions?: (p: Payment) => ReactNode;
}) {
  const { t, locale } = useT();
  const list = usePayments(view);
  const id = `payments-${view}`;

  let body: ReactNode;
  if (list.isPending) {
    body = <LoadingCard label={t('billingPayments.activity.loading')} lines={3} className="" />;
  } else if (list.isError) {
    body = (
      <LoadFailed
        message={t('billingPayments.activity.loadFailed')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.payments.length === 0) {
    body = <p>{empty}</p>;
  } else {
    body = (
      <TableScroll label={t('billingPayments.activity.tableLabel', { title })}>
        <table className="table payment-table">
          <thead>
            <tr>
              <th scope="col">{t('billingPayments.activity.colDate')}</th>
              <th scope="col">{t('billingPayments.activity.colAmount')}</th>
              <th scope="col">{t('billingPayments.activity.colMethod')}</th>
              <th scope="col">{t('billingPayments.activity.colKind')}</th>
              <th scope="col">{t('billingPayments.activity.colStatus')}</th>
              <th scope="col">{t('billingPayments.activity.colConfirmation')}</th>
              {actions ? <th scope="col">{t('billingPayments.activity.colActions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {list.data.payments.map((p) => (
              <tr key={p.paymentId}>
                <td>{formatCalendarDate(p.payDate, locale)}</td>
                <td>{formatCents(p.payAmount, locale)}</td>
                <td>{p.payNickname}</td>
                <td>{t(`billingPayments.kind.${p.kind}`)}</td>
                <td className={`payment-status--${p.status}`}>{t(`billingPayments.status.${p.status}`)}</td>
                <td>
                  <code>{p.paymentId}</code>
                </td>
                {actions ? <td>{actions(p)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    );
  }

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {body}
    </section>
  );
}
