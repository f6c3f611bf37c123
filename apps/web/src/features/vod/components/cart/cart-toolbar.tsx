import { useId } from 'react';
import {
  CART_PAGE_SIZES,
  CART_SORTS,
  MULTI_REMOVE_MAX_ITEMS,
  type CartPageSize,
  type CartSort,
} from '@coax/domain';
import { useVodT } from '../../i18n/use-vod-t.ts';
import type { CartLayout } from './cart-item.tsx';

interface CartToolbarProps {
  layout: CartLayout;
  onLayout: (layout: CartLayout) => void;
  sort: CartSort;
  onSort: (sort: CartSort) => void;
  pageSize: CartPageSize;
  onPageSize: (size: CartPageSize) => void;
  trashMode: boolean;
  onTrashMode: (on: boolean) => void;
  markedCount: number;
  onRemoveSelected: () => void;
}

const LAYOUTS: readonly CartLayout[] = ['list', 'grid'];

/**
 * Seed 001 §2: "list or grid view; sort by Name or Price; page size Show 20 or Show 100; trash
 * mode for removing items; bulk removal limited to 10".
 */
export function CartToolbar(props: CartToolbarProps) {
  const { t, tn } = useVodT();
  const sortId = useId();
  const sizeId = useId();
  const hintId = useId();
  return (
    <div className="cart-toolbar" role="group" aria-label={t('vodCart.options')}>
      <div className="cart-toolbar__views" role="group" aria-label={t('vodCart.view')}>
        {LAYOUTS.map((layout) => (
          <button
            key={layout}
            type="button"
            className="button button--small"
            aria-pressed={props.layout === layout}
            onClick={() => props.onLayout(layout)}
          >
            {t(`vodCart.view.${layout}`)}
          </button>
        ))}
      </div>
      <div className="cart-toolbar__field">
        <label htmlFor={sortId}>{t('vodCart.sort')}</label>
        <select
          id={sortId}
          className="field__input"
          value={props.sort}
          onChange={(e) => props.onSort(CART_SORTS.find((s) => s === e.currentTarget.value) ?? 'name')}
        >
          {CART_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`vodCart.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="cart-toolbar__field">
        <label htmlFor={sizeId}>{t('vodCart.pageSize')}</label>
        <select
          id={sizeId}
          className="field__input"
          value={props.pageSize}
          onChange={(e) =>
            props.onPageSize(
              CART_PAGE_SIZES.find((s) => String(s) === e.currentTarget.value) ?? CART_PAGE_SIZES[0],
            )
          }
        >
          {CART_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {t('vodCart.pageSize.option', { count: size })}
            </option>
          ))}
        </select>
      </div>
      <div className="cart-toolbar__trash">
        <button
          type="button"
          className="button button--small"
          aria-pressed={props.trashMode}
          onClick={() => props.onTrashMode(!props.trashMode)}
        >
          {t('vodCart.trashMode')}
        </button>
        {props.trashMode ? (
          <>
            <button
              type="button"
              className="button button--small button--primary"
              aria-describedby={hintId}
              aria-disabled={props.markedCount === 0 || undefined}
              onClick={() => {
                if (props.markedCount > 0) props.onRemoveSelected();
              }}
            >
              {tn('vodCart.removeSelected', props.markedCount)}
            </button>
            <p className="cart-toolbar__hint" id={hintId}>
              {t('vodCart.trashHint', { count: MULTI_REMOVE_MAX_ITEMS })}
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}
