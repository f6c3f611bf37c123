import '../store.css';
import type { ShopOrder } from '@coax/contract';
import { formatDate } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useShopOrders } from '../api/orders.ts';
import { Money } from '../components/money.tsx';
import { useCheckoutT, type CheckoutKey } from '../i18n/use-checkout-t.ts';

export const statusKey = (s: ShopOrder['status']): CheckoutKey => `orders.status.${s}`;

/** /shop/orders (seed 002 §7 nest/orders, getOrdersByStatus): the orders, newest first. */
export default function OrdersPage() {
  const { t, locale } = useCheckoutT();
  const orders = useShopOrders();
  return (
    <div className="store stack">
      <PageTitle title={t('orders.title')} />
      <h1>{t('orders.title')}</h1>
      <QueryState
        query={orders}
        loading={t('orders.loading')}
        failed={t('orders.loadFailed')}
        empty={<p>{t('orders.empty')}</p>}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <ul className="store-lines">
            {list.map((o) => (
              <li key={o.number} className="store-line">
                <div className="stack store-line__main">
                  <LocalLink to={`/shop/orders/${o.number}`}>
                    {t('orders.order', { number: o.number })}
                  </LocalLink>
                  <span className="store-line__facts">
                    {t('orders.placed', { date: formatDate(o.placedAt, locale) })} · {t(statusKey(o.status))}
                  </span>
                </div>
                <strong className="store-line__cost">
                  <Money cents={o.total} />
                </strong>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
