import '../store.css';
import { useParams } from 'react-router';
import type { ShopOrder } from '@coax/contract';
import { formatDate } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { reasonKey } from '../../../lib/refusal.ts';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useShopOrder } from '../api/orders.ts';
import { CartLink } from '../components/cart-link.tsx';
import { Money } from '../components/money.tsx';
import { OrderReview } from '../components/order-review.tsx';
import { OrderReturns } from '../components/order-returns.tsx';
import { OrderTotals } from '../components/order-totals.tsx';
import { CHECKOUT_REASONS, useCheckoutT } from '../i18n/use-checkout-t.ts';
import { statusKey } from './orders-page.tsx';

/**
 * /shop/orders/:number (getOrderDetail), and /shop/order-success/:number (seed 002 §2 order
 * success: the order number, the cart icon checked).
 */
export default function OrderPage({ success = false }: { success?: boolean }) {
  const { t } = useCheckoutT();
  const { number = '' } = useParams();
  const order = useShopOrder(number);
  const missing = order.error ? reasonKey(order.error, CHECKOUT_REASONS) : undefined;
  const title = success ? t('checkout.success.title') : t('orders.order', { number });
  return (
    <div className="store stack">
      <PageTitle title={title} />
      <div className="store-head">
        <h1>{title}</h1>
        {success ? <CartLink state="checked" /> : null}
      </div>
      {missing ? (
        <Notice tone="error">{t(missing)}</Notice>
      ) : (
        <QueryState query={order} loading={t('orders.loading')} failed={t('orders.loadFailed')}>
          {(o) => <OrderBody order={o} success={success} />}
        </QueryState>
      )}
      <p>
        <LocalLink to="/shop/orders">{t('orders.back')}</LocalLink>
      </p>
    </div>
  );
}

function OrderBody({ order: o, success }: { order: ShopOrder; success: boolean }) {
  const { t, lang, locale } = useCheckoutT();
  return (
    <div className="stack">
      {success ? (
        <Notice tone="success" live="polite">
          {t('checkout.success.number', { number: o.number })}
          {o.paid ? null : ` ${t('checkout.success.pending')}`}
        </Notice>
      ) : null}
      <dl className="store-totals">
        <dt>{t('orders.status')}</dt>
        <dd data-testid="order-status">{t(statusKey(o.status))}</dd>
        <dt>{t('orders.placedOn')}</dt>
        <dd>{formatDate(o.placedAt, locale)}</dd>
        <dt>{t('checkout.summary.to')}</dt>
        <dd>
          {o.address.line1}
          {o.address.line2 ? `, ${o.address.line2}` : ''}, {o.address.city}, {o.address.state} {o.address.zip}
        </dd>
      </dl>
      <ul className="store-lines">
        {o.lines.map((l) => (
          <li key={`${l.type}-${l.sku}`} className="store-line">
            <span className="store-line__name">
              {l.quantity} × {l.name[lang]} ({l.option[lang]})
            </span>
            <strong className="store-line__cost">
              <Money cents={l.cost} />
            </strong>
          </li>
        ))}
      </ul>
      <OrderTotals money={o} testId="order-total" />
      <OrderReview order={o} />
      <OrderReturns order={o} />
    </div>
  );
}
