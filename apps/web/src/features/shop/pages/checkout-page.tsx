import '../store.css';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentMethod, ShopCart } from '@coax/contract';
import { useLocalPath } from '../../../i18n/local-link.tsx';
import { fallbackKey, reasonKey } from '../../../lib/refusal.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useShopCart } from '../api/cart.ts';
import { fetchCheckoutKey, useCheckoutMethods, usePlaceOrder } from '../api/orders.ts';
import {
  CheckoutForm,
  cardOf,
  emptyCheckout,
  orderBody,
  type CheckoutValues,
} from '../checkout/checkout-form.tsx';
import { encryptCard } from '../checkout/encrypt-card.ts';
import { CartLink } from '../components/cart-link.tsx';
import { Money } from '../components/money.tsx';
import { OrderTotals } from '../components/order-totals.tsx';
import { CHECKOUT_REASONS, useCheckoutT } from '../i18n/use-checkout-t.ts';

/** One submit: its body (the card encrypted once) and the key its retries send again. */
interface Review {
  values: CheckoutValues;
  encrypted: string | null;
  key: string;
}

/** A new Idempotency-Key; crypto.randomUUID is missing outside secure contexts. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * /shop/checkout (seed 002 §2 checkout and order summary): the delivery address and how to pay,
 * then the summary to confirm; the cart icon is locked throughout. A new card is encrypted in
 * the browser with the gateway's public key before anything is sent.
 */
export default function CheckoutPage() {
  const { t } = useCheckoutT();
  const methods = useCheckoutMethods();
  const [review, setReview] = useState<Review | null>(null);
  const [draft, setDraft] = useState<CheckoutValues | null>(null);
  const [encryptFailed, setEncryptFailed] = useState(false);
  const [encrypting, setEncrypting] = useState(false);
  const cart = useShopCart(review?.values.addressKind === 'shipping' ? review.values.zip : undefined);
  const toReview = async (values: CheckoutValues) => {
    setEncryptFailed(false);
    setDraft(values);
    let encrypted: string | null = null;
    if (values.payKind === 'card') {
      setEncrypting(true);
      encrypted = await encryptCard(await fetchCheckoutKey().catch(() => null), cardOf(values));
      setEncrypting(false);
      if (!encrypted) {
        // Seed 002 §8: an encryption failure is logged and errors out. The web has no client log
        // endpoint, so it errors out here; nothing is sent (the server logs a card it cannot open).
        setEncryptFailed(true);
        return;
      }
    }
    setReview({ values, encrypted, key: newKey() });
  };
  return (
    <div className="store stack">
      <PageTitle title={review ? t('checkout.summary') : t('checkout.title')} />
      <div className="store-head">
        <h1>{review ? t('checkout.summary') : t('checkout.title')}</h1>
        <CartLink state="locked" />
      </div>
      {encryptFailed ? (
        <Notice tone="error" live="assertive">
          {t('checkout.refused.encryption')}
        </Notice>
      ) : null}
      <QueryState query={methods} loading={t('checkout.loading')} failed={t('checkout.loadFailed')}>
        {(list) =>
          review ? (
            <Summary review={review} methods={list} cart={cart} onEdit={() => setReview(null)} />
          ) : (
            <CheckoutStart
              methods={list}
              draft={draft}
              busy={encrypting}
              onReview={(v) => void toReview(v)}
            />
          )
        }
      </QueryState>
    </div>
  );
}

function CheckoutStart({
  methods,
  draft,
  busy,
  onReview,
}: {
  methods: readonly PaymentMethod[];
  /** what the person typed before going to the summary and coming back */
  draft: CheckoutValues | null;
  busy: boolean;
  onReview: (v: CheckoutValues) => void;
}) {
  const { t } = useCheckoutT();
  const cart = useShopCart();
  return (
    <QueryState
      query={cart}
      loading={t('checkout.loading')}
      failed={t('checkout.loadFailed')}
      empty={<p>{t('checkout.empty')}</p>}
      isEmpty={(c) => c.lines.length === 0}
    >
      {() => (
        <div aria-busy={busy}>
          <CheckoutForm initial={draft ?? emptyCheckout(methods)} methods={methods} onReview={onReview} />
        </div>
      )}
    </QueryState>
  );
}

function Summary({
  review,
  methods,
  cart,
  onEdit,
}: {
  review: Review;
  methods: readonly PaymentMethod[];
  cart: ReturnType<typeof useShopCart>;
  onEdit: () => void;
}) {
  const { t, lang } = useCheckoutT();
  const place = usePlaceOrder();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const v = review.values;
  const method = methods.find((m) => m.id === v.methodId);
  const refusal = place.error
    ? t(reasonKey(place.error, CHECKOUT_REASONS) ?? fallbackKey(place.error))
    : cartRefusal(cart.error, t);
  const submit = () => {
    place.mutate(
      { body: orderBody(v, review.encrypted), idempotencyKey: review.key },
      { onSuccess: (r) => void navigate(localPath(`/shop/order-success/${r.order.number}`)) },
    );
  };
  return (
    <div className="stack">
      {refusal ? (
        <Notice tone="error" live="assertive">
          {refusal}
        </Notice>
      ) : null}
      {cart.data ? <SummaryLines cart={cart.data} lang={lang} /> : null}
      <dl className="store-totals">
        <dt>{t('checkout.summary.to')}</dt>
        <dd>
          {v.addressKind === 'service'
            ? t('checkout.address.service')
            : `${v.street}${v.line2 ? `, ${v.line2}` : ''}, ${v.city}, ${v.state} ${v.zip}`}
        </dd>
        <dt>{t('checkout.summary.paidWith')}</dt>
        <dd>
          {v.payKind === 'saved' && method
            ? t('checkout.payment.saved', { name: method.payMethodName, last4: method.last4 })
            : t('checkout.summary.newCard', { last4: cardOf(v).number.slice(-4) })}
        </dd>
      </dl>
      <div className="store-head">
        <button type="button" className="button button--link" onClick={onEdit} disabled={place.isPending}>
          {t('checkout.edit')}
        </button>
        <BusyButton
          busy={place.isPending}
          busyLabel={t('checkout.placing')}
          type="button"
          className="button"
          data-primary-action
          onClick={submit}
        >
          {t('checkout.place')}
        </BusyButton>
      </div>
    </div>
  );
}

function cartRefusal(error: unknown, t: ReturnType<typeof useCheckoutT>['t']): string | null {
  if (!error) return null;
  return t(reasonKey(error, CHECKOUT_REASONS) ?? fallbackKey(error));
}

function SummaryLines({ cart, lang }: { cart: ShopCart; lang: 'en' | 'es' }) {
  return (
    <>
      <ul className="store-lines">
        {cart.lines.map((l) => (
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
      <OrderTotals money={cart} testId="summary-total" />
    </>
  );
}
