import { describe, expect, it } from 'vitest';
import { MULTI_REMOVE_MAX_ITEMS } from '../constants.ts';
import {
  CartMessages,
  MovieCartMessages,
  cartFlags,
  cartKindOf,
  cartPageRedirect,
  forcedQuality,
  isEndingSoon,
} from './cart.ts';
import { CART_ENDING_SOON_DAYS } from './vod-constants.ts';

const NOW = Date.UTC(2026, 10, 20, 15, 0, 0);

describe('cart flags (seed 001 §3: inCart is true if either quality is in the cart)', () => {
  it.each([
    [[], { inCart: false, inCartHd: false, inCartSd: false }],
    [['HD'], { inCart: true, inCartHd: true, inCartSd: false }],
    [['SD'], { inCart: true, inCartHd: false, inCartSd: true }],
    [['SD', 'HD'], { inCart: true, inCartHd: true, inCartSd: true }],
  ] as const)('%o in the cart gives %o', (qualities, flags) => expect(cartFlags(qualities)).toEqual(flags));
});

describe('cart or favorites (seed 001 §1, §2, §6)', () => {
  it('gives special-box customers favorites, in HD, and everyone else a cart', () => {
    expect(cartKindOf(true)).toBe('favorites');
    expect(cartKindOf(false)).toBe('cart');
    expect(forcedQuality('favorites')).toBe('HD');
    expect(forcedQuality('cart')).toBeNull();
  });

  it.each([
    ['/tv/cart/', true, '/tv/favorites/'],
    ['/tv/cart/', false, null],
    ['/tv/favorites/', false, '/tv/cart/'],
    ['/tv/mypicks/', false, '/tv/cart/'],
    ['/tv/favorites/', true, null],
    ['/tv/mypicks/', true, null],
  ])('on %s a special-box customer (%s) goes to %s', (path, labox, to) =>
    expect(cartPageRedirect(path, labox)).toBe(to),
  );
});

describe('ending soon (seed 001 §9: fewer than 25 days remain)', () => {
  it('counts 25 days', () => expect(CART_ENDING_SOON_DAYS).toBe(25));
  it.each([
    ['2026-11-20', true],
    ['2026-12-14', true],
    ['2026-12-15', false],
    ['2027-03-01', false],
    ['someday', false],
  ])('an offer ending %s is ending soon: %s', (end, soon) => expect(isEndingSoon(end, NOW)).toBe(soon));
});

describe('messages (seed 001 §8), word for word', () => {
  it('has every cart error and its favorites version', () => {
    expect(CartMessages.cart).toEqual({
      unreachable: 'Sorry, we could not access your cart. Please try again later.',
      loading: 'Sorry, there was a problem loading your cart items.',
      removing: 'Sorry, there was a problem removing your cart item.',
      adding: 'Sorry, there was a problem adding the item to your cart.',
      removingMany: 'Sorry, there was a problem removing items from your cart.',
      addingBack: 'Sorry, there was a problem adding an item back to your cart.',
    });
    expect(CartMessages.favorites.loading).toBe('Sorry, there was a problem loading your favorite items.');
    expect(CartMessages.favorites.removingMany).toBe(
      'Sorry, there was a problem removing items from your favorites.',
    );
    expect([CartMessages.retry, CartMessages.retryRemaining]).toEqual([
      'Try again',
      'Try again to remove remaining items',
    ]);
  });

  it('has the movie-cart developer errors', () => {
    expect(MovieCartMessages.noAssetId).toBe('Error: no assetId provided');
    expect(MovieCartMessages.noIds).toBe('Error: no ids provided');
  });

  it('limits a bulk removal to ten', () => expect(MULTI_REMOVE_MAX_ITEMS).toBe(10));
});
