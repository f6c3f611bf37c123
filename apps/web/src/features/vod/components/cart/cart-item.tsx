import type { VodCartItem } from '@coax/contract';
import { durationParts, titlePagePath } from '@coax/domain';
import { formatCalendarDate, formatCents } from '../../../../i18n/format.ts';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { Poster } from '../poster.tsx';
import type { ItemPhase } from './use-cart-actions.ts';

export type CartLayout = 'list' | 'grid';

interface CartItemProps {
  item: VodCartItem;
  layout: CartLayout;
  phase: ItemPhase | undefined;
  trashMode: boolean;
  marked: boolean;
  eager: boolean;
  onMark: (on: boolean) => void;
  onRemove: () => void;
  onAddBack: () => void;
}

/** Seed 001 §3 "derived duration text": minutes shown as hours and minutes. */
function useDurationText(minutes: number): string {
  const { t } = useVodT();
  const parts = durationParts(minutes);
  if (parts.hours === 0) return t('vodCart.minutes', { minutes: parts.minutes });
  if (parts.minutes === 0) return t('vodCart.hours', { hours: parts.hours });
  return t('vodCart.hoursMinutes', parts);
}

/**
 * One cart or favorites item (seed 001 §3: artwork, title, price, movie length, end date, ending
 * soon; marked for removal, removed). The title links to its page; the movie page sends an
 * episode on to the episode page itself. One action button changes with the item's phase, so
 * keyboard focus stays on it from Remove to Add back.
 */
export function CartItem({
  item,
  layout,
  phase,
  trashMode,
  marked,
  eager,
  onMark,
  onRemove,
  onAddBack,
}: CartItemProps) {
  const { t, locale } = useVodT();
  const duration = useDurationText(item.movieLength);
  // Every item has the same controls: their names also say which item they act on.
  const named = (label: string) => `${label} ${item.title} (${item.quality})`;
  const removed = phase === 'removed' || phase === 'addingBack';
  const pending = phase === 'removing' || phase === 'addingBack';
  const action = removed
    ? { label: phase === 'addingBack' ? t('vodCart.addingBack') : t('vodCart.addBack'), run: onAddBack }
    : { label: phase === 'removing' ? t('vodCart.removing') : t('vodCart.remove'), run: onRemove };

  return (
    <li
      className={`cart-item cart-item--${layout}${removed ? ' cart-item--removed' : ''}`}
      aria-busy={pending || undefined}
    >
      <Poster imageName={item.artwork} title={item.title} eager={eager} />
      <div className="cart-item__body">
        <h2 className="cart-item__title">
          <LocalLink to={titlePagePath({ titleId: item.titleId, isEpisode: false })}>{item.title}</LocalLink>
        </h2>
        <p className="cart-item__meta">
          <span className="cart-item__quality">{item.quality}</span>
          <span>{item.price === 0 ? t('vodCart.free') : formatCents(item.price, locale)}</span>
          <span>{duration}</span>
        </p>
        <p className="cart-item__end">
          {t('vodCart.endDate', { date: formatCalendarDate(item.endDt, locale) })}
          {item.isEndingSoon ? <span className="cart-item__badge">{t('vodCart.endingSoon')}</span> : null}
        </p>
        {removed ? <p className="cart-item__removed">{t('vodCart.removed')}</p> : null}
      </div>
      <div className="cart-item__actions">
        {trashMode && !removed ? (
          <label className="checkbox cart-item__mark">
            <input
              type="checkbox"
              checked={marked}
              disabled={pending}
              onChange={(e) => onMark(e.currentTarget.checked)}
              aria-label={named(t('vodCart.mark'))}
            />
            <span>{t('vodCart.mark')}</span>
          </label>
        ) : null}
        <button
          type="button"
          className="button button--small"
          aria-label={named(action.label)}
          // aria-disabled keeps focus on the button while the call runs (a disabled one drops it).
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) action.run();
          }}
        >
          {action.label}
        </button>
      </div>
    </li>
  );
}
