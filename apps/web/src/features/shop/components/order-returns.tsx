import type { ShopOrder } from '@coax/contract';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { useReturnsT } from '../i18n/use-returns-t.ts';
import { ReturnCard } from './return-card.tsx';

/** An order's "Return items" link while it takes a return, and its returns. */
export function OrderReturns({ order: o }: { order: ShopOrder }) {
  const { t } = useReturnsT();
  return (
    <>
      {o.returnable ? (
        <p>
          <LocalLink to={`/shop/orders/${o.number}/return`} className="button">
            {t('returns.start')}
          </LocalLink>
        </p>
      ) : null}
      {o.returns.length > 0 ? (
        <section className="stack" aria-labelledby="order-returns">
          <h2 id="order-returns">{t('returns.list')}</h2>
          {o.returns.map((r) => (
            <ReturnCard key={r.rma} ret={r} last4={o.paidWith.last4} />
          ))}
        </section>
      ) : null}
    </>
  );
}
