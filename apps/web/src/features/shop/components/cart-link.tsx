import type { ShopCartIconState } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { useStoreT } from '../i18n/use-store-t.ts';

/** The cart's count as the one-hour cart cookie holds it (seed 002 §4). */
function cartCount(): number {
  const raw = document.cookie.split('; ').find((c) => c.startsWith('coax_cart='));
  const n = Number(raw?.slice('coax_cart='.length));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

function CartIcon({ state }: { state: ShopCartIconState }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <path
        d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="10" cy="20" r="1.6" fill="currentColor" />
      <circle cx="18" cy="20" r="1.6" fill="currentColor" />
      {state === 'locked' ? (
        <path
          d="M12 6.5v-1a2 2 0 0 1 4 0v1M11 6.5h6v4h-6z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      ) : null}
      {state === 'checked' ? (
        <path d="M10.5 9.5l2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      ) : null}
    </svg>
  );
}

/**
 * The cart icon (seed 002 §2): normal, a link to the cart with how many items it holds; locked
 * while the person checks out or reviews the order summary (the cart cannot change then, so it
 * is not a link); checked once the order is placed.
 */
export function CartLink({
  count,
  primary = false,
  state = 'normal',
}: {
  count?: number;
  primary?: boolean;
  state?: ShopCartIconState;
}) {
  const { t } = useStoreT();
  if (state === 'locked') {
    return (
      <span className="button store-cart-link" data-cart-state="locked" aria-disabled="true">
        <CartIcon state="locked" />
        <span>{t('store.cartIcon.locked')}</span>
      </span>
    );
  }
  const n = count ?? cartCount();
  const label =
    state === 'checked'
      ? t('store.cartIcon.checked')
      : n > 0
        ? t('store.cartIcon', { count: n })
        : t('store.cartIcon.empty');
  return (
    <LocalLink
      to="/shop/cart"
      className="button store-cart-link"
      data-cart-state={state}
      {...(primary ? { 'data-primary-action': true } : {})}
    >
      <CartIcon state={state} />
      <span>{label}</span>
    </LocalLink>
  );
}
