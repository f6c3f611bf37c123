import '../store.css';
import type { ShopProduct } from '@coax/contract';
import { formatMoney } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { useCurrentSession } from '../../../session/current-session.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useShopProducts } from '../api/get-products.ts';
import { CartLink } from '../components/cart-link.tsx';
import { useStoreT } from '../i18n/use-store-t.ts';

/** /shop: the catalogue of devices and subscriptions (seed 002 §2 Shop). */
export default function ShopPage() {
  const { t } = useStoreT();
  const products = useShopProducts();
  const signedIn = Boolean(useCurrentSession().session?.user);
  return (
    <div className="store stack">
      <PageTitle title={t('store.title')} />
      <div className="store-head">
        <h1>{t('store.title')}</h1>
        {signedIn ? <CartLink primary /> : null}
      </div>
      <p className="lede">{t('store.intro')}</p>
      <QueryState
        query={products}
        loading={t('store.loading')}
        failed={t('store.loadFailed')}
        empty={t('store.empty')}
        isEmpty={(d) => d.products.length === 0}
      >
        {(d) => (
          <ul className="store-grid">
            {d.products.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function ProductCard({ product: p }: { product: ShopProduct }) {
  const { t, lang, locale } = useStoreT();
  const cheapest = Math.min(...p.options.models.map((m) => m.unitPrice));
  const name = p.name[lang];
  return (
    <li className="store-card">
      {p.images[0] ? <img src={p.images[0]} alt="" width="96" height="96" /> : null}
      <div className="stack store-card__body">
        <h2 className="store-card__name">
          <LocalLink to={`/shop/product/${p.id}`} aria-label={t('store.details', { name })}>
            {name}
          </LocalLink>
        </h2>
        <p>{p.description[lang]}</p>
        <p className="store-card__price">
          {p.type === 'subscription'
            ? t('store.perMonth', { price: formatMoney(cheapest, locale) })
            : p.options.models.length > 1
              ? t('store.from', { price: formatMoney(cheapest, locale) })
              : formatMoney(cheapest, locale)}
        </p>
        <p className="store-card__tags">
          {p.type === 'subscription' ? <span className="store-tag">{t('store.subscription')}</span> : null}
          {p.options.models.some((m) => m.onSale) ? (
            <span className="store-tag">{t('store.onSale')}</span>
          ) : null}
          {p.options.models.some((m) => m.promoPrice !== null) ? (
            <span className="store-tag">{t('store.promo')}</span>
          ) : null}
        </p>
        {p.discount_percent_when_offered_with_other_items > 0 ? (
          <p className="store-card__bundle">
            {t('store.bundle', { percent: p.discount_percent_when_offered_with_other_items })}
          </p>
        ) : null}
      </div>
    </li>
  );
}
