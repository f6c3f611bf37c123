import type { CartKind } from '@coax/domain';
import { useT } from '../../../../i18n/use-t.ts';
import { Notice } from '../../../../ui/notice.tsx';
import { useVodT } from '../../i18n/use-vod-t.ts';
import type { CartActions } from './use-cart-actions.ts';

/**
 * Seed 001 §4 busy state (standby, loading, removing) and what just finished, for the page's
 * polite status region.
 */
export function useCartStatusText(actions: CartActions, kind: CartKind, loading: boolean): string {
  const { t, tn } = useVodT();
  if (loading) return t(`vodCart.loading.${kind}`);
  if (actions.busy === 'removing') return t('vodCart.busy.removing');
  if (actions.busy === 'adding') return t('vodCart.busy.adding');
  const { event } = actions;
  if (!event) return '';
  if (event.kind === 'removed') return t('vodCart.done.removed', { title: event.title });
  if (event.kind === 'addedBack') return t('vodCart.done.addedBack', { title: event.title });
  return tn('vodCart.done.removedMany', event.count);
}

/**
 * Seed 001 §8 cart and favorites errors with their retry buttons: "Try again", and "Try again to
 * remove remaining items" after a bulk removal that removed only some.
 */
export function CartFailureNotice({ actions, kind }: { actions: CartActions; kind: CartKind }) {
  const { t } = useVodT();
  const common = useT();
  const { failure } = actions;
  if (!failure) return null;

  if (failure.kind === 'tooMany') {
    return (
      <Notice tone="warning" live="assertive">
        <p>{t('vodCart.tooManySelected')}</p>
      </Notice>
    );
  }

  const { message, retryLabel, retry } =
    failure.kind === 'remove'
      ? {
          message: t(`vodCart.${kind}.removing`),
          retryLabel: common.t('common.retry'),
          retry: () => actions.remove(failure.item),
        }
      : failure.kind === 'addBack'
        ? {
            message: t(`vodCart.${kind}.addingBack`),
            retryLabel: common.t('common.retry'),
            retry: () => actions.addBack(failure.item),
          }
        : {
            message: t(`vodCart.${kind}.removingMany`),
            retryLabel: failure.partial ? t('vodCart.retryRemaining') : common.t('common.retry'),
            retry: () => actions.removeItems(failure.items),
          };

  return (
    <Notice tone="error" live="assertive">
      <p>{message}</p>
      <button type="button" className="button" onClick={() => void retry()}>
        {retryLabel}
      </button>
    </Notice>
  );
}
