import type { ReactNode } from 'react';
import type { Payment } from '@coax/contract';
import { formatConfirmationCode } from '@coax/domain';
import { formatCalendarDate, formatCents } from '../../../../i18n/format.ts';
import { TableScroll } from '../../../../ui/table-scroll.tsx';
import { usePayments, type PaymentView } from '../../api/get-payments.ts';
import { QueryState } from '../../../../ui/query-state.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';
import { useLayoutHold } from '../../../../ui/layout-hold.tsx';

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
  // On a page that holds its layout, what follows the list waits until its length is known.
  useLayoutHold(list.isLoading);
  const id = `payments-${view}`;

  const body = (
    <QueryState
      query={list}
      loading={t('billingPayments.activity.loading')}
      loadingClassName=""
      loadingShape="table"
      lines={3}
      failed={t('billingPayments.activity.loadFailed')}
      empty={<p>{empty}</p>}
      isEmpty={(data) => data.payments.length === 0}
    >
      {(data) => (
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
              {data.payments.map((p) => (
                <tr key={p.paymentId}>
                  <td>{formatCalendarDate(p.payDate, locale)}</td>
                  <td>{formatCents(p.payAmount, locale)}</td>
                  <td>{p.payNickname}</td>
                  <td>{t(`billingPayments.kind.${p.kind}`)}</td>
                  <td className={`payment-status--${p.status}`}>{t(`billingPayments.status.${p.status}`)}</td>
                  <td>
                    {p.confirmationCode ? (
                      <code>{formatConfirmationCode(p.confirmationCode)}</code>
                    ) : (
                      t('billingPayments.activity.noConfirmation')
                    )}
                  </td>
                  {actions ? <td>{actions(p)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </QueryState>
  );

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {body}
    </section>
  );
}
