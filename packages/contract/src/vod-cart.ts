import { z } from 'zod';
import {
  BulkRemoveMessages,
  CART_KINDS,
  MULTI_REMOVE_MAX_ITEMS,
  MovieCartMessages,
  VOD_QUALITIES,
} from '@coax/domain';
import { defineRoute } from './route.ts';
import { vodStatus } from './vod-titles.ts';

// The on-demand cart, or favorites for special-box customers (seed 001 §2, §3, §4, §7, §8):
// always the session's own list; which of the two it is follows the customer's box.

/** Seed 001 §5: "Movie cart: asset id required and numeric"; §8 gives the two messages. */
export const vodAssetId = z
  .number({
    error: (iss) =>
      iss.input === undefined ? MovieCartMessages.noAssetId : MovieCartMessages.assetIdNotNumber,
  })
  .int(MovieCartMessages.assetIdNotNumber)
  .positive(MovieCartMessages.assetIdNotNumber)
  .max(2_147_483_647, MovieCartMessages.assetIdNotNumber);

/** Seed 001 §7: "add to cart and remove from cart (asset id and a tracking label)". */
const trackingLabel = z
  .string()
  .max(64, 'The tracking label is at most 64 characters.')
  .regex(/^[\w .:/-]*$/, 'The tracking label is letters, digits and . : / - only.')
  .optional();

export const vodCartKind = z.enum(CART_KINDS);
export const vodQuality = z.enum(VOD_QUALITIES);

/** Seed 001 §3 "Cart or favorites item", with the derived ending-soon flag. */
export const vodCartItem = z
  .object({
    /** the asset in the list (the HD or SD asset of the title) */
    id: z.number().int(),
    titleId: z.string(),
    title: z.string(),
    quality: vodQuality,
    /** cents */
    price: z.number().int().nonnegative(),
    /** minutes */
    movieLength: z.number().int().nonnegative(),
    /** the offer's last day, YYYY-MM-DD */
    endDt: z.string(),
    /** image name for GET /vod/api/getImage.jpg, or null */
    artwork: z.string().nullable(),
    /** fewer than 25 days of the offer remain */
    isEndingSoon: z.boolean(),
    /** when it was added, ISO time */
    addedAt: z.string(),
  })
  .meta({ id: 'VodCartItem' });
export type VodCartItem = z.infer<typeof vodCartItem>;

export const vodCart = z
  .object({
    status: vodStatus,
    kind: vodCartKind,
    /** HD for favorites (special-box customers), whatever is asked; null for a cart */
    forcedQuality: vodQuality.nullable(),
    count: z.number().int().nonnegative(),
    /** newest first */
    items: z.array(vodCartItem),
  })
  .meta({ id: 'VodCart' });
export type VodCart = z.infer<typeof vodCart>;

/** Seed 001 §3 cart flags of one title. */
export const vodCartFlags = z
  .object({ titleId: z.string(), inCart: z.boolean(), inCartHd: z.boolean(), inCartSd: z.boolean() })
  .meta({ id: 'VodCartFlags' });
export type VodCartFlags = z.infer<typeof vodCartFlags>;

export const vodCartContains = z
  .object({ status: vodStatus, kind: vodCartKind, titles: z.array(vodCartFlags) })
  .meta({ id: 'VodCartContains' });
export type VodCartContains = z.infer<typeof vodCartContains>;

/** The answer to an add or remove: the title's flags after the change. */
export const vodCartChange = vodCartFlags
  .extend({
    status: vodStatus,
    kind: vodCartKind,
    /** the asset added or removed: for favorites, the HD asset when the title has one */
    assetId: z.number().int(),
    quality: vodQuality,
    /** items in the list now */
    count: z.number().int().nonnegative(),
  })
  .meta({ id: 'VodCartChange' });
export type VodCartChange = z.infer<typeof vodCartChange>;

export const vodCartAssetBody = z.object({ assetId: vodAssetId, tracking: trackingLabel });

/**
 * The answer to a bulk removal. SUCCESS when every asset is gone; otherwise PARTIAL_FAILURE with
 * what is left, which the page offers to retry ('Try again to remove remaining items').
 */
export const vodCartRemoveMany = z
  .object({
    status: z.enum(['SUCCESS', 'PARTIAL_FAILURE']),
    kind: vodCartKind,
    removedIds: z.array(z.number().int()),
    remainingIds: z.array(z.number().int()),
    /** seed 001 §8 "...removing items from your cart." (or favorites) on a partial failure */
    message: z.string().nullable(),
    count: z.number().int().nonnegative(),
  })
  .meta({ id: 'VodCartRemoveMany' });
export type VodCartRemoveMany = z.infer<typeof vodCartRemoveMany>;

export const vodCartRoutes = {
  vodCart: defineRoute({
    method: 'GET',
    path: '/api/vod/cart',
    summary: "The signed-in customer's cart, or favorites for a special-box customer (getCart, get items)",
    area: 'vod',
    access: 'user',
    response: vodCart,
  }),
  vodCartContains: defineRoute({
    method: 'GET',
    path: '/api/vod/cart/contains',
    summary: 'Cart flags (inCart, inCartHd, inCartSd) of up to 100 titles (cart contains)',
    area: 'vod',
    access: 'user',
    query: z.object({
      titleIds: z
        .string()
        .regex(
          /^[A-Za-z0-9]{1,24}(,[A-Za-z0-9]{1,24}){0,99}$/,
          'List up to 100 title ids, separated by commas.',
        )
        .transform((s) => [...new Set(s.split(','))]),
    }),
    response: vodCartContains,
  }),
  vodCartAdd: defineRoute({
    method: 'POST',
    path: '/api/vod/cart/add',
    summary: 'Adds an HD or SD asset to the cart or favorites (moviecartadd); adding twice is harmless',
    area: 'vod',
    access: 'user',
    body: vodCartAssetBody,
    response: vodCartChange,
  }),
  vodCartRemove: defineRoute({
    method: 'POST',
    path: '/api/vod/cart/remove',
    summary:
      'Removes an asset from the cart or favorites (moviecartremove); removing one not there is harmless',
    area: 'vod',
    access: 'user',
    body: vodCartAssetBody,
    response: vodCartChange,
  }),
  vodCartRemoveMany: defineRoute({
    method: 'POST',
    path: '/api/vod/cart/remove-multiple',
    summary: `Removes up to ${MULTI_REMOVE_MAX_ITEMS} assets at once; on a partial failure the remaining ids come back`,
    area: 'vod',
    access: 'user',
    body: z.object({
      assetIds: z
        .array(vodAssetId, { error: MovieCartMessages.noIds })
        .min(1, MovieCartMessages.noIds)
        .max(MULTI_REMOVE_MAX_ITEMS, BulkRemoveMessages.tooManySelected),
    }),
    response: vodCartRemoveMany,
  }),
};
