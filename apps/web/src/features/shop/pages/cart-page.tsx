import '../store.css';
import { useState, type FormEvent } from 'react';
import type { ShopCart, ShopCartLine } from '@coax/contract';
import { formatMoney, formatTime } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { fallbackKey, reasonKey } from '../../../lib/refusal.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSetCartItem, useShopCart } from '../api/cart.ts';
import { Money } from '../components/money.tsx';
import { STORE_REASONS, useStoreT } from '../i18n/use-store-t.ts';

/** /shop/cart: the cart's lines, tax for a ZIP, and totals (seed 002 §2, §3 Cart line, §5). */
export default function CartPage() {
  const { t } = useStoreT();
  const [zip, setZip] = useState<string | undefined>(undefined);
  const cart = useShopCart(zip);
  const refusal = cart.error ? reasonKey(cart.error, STORE_REASONS) : undefined;
  return (
    <div className="store stack">
      <PageTitle title={t('store.cart.title')} />
      <div className="store-head">
        <h1>{t('store.cart.title')}</h1>
        <LocalLink to="/shop" className="button" data-primary-action>
          {t('store.cart.keepShopping')}
        </LocalLink>
      </div>
      {refusal && zip ? (
        <>
          <Notice tone="error" live="assertive">
            {t(refusal)}
          </Notice>
          <ZipForm zip={zip} onZip={setZip} />
        </>
      ) : (
        <QueryState
          query={cart}
          loading={t('store.cart.loading')}
          failed={t('store.cart.loadFailed')}
          empty={<p>{t('store.cart.empty')}</p>}
          isEmpty={(c) => c.lines.length === 0}
        >
          {(c) => <CartBody cart={c} zip={zip} onZip={setZip} />}
        </QueryState>
      )}
    </div>
  );
}

function ZipForm({ zip, onZip }: { zip: string; onZip: (zip: string) => void }) {
  const { t } = useStoreT();
  const [text, setText] = useState(zip);
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{5}$/.test(text)) {
      setError(t('store.cart.zipInvalid'));
      return;
    }
    setError(undefined);
    onZip(text);
  };
  return (
    <form className="store-zip" onSubmit={submit} noValidate>
      <TextField
        id="store-zip"
        label={t('store.cart.zip')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={text}
        error={error}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="button">
        {t('store.cart.zipApply')}
      </button>
    </form>
  );
}

function CartBody({ cart, zip, onZip }: { cart: ShopCart; zip?: string; onZip: (z: string) => void }) {
  const { t, locale } = useStoreT();
  return (
    <div className="stack">
      <ul className="store-lines">
        {cart.lines.map((l) => (
          <CartLineRow key={`${l.type}-${l.sku}`} line={l} zip={zip} />
        ))}
      </ul>
      <ZipForm zip={cart.zipCode} onZip={onZip} />
      <dl className="store-totals">
        <dt>{t('store.cart.beforeTax')}</dt>
        <dd>
          <Money cents={cart.beforeTax} />
        </dd>
        <dt>{t('store.cart.taxFor', { zip: cart.zipCode })}</dt>
        <dd data-testid="cart-tax">
          <Money cents={cart.tax} />
        </dd>
        <dt>{t('store.cart.discount')}</dt>
        <dd>
          <Money cents={-cart.discount} />
        </dd>
        <dt>{t('store.cart.total')}</dt>
        <dd data-testid="cart-total">
          <strong>
            <Money cents={cart.total} />
          </strong>
        </dd>
      </dl>
      {cart.expiresAt ? <p>{t('store.cart.expires', { time: formatTime(cart.expiresAt, locale) })}</p> : null}
      <Notice>{t('store.cart.keptFor')}</Notice>
      <div className="store-head">
        <LocalLink to="/shop/orders">{t('store.myOrders')}</LocalLink>
        <LocalLink to="/shop/checkout" className="button">
          {t('store.cart.checkout')}
        </LocalLink>
      </div>
    </div>
  );
}

function CartLineRow({ line: l, zip }: { line: ShopCartLine; zip?: string }) {
  const { t, lang, locale } = useStoreT();
  const set = useSetCartItem();
  const [quantity, setQuantity] = useState(String(l.quantity));
  const name = `${l.name[lang]} (${l.option[lang]})`;
  const refusal = set.error ? t(reasonKey(set.error, STORE_REASONS) ?? fallbackKey(set.error)) : null;
  const change = (q: number) => set.mutate({ sku: l.sku, quantity: q, ...(zip ? { zipCode: zip } : {}) });
  if (l.type === 'promo') {
    return (
      <li className="store-line store-line--promo">
        <span>{t('store.cart.promoLine', { name })}</span>
        <span>
          {l.quantity} × <Money cents={l.price} />
        </span>
        <strong>
          <Money cents={l.cost} />
        </strong>
      </li>
    );
  }
  const qty = Number(quantity);
  return (
    <li className="store-line">
      {l.image ? <img src={l.image} alt="" width="48" height="48" /> : null}
      <div className="stack store-line__main">
        <span className="store-line__name">{name}</span>
        <span className="store-line__facts">
          {t('store.cart.price')}: <Money cents={l.salePrice ?? l.promoPrice ?? l.price} /> ·{' '}
          {t('store.cart.tax')}: <Money cents={l.tax} />
          {l.discount > 0
            ? ` · ${t('store.cart.discountLine', { amount: formatMoney(l.discount, locale) })}`
            : null}
        </span>
        <form
          className="store-line__qty"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (Number.isInteger(qty) && qty >= 1 && qty <= l.maxQuantity) change(qty);
          }}
        >
          {l.maxQuantity > 1 ? (
            <>
              <TextField
                id={`qty-${l.sku}`}
                label={t('store.cart.quantityOf', { name })}
                inputMode="numeric"
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
                hint={t('store.product.quantityHint', { max: l.maxQuantity })}
              />
              <BusyButton busy={set.isPending} className="button">
                {t('store.cart.update')}
              </BusyButton>
            </>
          ) : null}
          <button type="button" className="button button--link" onClick={() => change(0)}>
            {t('store.cart.remove', { name })}
          </button>
        </form>
        {refusal ? (
          <Notice tone="error" live="assertive">
            {refusal}
          </Notice>
        ) : null}
      </div>
      <strong className="store-line__cost">
        <Money cents={l.cost} />
      </strong>
    </li>
  );
}
