import type { Kysely } from 'kysely';
import type { VodCart, VodCartChange, VodCartContains, VodCartRemoveMany } from '@coax/contract';
import {
  CartMessages,
  VOD_CART_MAX_ITEMS,
  cartFlags,
  cartKindOf,
  checkBulkRemove,
  forcedQuality,
  isEndingSoon,
  isOfferExpired,
  type CartKind,
  type VodQuality,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import * as dbCartStore from './cart-repository.ts';
import { findTitleByAsset, type TitleRow } from './repository.ts';
import type { Db } from './repository.ts';

/** Where carts are kept: the database here; an operator's VOD back end through an adapter. */
export type CartStore = Pick<
  typeof dbCartStore,
  'listItems' | 'countItems' | 'qualitiesOf' | 'addItem' | 'removeItems' | 'presentAssets'
>;

/** Whose list a call is about, and which of the two lists they have. */
export interface CartOwner {
  userId: string;
  kind: CartKind;
}

const REFUSED = {
  noSubject: 'Choose a subscriber to act for first.',
  /** seed 000 §6: "TV (io) gates cart and favorites" */
  noTv: 'On Demand rentals come with TV service, which this account does not have.',
  notFound: 'We could not find that title.',
  expired: 'This title is no longer available On Demand.',
  full: {
    cart: `Your cart is full: it holds at most ${VOD_CART_MAX_ITEMS} items. Remove some before adding more.`,
    favorites: `Your favorites are full: they hold at most ${VOD_CART_MAX_ITEMS} items. Remove some before adding more.`,
  },
} as const;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The asset a list keeps for a title: favorites are always HD when the title has HD (seed 001
 * §6 "HD forced"); a cart keeps the asset asked for.
 */
function keptAsset(
  title: TitleRow,
  assetId: number,
  kind: CartKind,
): { assetId: number; quality: VodQuality } {
  if (forcedQuality(kind) === 'HD' && title.hd_asset !== null) {
    return { assetId: title.hd_asset, quality: 'HD' };
  }
  return { assetId, quality: assetId === title.hd_asset ? 'HD' : 'SD' };
}

/** The cart and favorites (seed 001 §2, §4, §7, §8): always the session's own list. */
export function cartService(deps: { db: Kysely<Database>; clock: Clock; store?: CartStore }) {
  const { db, clock } = deps;
  const store = deps.store ?? dbCartStore;

  async function flagsAfter(trxOrDb: Db, owner: CartOwner, title: TitleRow) {
    const rows = await store.qualitiesOf(trxOrDb, owner.userId, owner.kind, [title.title_id]);
    return cartFlags(rows.map((r) => r.quality));
  }

  async function titleOfAsset(assetId: number): Promise<TitleRow> {
    const title = await findTitleByAsset(db, assetId);
    if (!title) throw errors.notFound('vod.title.not-found', REFUSED.notFound);
    return title;
  }

  return {
    /** The session's subscriber and list; refused without a subscriber or without TV service. */
    owner(p: Caller | null): CartOwner {
      if (!p?.subject) throw errors.forbidden('session.choose-subscriber', REFUSED.noSubject);
      if (p.subject.account?.io !== 1) throw errors.forbidden('vod.no-tv', REFUSED.noTv);
      return { userId: p.subject.user.id, kind: cartKindOf(p.subject.account.labox === 1) };
    },

    async list(owner: CartOwner): Promise<VodCart> {
      const now = clock.now();
      const rows = await store.listItems(db, owner.userId, owner.kind, VOD_CART_MAX_ITEMS);
      return {
        status: 'SUCCESS',
        kind: owner.kind,
        forcedQuality: forcedQuality(owner.kind),
        count: rows.length,
        items: rows.map((r) => ({
          id: r.asset_id,
          titleId: r.title_id,
          title: r.episode_title ? `${r.title}: ${r.episode_title}` : r.title,
          quality: r.quality,
          price: r.price_cents,
          movieLength: r.duration_minutes,
          endDt: r.offer_end_date,
          artwork: r.image_name,
          isEndingSoon: isEndingSoon(r.offer_end_date, now),
          addedAt: new Date(r.added_at).toISOString(),
        })),
      };
    },

    async contains(owner: CartOwner, titleIds: readonly string[]): Promise<VodCartContains> {
      const rows = await store.qualitiesOf(db, owner.userId, owner.kind, titleIds);
      return {
        status: 'SUCCESS',
        kind: owner.kind,
        titles: titleIds.map((titleId) => ({
          titleId,
          ...cartFlags(rows.filter((r) => r.title_id === titleId).map((r) => r.quality)),
        })),
      };
    },

    /** moviecartadd: only an asset on offer today; adding one already there is harmless. */
    async add(owner: CartOwner, assetId: number, tracking: string | undefined): Promise<VodCartChange> {
      const title = await titleOfAsset(assetId);
      if (isOfferExpired(title.offer_end_date, isoDay(clock.now()))) {
        throw errors.conflict('vod.title.expired', REFUSED.expired);
      }
      const kept = keptAsset(title, assetId, owner.kind);
      return db.transaction().execute(async (trx) => {
        const have = await store.qualitiesOf(trx, owner.userId, owner.kind, [title.title_id]);
        const already = have.some((r) => r.quality === kept.quality);
        if (!already && (await store.countItems(trx, owner.userId, owner.kind)) >= VOD_CART_MAX_ITEMS) {
          throw errors.conflict(
            owner.kind === 'cart' ? 'vod.cart.full' : 'vod.favorites.full',
            REFUSED.full[owner.kind],
          );
        }
        await store.addItem(trx, {
          userId: owner.userId,
          list: owner.kind,
          assetId: kept.assetId,
          quality: kept.quality,
          titleId: title.title_id,
          tracking: tracking ?? null,
          now: clock.now(),
        });
        return {
          status: 'SUCCESS',
          kind: owner.kind,
          titleId: title.title_id,
          ...kept,
          ...(await flagsAfter(trx, owner, title)),
          count: await store.countItems(trx, owner.userId, owner.kind),
        };
      });
    },

    /** moviecartremove: removing an asset that is not in the list is harmless. */
    async remove(owner: CartOwner, assetId: number): Promise<VodCartChange> {
      const title = await titleOfAsset(assetId);
      const kept = keptAsset(title, assetId, owner.kind);
      return db.transaction().execute(async (trx) => {
        await store.removeItems(trx, owner.userId, owner.kind, [kept.assetId]);
        return {
          status: 'SUCCESS',
          kind: owner.kind,
          titleId: title.title_id,
          ...kept,
          ...(await flagsAfter(trx, owner, title)),
          count: await store.countItems(trx, owner.userId, owner.kind),
        };
      });
    },

    /**
     * Removes up to ten assets in one transaction. Whatever is still in the list afterwards
     * (a store that could not remove it) comes back as remainingIds with the seed's message.
     */
    async removeMany(owner: CartOwner, assetIds: readonly number[]): Promise<VodCartRemoveMany> {
      const check = checkBulkRemove(assetIds.length);
      if (!check.ok) throw errors.refused(check.message, 'vod.select.too-many');
      const requested = [...new Set(assetIds)];
      // A favorite asked for by its SD asset is kept as HD: remove what is actually kept.
      const kept = new Map<number, number>();
      for (const id of requested) {
        const title = await findTitleByAsset(db, id);
        kept.set(id, title ? keptAsset(title, id, owner.kind).assetId : id);
      }
      return db.transaction().execute(async (trx) => {
        await store.removeItems(trx, owner.userId, owner.kind, [...kept.values()]);
        const left = new Set(await store.presentAssets(trx, owner.userId, owner.kind, [...kept.values()]));
        const remainingIds = requested.filter((id) => left.has(kept.get(id) ?? id));
        return {
          status: remainingIds.length === 0 ? 'SUCCESS' : 'PARTIAL_FAILURE',
          kind: owner.kind,
          removedIds: requested.filter((id) => !remainingIds.includes(id)),
          remainingIds,
          message: remainingIds.length === 0 ? null : CartMessages[owner.kind].removingMany,
          count: await store.countItems(trx, owner.userId, owner.kind),
        };
      });
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
