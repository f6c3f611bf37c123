import type { VodCart, VodCartChange, VodCartItem, VodCartRemoveMany } from '@coax/contract';
import { createSessionState, createSessionUser } from './factories.ts';
import { createVodCart, createVodCartItem } from './vod-factories.ts';

// Cart and favorites test data (seed 001 §3 cart items, §7 add/remove answers).

/** `n` distinct items: asset ids 500001.., titles "Title 01".., prices 100, 200, ... cents. */
export function createVodCartItems(
  n: number,
  overrides: (i: number) => Partial<VodCartItem> = () => ({}),
): VodCartItem[] {
  return Array.from({ length: n }, (_, i) =>
    createVodCartItem({
      id: 500_001 + i,
      titleId: `T${600_001 + i}`,
      title: `Title ${String(i + 1).padStart(2, '0')}`,
      price: (i + 1) * 100,
      artwork: `t${600_001 + i}`,
      ...overrides(i),
    }),
  );
}

/** A favorites list, as a special-box customer's answer has it (quality forced to HD). */
export function createVodFavorites(overrides: Partial<VodCart> = {}): VodCart {
  return createVodCart({ kind: 'favorites', forcedQuality: 'HD', ...overrides });
}

/** The answer to an add or a remove of one asset. */
export function createVodCartChange(overrides: Partial<VodCartChange> = {}): VodCartChange {
  return {
    status: 'SUCCESS',
    kind: 'cart',
    titleId: 'T100001',
    assetId: 200001,
    quality: 'HD',
    inCart: false,
    inCartHd: false,
    inCartSd: false,
    count: 0,
    ...overrides,
  };
}

/** The answer to a bulk removal. */
export function createVodCartRemoveMany(overrides: Partial<VodCartRemoveMany> = {}): VodCartRemoveMany {
  return {
    status: 'SUCCESS',
    kind: 'cart',
    removedIds: [],
    remainingIds: [],
    message: null,
    count: 0,
    ...overrides,
  };
}

/** A signed-in subscriber; `laBox` makes them a special-box (favorites) customer. */
export function signedInSession({ laBox = false, tv = true }: { laBox?: boolean; tv?: boolean } = {}) {
  const base = createSessionUser();
  return createSessionState({
    user: createSessionUser({
      laBoxUser: laBox,
      laboxOrMini: laBox,
      io: tv,
      entitlements: { ...base.entitlements, tv },
    }),
  });
}
