import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { VodCartChange, VodCartContains, VodTitleCard } from '@coax/contract';
import { PORTAL_COOKIE_NAMES, cartKindOf, type CartKind, type VodQuality } from '@coax/domain';
import { useCurrentSession } from '../../../session/current-session.ts';
import { useLanguage } from '../../../i18n/language-context.ts';
import { readCookie } from '../../../lib/cookies.ts';
import { loginHref } from '../../../lib/login-href.ts';
import { Notice } from '../../../ui/notice.tsx';
import { useAddToCart } from '../api/add-to-cart.ts';
import { useCartContains, vodCartContainsQueryKey } from '../api/get-cart-contains.ts';
import { useRemoveFromCart } from '../api/remove-from-cart.ts';
import { useVodT, type VodMessageKey } from '../i18n/use-vod-t.ts';
import './cart-buttons.css';
import { Heart } from 'lucide-react';
import { Icon } from '../../../ui/icon.tsx';

type CartTitle = Pick<VodTitleCard, 'titleId' | 'title' | 'hdAsset' | 'sdAsset'>;
type Action = 'add' | 'remove';
interface Attempt {
  quality: VodQuality;
  action: Action;
}

/** Sent with every add and remove (seed 001 §7: "asset id and a tracking label"). */
const TRACKING_LABEL = 'title-page';

/** Seed 001 §6: "The labox cookie decides laBox status when there is no session." */
export function laboxCookieSet(): boolean {
  const value = readCookie(PORTAL_COOKIE_NAMES.labox)?.trim().toLowerCase();
  return value === '1' || value === 'true' || value === 'y' || value === 'yes';
}

/**
 * The buttons a customer rents or saves with, for a title with an HD and/or SD asset (seed 001 §4
 * "Cart toggle per quality", §6). A cart has one toggle per quality; special-box customers have
 * favorites, one 'Add to Favs' button with a heart that saves the HD asset (HD forced). A visitor
 * sees the same buttons, which lead to sign-in and back here.
 */
export function CartButtons({ title }: { title: CartTitle }) {
  const { session, isPending } = useCurrentSession();
  if (title.hdAsset === null && title.sdAsset === null) return null;
  if (isPending) return <div className="vod-cart-buttons vod-cart-buttons--pending" aria-hidden="true" />;
  const user = session?.user ?? null;
  if (user === null) return <AnonymousButtons title={title} kind={cartKindOf(laboxCookieSet())} />;
  // Seed 000 §6: "TV (io) gates cart and favorites".
  if (!user.entitlements.tv) return null;
  return <SignedInButtons title={title} kind={cartKindOf(user.laBoxUser)} />;
}

/** The toggles a list offers for a title: a cart per quality, favorites one (HD when there is one). */
function togglesOf(title: CartTitle, kind: CartKind): { quality: VodQuality; assetId: number }[] {
  if (kind === 'favorites') {
    const assetId = title.hdAsset ?? title.sdAsset;
    return assetId === null ? [] : [{ quality: title.hdAsset !== null ? 'HD' : 'SD', assetId }];
  }
  const toggles: { quality: VodQuality; assetId: number }[] = [];
  if (title.hdAsset !== null) toggles.push({ quality: 'HD', assetId: title.hdAsset });
  if (title.sdAsset !== null) toggles.push({ quality: 'SD', assetId: title.sdAsset });
  return toggles;
}

function labelKey(kind: CartKind, quality: VodQuality, inList: boolean): VodMessageKey {
  if (kind === 'favorites') return inList ? 'vodTitle.cart.removeFav' : 'vodTitle.cart.addFav';
  if (quality === 'HD') return inList ? 'vodTitle.cart.removeHd' : 'vodTitle.cart.addHd';
  return inList ? 'vodTitle.cart.removeSd' : 'vodTitle.cart.addSd';
}

function AnonymousButtons({ title, kind }: { title: CartTitle; kind: CartKind }) {
  const { t } = useVodT();
  const navigate = useNavigate();
  const { prefix } = useLanguage();
  const { pathname, search, hash } = useLocation();
  // Seed 001 §4: "Adding requires a session; otherwise go to /login with a referer".
  const signIn = () => navigate(loginHref(pathname + search + hash, undefined, prefix));
  return (
    <div className="vod-cart-buttons" role="group" aria-label={t('vodTitle.cart.group')}>
      <div className="vod-cart-buttons__row">
        {togglesOf(title, kind).map(({ quality }) => (
          <button key={quality} type="button" className="button button--primary" onClick={signIn}>
            {kind === 'favorites' ? <Icon icon={Heart} filled className="vod-cart-buttons__heart" /> : null}
            {t(labelKey(kind, quality, false))}
          </button>
        ))}
      </div>
      <p className="vod-cart-buttons__hint">
        {t(kind === 'favorites' ? 'vodTitle.cart.signInHintFav' : 'vodTitle.cart.signInHint')}
      </p>
    </div>
  );
}

function SignedInButtons({ title, kind }: { title: CartTitle; kind: CartKind }) {
  const { t, locale } = useVodT();
  const queryClient = useQueryClient();
  const contains = useCartContains([title.titleId]);
  const add = useAddToCart();
  const remove = useRemoveFromCart();
  const [busy, setBusy] = useState<Attempt | null>(null);
  const [failure, setFailure] = useState<Attempt | null>(null);
  const favorites = kind === 'favorites';
  const flags = contains.data?.titles.find((f) => f.titleId === title.titleId);
  const inList = (quality: VodQuality) =>
    favorites ? Boolean(flags?.inCart) : Boolean(quality === 'HD' ? flags?.inCartHd : flags?.inCartSd);
  const toggles = togglesOf(title, kind);

  /** Seed 001 §4: "added or removed only after a SUCCESS status". */
  const run = async (attempt: Attempt) => {
    const toggle = toggles.find((x) => x.quality === attempt.quality);
    if (!toggle || busy) return;
    setFailure(null);
    setBusy(attempt);
    try {
      const mutation = attempt.action === 'add' ? add : remove;
      const change = await mutation.mutateAsync({ assetId: toggle.assetId, tracking: TRACKING_LABEL });
      if (change.status !== 'SUCCESS') throw new Error('The cart did not confirm the change.');
      queryClient.setQueryData<VodCartContains>(vodCartContainsQueryKey([title.titleId]), (old) =>
        withChange(old, change),
      );
    } catch {
      setFailure(attempt);
    } finally {
      setBusy(null);
    }
  };

  if (contains.isError) {
    return (
      <Notice tone="error" live="assertive" className="vod-cart-buttons">
        <p>{t(favorites ? 'vodTitle.cart.unreachableFav' : 'vodTitle.cart.unreachable')}</p>
        <button
          type="button"
          className="button"
          onClick={() => void contains.refetch()}
          disabled={contains.isFetching}
        >
          {t('vodTitle.cart.retry')}
        </button>
      </Notice>
    );
  }

  const held = toggles.filter((x) => inList(x.quality)).map((x) => x.quality);
  let status = '';
  if (busy) {
    status = t(
      busy.action === 'add'
        ? favorites
          ? 'vodTitle.cart.addingFav'
          : 'vodTitle.cart.adding'
        : favorites
          ? 'vodTitle.cart.removingFav'
          : 'vodTitle.cart.removing',
    );
  } else if (held.length > 0) {
    status = favorites
      ? t('vodTitle.cart.inFavs')
      : t('vodTitle.cart.inCart', {
          qualities: new Intl.ListFormat(locale, { type: 'conjunction' }).format(held),
        });
  }

  return (
    <div className="vod-cart-buttons" role="group" aria-label={t('vodTitle.cart.group')}>
      <div className="vod-cart-buttons__row">
        {toggles.map(({ quality }, i) => {
          const present = inList(quality);
          const unavailable = busy !== null || contains.isPending;
          return (
            <button
              key={quality}
              type="button"
              className={`button ${present ? 'vod-cart-buttons__in' : 'button--primary'}`}
              data-primary-action={i === 0 || undefined}
              aria-disabled={unavailable || undefined}
              onClick={() => {
                if (!unavailable) void run({ quality, action: present ? 'remove' : 'add' });
              }}
            >
              {favorites ? <Icon icon={Heart} filled className="vod-cart-buttons__heart" /> : null}
              {t(labelKey(kind, quality, present))}
            </button>
          );
        })}
      </div>
      <p role="status" className="vod-cart-buttons__status">
        {status}
      </p>
      {failure ? (
        <Notice tone="error" live="assertive">
          <p>
            {t(
              failure.action === 'add'
                ? favorites
                  ? 'vodTitle.cart.addFailedFav'
                  : 'vodTitle.cart.addFailed'
                : favorites
                  ? 'vodTitle.cart.removeFailedFav'
                  : 'vodTitle.cart.removeFailed',
            )}
          </p>
          <button type="button" className="button" onClick={() => void run(failure)}>
            {t('vodTitle.cart.retry')}
          </button>
        </Notice>
      ) : null}
    </div>
  );
}

/** The title's flags as the add or remove answered them, in the cached 'contains' answer. */
function withChange(old: VodCartContains | undefined, change: VodCartChange): VodCartContains {
  const flags = {
    titleId: change.titleId,
    inCart: change.inCart,
    inCartHd: change.inCartHd,
    inCartSd: change.inCartSd,
  };
  const others = (old?.titles ?? []).filter((f) => f.titleId !== change.titleId);
  return { status: 'SUCCESS', kind: change.kind, titles: [...others, flags] };
}
