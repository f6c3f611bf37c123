import { formatConfirmationCode, formatDate } from '@coax/domain';
import { formatCents } from '../../../../i18n/format.ts';
import { TableScroll } from '../../../../ui/table-scroll.tsx';
import { useStoreRefunds } from '../../api/get-store-refunds.ts';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/**
 * The store's refunds to the card an order was paid with (issue 19 item 6), as their own short
 * list beside the bill payments; shown only when there are any.
 */
export function StoreRefunds() {
  const { t, locale } = useBillingT();
  const refunds = useStoreRefunds();
  const list = refunds.data?.refunds ?? [];
  if (list.length === 0) {
    return null;
  }
  const title = t('billingPayments.storeRefunds.title');
  return (
    <section className="card stack" aria-labelledby="store-refunds-title">
      <h2 id="store-refunds-title">{title}</h2>
      <TableScroll label={t('billingPayments.activity.tableLabel', { title })}>
        <table className="table payment-table">
          <thead>
            <tr>
              <th scope="col">{t('billingPayments.activity.colDate')}</th>
              <th scope="col">{t('billingPayments.activity.colAmount')}</th>
              <th scope="col">{t('billingPayments.storeRefunds.colOrder')}</th>
              <th scope="col">{t('billingPayments.storeRefunds.colTo')}</th>
              <th scope="col">{t('billingPayments.activity.colConfirmation')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.rma}>
                <td>{formatDate(r.refundedAt, locale)}</td>
                <td>{formatCents(r.amount, locale)}</td>
                <td>{r.orderNumber}</td>
                <td>{t('billingPayments.storeRefunds.card', { last4: r.last4 })}</td>
                <td>
                  <code>{formatConfirmationCode(r.confirmation)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
