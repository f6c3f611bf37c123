import '../store.css';
import './orders.css';
import { useSearchParams } from 'react-router';
import type { ShopOrder } from '@coax/contract';
import { formatDate, SHOP_ORDER_STATUSES, type ShopOrderStatus } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useShopOrders } from '../api/orders.ts';
import { Money } from '../components/money.tsx';
import { useCheckoutT, type CheckoutKey } from '../i18n/use-checkout-t.ts';

export const statusKey = (s: ShopOrder['status']): CheckoutKey => `orders.status.${s}`;

const statusOf = (value: string | null): ShopOrderStatus | undefined =>
  SHOP_ORDER_STATUSES.find((s) => s === value);

/**
 * /shop/orders (seed 002 §7 nest/orders, getOrdersByStatus): the orders, newest first; with
 * `?status=` only those processing, shipped or delivered now.
 */
export default function OrdersPage() {
  const { t, locale } = useCheckoutT();
  const [params] = useSearchParams();
  const status = statusOf(params.get('status'));
  const orders = useShopOrders(status);
  const title = status ? `${t('orders.title')}: ${t(statusKey(status))}` : t('orders.title');
  return (
    <div className="store stack">
      <PageTitle title={title} />
      <h1>{t('orders.title')}</h1>
      <nav aria-label={t('orders.filter')}>
        <ul className="orders-filter">
          {([undefined, ...SHOP_ORDER_STATUSES] as const).map((s) => (
            <li key={s ?? 'all'}>
              <LocalLink
                to={s ? `/shop/orders?status=${s}` : '/shop/orders'}
                aria-current={s === status ? 'page' : undefined}
              >
                {s ? t(statusKey(s)) : t('orders.filter.all')}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState
        query={orders}
        loading={t('orders.loading')}
        failed={t('orders.loadFailed')}
        empty={
          <p>
            {status
              ? t('orders.emptyStatus', { status: t(statusKey(status)).toLowerCase() })
              : t('orders.empty')}
          </p>
        }
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
