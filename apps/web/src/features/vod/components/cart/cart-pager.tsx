import type { CartPage } from '@coax/domain';
import { useVodT } from '../../i18n/use-vod-t.ts';

/** Previous and next page of the list, with which items show (client side: the list is read whole). */
export function CartPager<T>({ page, onPage }: { page: CartPage<T>; onPage: (page: number) => void }) {
  const { t } = useVodT();
  const atStart = page.page <= 1;
  const atEnd = page.page >= page.pageCount;
  return (
    <nav className="cart-pager" aria-label={t('vodCart.pages')}>
      <p className="cart-pager__status">
        {t('vodCart.showing', { from: page.from, to: page.to, total: page.total })}
      </p>
      {page.pageCount > 1 ? (
        <div className="button-row">
          {/* aria-disabled rather than disabled: focus stays on the button at either end of the list */}
          <button
            type="button"
            className="button button--small"
            aria-disabled={atStart || undefined}
            onClick={() => {
              if (!atStart) onPage(page.page - 1);
            }}
          >
            {t('vodCart.previous')}
          </button>
          <button
            type="button"
            className="button button--small"
            aria-disabled={atEnd || undefined}
            onClick={() => {
              if (!atEnd) onPage(page.page + 1);
            }}
          >
            {t('vodCart.next')}
          </button>
        </div>
      ) : null}
    </nav>
  );
}
