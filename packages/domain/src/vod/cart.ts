/**
 * The on-demand cart, and favorites for special-box customers (seed 001 §2 Cart and favorites,
 * §3, §4, §6, §8; seed 000 §2).
 */
import { DAY_MS } from '../time.ts';
import { CART_ENDING_SOON_DAYS } from './vod-constants.ts';

/** Special-box (laBox) customers keep favorites ("my picks"); everyone else a cart. */
export const CART_KINDS = ['cart', 'favorites'] as const;
export type CartKind = (typeof CART_KINDS)[number];

/** Which list a customer has (seed 001 §1, §6). */
export function cartKindOf(laBoxUser: boolean): CartKind {
  return laBoxUser ? 'favorites' : 'cart';
}

/** A title's quality in the cart. */
export const VOD_QUALITIES = ['HD', 'SD'] as const;
export type VodQuality = (typeof VOD_QUALITIES)[number];

/**
 * Seed 001 §1: "the recording quality is forced to HD for them" and §6 "Small-box users:
 * favorites, ... HD forced": the quality a favorite is saved in, whatever was asked.
 */
export function forcedQuality(kind: CartKind): VodQuality | null {
  return kind === 'favorites' ? 'HD' : null;
}

/** Seed 001 §3 "Cart flags per title: inCart, inCartHd, inCartSd. inCart is true if either quality is in the cart." */
export interface CartFlags {
  inCart: boolean;
  inCartHd: boolean;
  inCartSd: boolean;
}

export function cartFlags(qualities: Iterable<VodQuality>): CartFlags {
  let inCartHd = false;
  let inCartSd = false;
  for (const q of qualities) {
    if (q === 'HD') inCartHd = true;
    else inCartSd = true;
  }
  return { inCart: inCartHd || inCartSd, inCartHd, inCartSd };
}

/** Seed 000 §2: the cart page and the two favorites pages. */
export const CART_PAGE_PATH = '/tv/cart/';
export const FAVORITES_PAGE_PATHS = ['/tv/favorites/', '/tv/mypicks/'] as const;

/**
 * Seed 001 §2: "Each redirects to the other variant when the customer type does not match."
 * The page a customer should be on, or null when `path` is already right.
 */
export function cartPageRedirect(path: string, laBoxUser: boolean): string | null {
  const onFavorites = (FAVORITES_PAGE_PATHS as readonly string[]).includes(path);
  if (laBoxUser && !onFavorites) return FAVORITES_PAGE_PATHS[0];
  if (!laBoxUser && onFavorites) return CART_PAGE_PATH;
  return null;
}

/**
 * Seed 001 §9: "Cart item ending soon: fewer than 25 days remain." `endDay` is the offer's last
 * day (YYYY-MM-DD); `nowMs` the current instant. An unreadable day is not ending soon.
 */
export function isEndingSoon(endDay: string, nowMs: number): boolean {
  const end = /^\d{4}-\d{2}-\d{2}$/.test(endDay) ? Date.parse(`${endDay}T23:59:59Z`) : Number.NaN;
  if (Number.isNaN(end)) return false;
  return end - nowMs < CART_ENDING_SOON_DAYS * DAY_MS;
}

/** Sorts of the cart and favorites pages (seed 001 §2: "sort by Name or Price"). */
export const CART_SORTS = ['name', 'price'] as const;
export type CartSort = (typeof CART_SORTS)[number];

/** The seed's cart and favorites messages (§8), word for word, with their retry buttons. */
export const CartMessages = {
  cart: {
    unreachable: 'Sorry, we could not access your cart. Please try again later.',
    loading: 'Sorry, there was a problem loading your cart items.',
    removing: 'Sorry, there was a problem removing your cart item.',
    adding: 'Sorry, there was a problem adding the item to your cart.',
    removingMany: 'Sorry, there was a problem removing items from your cart.',
    addingBack: 'Sorry, there was a problem adding an item back to your cart.',
  },
  favorites: {
    unreachable: 'Sorry, we could not access your favorites. Please try again later.',
    loading: 'Sorry, there was a problem loading your favorite items.',
    removing: 'Sorry, there was a problem removing your favorite item.',
    adding: 'Sorry, there was a problem adding the item to your favorites.',
    removingMany: 'Sorry, there was a problem removing items from your favorites.',
    addingBack: 'Sorry, there was a problem adding an item back to your favorites.',
  },
  retry: 'Try again',
  retryRemaining: 'Try again to remove remaining items',
} as const satisfies Record<CartKind, Record<string, string>> & Record<'retry' | 'retryRemaining', string>;

/** Seed 001 §8 movie-cart developer errors, word for word. */
export const MovieCartMessages = {
  noAssetId: 'Error: no assetId provided',
  assetIdNotNumber: 'Expected asset id to be a Number',
  noIds: 'Error: no ids provided',
  noRequest: 'Request object is required.',
  noFilter: 'Error: no filterIds nor categoryId provided',
} as const;

/** Seed 001 §8: "Sorry, there was an error. Please try again later." (VOD 500). */
export const VOD_ERROR_MESSAGE = 'Sorry, there was an error. Please try again later.';
