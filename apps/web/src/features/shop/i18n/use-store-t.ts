import type { ReasonKeys } from '../../../lib/refusal.ts';
import { createAreaT } from '../../../i18n/area-t.ts';
import { storeEn } from './store-en.ts';
import { storeEs } from './store-es.ts';

export type StoreKey = keyof typeof storeEn;

/** `t` for the store's messages; they load with the store's pages. */
export const useStoreT = createAreaT<StoreKey>({ en: storeEn, es: storeEs });

/** The store's words for each refusal it expects. */
export const STORE_REASONS: ReasonKeys<StoreKey> = {
  'session.none': 'store.refused.noSession',
  'shop.product.not-found': 'store.refused.productNotFound',
  'shop.model.not-found': 'store.refused.productNotFound',
  'shop.tax.zip-not-served': 'store.refused.zip',
  'shop.cart.too-many-lines': 'store.refused.tooMany',
};
