import { LocalLink } from '../../../i18n/local-link.tsx';
import { useStoreT } from '../i18n/use-store-t.ts';

/** The cart's count as the one-hour cart cookie holds it (seed 002 §4). */
function cartCount(): number {
  const raw = document.cookie.split('; ').find((c) => c.startsWith('coax_cart='));
  const n = Number(raw?.slice('coax_cart='.length));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** The cart icon in its normal state: a link to the cart with how many items it holds. */
export function CartLink({ count, primary = false }: { count?: number; primary?: boolean }) {
  const { t } = useStoreT();
  const n = count ?? cartCount();
  return (
    <LocalLink
      to="/shop/cart"
      className="button store-cart-link"
      data-cart-state="normal"
      {...(primary ? { 'data-primary-action': true } : {})}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="10" cy="20" r="1.6" fill="currentColor" />
        <circle cx="18" cy="20" r="1.6" fill="currentColor" />
      </svg>
      <span>{n > 0 ? t('store.cartIcon', { count: n }) : t('store.cartIcon.empty')}</span>
    </LocalLink>
  );
}
