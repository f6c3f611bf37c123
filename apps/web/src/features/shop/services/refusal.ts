import type { MessageKey } from '../../../i18n/en.ts';
import { fallbackKey, reasonKey, type ReasonKeys } from '../../../lib/refusal.ts';
import type { shopEn } from '../i18n/en.ts';

type ShopKey = keyof typeof shopEn;

/** My services' refusals, worded by the page, by the server's reason id. */
export const SHOP_SERVICES_REASON_KEYS: ReasonKeys<ShopKey> = {
  'shop.services.not-primary': 'shop.refused.notPrimary',
  'shop.services.unknown': 'shop.refused.unknown',
  'shop.services.already-have': 'shop.refused.alreadyHave',
  'shop.services.needs-service': 'shop.refused.needsService',
  'shop.services.not-on': 'shop.refused.notOn',
  'shop.services.not-addon': 'shop.refused.notAddon',
  'shop.pricing.unavailable': 'shop.refused.pricing',
  'shop.move.date': 'shop.move.refused.date',
  'shop.move.not-found': 'shop.move.refused.notFound',
};

/** The words for a failed change: the area's own, else the generic one by status. */
export const refusalKey = (error: unknown): ShopKey | MessageKey =>
  reasonKey(error, SHOP_SERVICES_REASON_KEYS) ?? fallbackKey(error);
