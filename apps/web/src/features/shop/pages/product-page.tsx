import '../store.css';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import type { ShopProduct } from '@coax/contract';
import { formatMoney, maxQuantityOf } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { fallbackKey, reasonKey } from '../../../lib/refusal.ts';
import { useCurrentSession } from '../../../session/current-session.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSetCartItem } from '../api/cart.ts';
import { useShopProduct } from '../api/get-products.ts';
import { CartLink } from '../components/cart-link.tsx';
import { STORE_REASONS, useStoreT } from '../i18n/use-store-t.ts';

/** /shop/product/:productId: one product, its models, and add to cart. */
export default function ProductPage() {
  const { t, lang } = useStoreT();
  const productId = Number(useParams().productId);
  const product = useShopProduct(productId);
  return (
    <div className="store stack">
      <PageTitle title={product.data ? product.data.name[lang] : t('store.title')} />
      <p>
        <LocalLink to="/shop">{t('store.product.back')}</LocalLink>
      </p>
      <QueryState query={product} loading={t('store.product.loading')} failed={t('store.product.loadFailed')}>
        {(p) => <ProductDetail product={p} />}
      </QueryState>
    </div>
  );
}

function ProductDetail({ product: p }: { product: ShopProduct }) {
  const { t, lang, locale } = useStoreT();
  const signedIn = Boolean(useCurrentSession().session?.user);
  const [sku, setSku] = useState(p.options.models[0]?.sku ?? '');
  const [quantity, setQuantity] = useState('1');
  const [added, setAdded] = useState(false);
  const add = useSetCartItem();
  const max = maxQuantityOf({ type: p.type, maxQuantity: p.max_quantity });
  const qty = Number(quantity);
  const qtyValid = Number.isInteger(qty) && qty >= 1 && qty <= max;
  const model = p.options.models.find((m) => m.sku === sku);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!qtyValid || !model) return;
    setAdded(false);
    add.mutate({ sku, quantity: qty }, { onSuccess: () => setAdded(true) });
  };
  const refusal = add.error ? t(reasonKey(add.error, STORE_REASONS) ?? fallbackKey(add.error)) : null;

  return (
    <article className="stack">
      <div className="store-head">
        <h1>{p.name[lang]}</h1>
        {signedIn ? <CartLink /> : null}
      </div>
      <div className="store-product">
        {p.images[0] ? (
          <img src={p.images[0]} alt="" width="200" height="200" className="store-product__image" />
        ) : null}
        <div className="stack">
          <form className="stack" onSubmit={submit} noValidate>
            <fieldset className="store-models">
              <legend>{t('store.product.model')}</legend>
              {p.options.models.map((m) => (
                <label key={m.sku} className="store-model">
                  <input
                    type="radio"
                    name="model"
                    value={m.sku}
                    checked={sku === m.sku}
                    onChange={() => setSku(m.sku)}
                  />
                  <span>{m.name[lang]}</span>
                  <strong>
                    {p.type === 'subscription'
                      ? t('store.perMonth', { price: formatMoney(m.unitPrice, locale) })
                      : formatMoney(m.unitPrice, locale)}
                  </strong>
                  {m.unitPrice < m.price ? (
                    <s>{t('store.product.was', { price: formatMoney(m.price, locale) })}</s>
                  ) : null}
                </label>
              ))}
            </fieldset>
            {max > 1 ? (
              <TextField
                id="store-quantity"
                label={t('store.product.quantity')}
                hint={t('store.product.quantityHint', { max })}
                inputMode="numeric"
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                error={qtyValid ? undefined : t('store.product.quantityHint', { max })}
                className="store-qty"
              />
            ) : null}
            {signedIn ? (
              <BusyButton busy={add.isPending} busyLabel={t('store.product.adding')} data-primary-action>
                {t('store.product.add')}
              </BusyButton>
            ) : (
              <LocalLink to={`/login?referer=/shop/product/${p.id}`} className="button button--primary">
                {t('store.product.signIn')}
              </LocalLink>
            )}
          </form>
          {added ? (
            <Notice tone="success" live="polite">
              {t('store.product.added')} <LocalLink to="/shop/cart">{t('store.viewCart')}</LocalLink>
            </Notice>
          ) : null}
          {refusal ? (
            <Notice tone="error" live="assertive">
              {refusal}
            </Notice>
          ) : null}
          <p>{p.description[lang]}</p>
          {p.discount_percent_when_offered_with_other_items > 0 ? (
            <p className="store-card__bundle">
              {t('store.bundle', { percent: p.discount_percent_when_offered_with_other_items })}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
