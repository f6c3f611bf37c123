import { useState } from 'react';
import {
  CART_PAGE_SIZES,
  cartPage,
  sortCartItems,
  type CartKind,
  type CartPageSize,
  type CartSort,
} from '@coax/domain';
import { isApiError } from '../../../../lib/api-client.ts';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useVodCart } from '../../api/get-cart.ts';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { CartFailureNotice, useCartStatusText } from './cart-feedback.tsx';
import { CartItem, type CartLayout } from './cart-item.tsx';
import { CartLoading } from './cart-loading.tsx';
import { CartPager } from './cart-pager.tsx';
import { CartSearch } from './cart-search.tsx';
import { CartToolbar } from './cart-toolbar.tsx';
import { displayedItems, useCartActions } from './use-cart-actions.ts';
import { LoadFailed } from '../../../../ui/load-failed.tsx';
import './cart.css';

/** The signed-in customer's cart or favorites list (seed 001 §2 Cart and favorites pages). */
export function CartView({ variant }: { variant: CartKind }) {
  const { t, tn, locale } = useVodT();
  const cart = useVodCart();
  const actions = useCartActions();
  const [layout, setLayout] = useState<CartLayout>('list');
  const [sort, setSort] = useState<CartSort>('name');
  const [pageSize, setPageSize] = useState<CartPageSize>(CART_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const [trashMode, setTrashMode] = useState(false);
  // The answer says which list it is; until it comes, the page's address does.
  const kind = cart.data?.kind ?? variant;
  const statusText = useCartStatusText(actions, kind, cart.isPending);

  // The status region, intro and search stay put whatever the list's state, so nothing jumps.
  const top = (
    <>
      <p role="status" className="visually-hidden">
        {statusText}
      </p>
      <p className="lede">{t(`vodCart.intro.${kind}`)}</p>
      <CartSearch />
    </>
  );

  if (!cart.data) {
    if (cart.isPending) {
      return (
        <>
          {top}
          <CartLoading />
        </>
      );
    }
    const unreachable = isApiError(cart.error, 'NETWORK');
    return (
      <>
        {top}
        <LoadFailed
          message={t(`vodCart.${kind}.${unreachable ? 'unreachable' : 'loading'}`)}
          onRetry={() => void cart.refetch()}
          retrying={cart.isFetching}
        />
      </>
    );
  }

  const items = sortCartItems(displayedItems(cart.data.items, actions.tracked), sort, locale);
  const shown = cartPage(items, page, pageSize);
  const removable = items.filter((i) => actions.marked.has(i.id) && !actions.tracked.has(i.id));

  return (
    <>
      {top}
      {cart.isError ? (
        <LoadFailed message={t(`vodCart.${kind}.loading`)} onRetry={() => void cart.refetch()} />
      ) : null}
      <CartFailureNotice actions={actions} kind={kind} />
      {items.length === 0 ? (
        <div className="card cart-empty">
          <p>{t(`vodCart.empty.${kind}`)}</p>
          <p>
            <LocalLink to="/tv/on-demand/">{t('vodCart.browse')}</LocalLink>
          </p>
        </div>
      ) : (
        <>
          <p className="cart-count">{tn('vodCart.count', cart.data.count)}</p>
          <CartToolbar
            layout={layout}
            onLayout={setLayout}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(1);
            }}
            pageSize={pageSize}
            onPageSize={(next) => {
              setPageSize(next);
              setPage(1);
            }}
            trashMode={trashMode}
            onTrashMode={(on) => {
              setTrashMode(on);
              if (!on) actions.clearMarks();
            }}
            markedCount={removable.length}
            onRemoveSelected={() => void actions.removeItems(removable)}
          />
          <ul className={`cart-list cart-list--${layout}`} aria-label={t(`vodCart.items.${kind}`)}>
            {shown.items.map((item, index) => (
              <CartItem
                key={item.id}
                item={item}
                layout={layout}
                phase={actions.tracked.get(item.id)?.phase}
                trashMode={trashMode}
                marked={actions.marked.has(item.id)}
                eager={index < 4}
                onMark={(on) => actions.toggleMark(item.id, on)}
                onRemove={() => void actions.remove(item)}
                onAddBack={() => void actions.addBack(item)}
              />
            ))}
          </ul>
          <CartPager page={shown} onPage={setPage} />
        </>
      )}
    </>
  );
}
