import type { ReactNode } from 'react';
import type { Payment } from '@coax/contract';
import { formatCalendarDate, formatCents } from '../../../../i18n/format.ts';
import { Notice } from '../../../../ui/notice.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { TableScroll } from '../../../../ui/table-scroll.tsx';
import { usePayments, type PaymentView } from '../../api/get-payments.ts';
import { useBillingT } from '../../i18n/use-billing-t.ts';

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
  const { t, locale } = useBillingT();
  const list = usePayments(view);
  const id = `payments-${view}`;

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('billingPayments.activity.loading')}
        </p>
        <Skeleton lines={3} />
      </div>
    );
  } else if (list.isError) {
    body = (
      <Notice tone="error" live="assertive">
        <p>{t('billingPayments.activity.loadFailed')}</p>
        <button
          type="button"
          className="button"
          onClick={() => void list.refetch()}
          disabled={list.isFetching}
        >
          {t('common.retry')}
        </button>
      </Notice>
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
