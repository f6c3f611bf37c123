import type { ShopReturn } from '@coax/contract';
import type { ReasonKeys } from '../../../lib/refusal.ts';
import { createAreaT } from '../../../i18n/area-t.ts';
import { returnsEn } from './returns-en.ts';
import { returnsEs } from './returns-es.ts';

export type ReturnsKey = keyof typeof returnsEn;

/** `t` for store returns; the catalogue loads with the order and return pages. */
export const useReturnsT = createAreaT<ReturnsKey>({ en: returnsEn, es: returnsEs });

/** The return page's words for each refusal it expects. */
export const RETURN_REASONS: ReasonKeys<ReturnsKey> = {
  'shop.return.not-delivered': 'returns.refused.notDelivered',
  'shop.return.window-closed': 'returns.refused.windowClosed',
  'shop.return.line-not-found': 'returns.refused.lineNotFound',
  'shop.return.not-returnable': 'returns.refused.notReturnable',
  'shop.return.too-many': 'returns.refused.tooMany',
  'shop.order.not-found': 'returns.refused.notFound',
};

export const returnStatusKey = (s: ShopReturn['status']): ReturnsKey => `returns.status.${s}`;
export const returnReasonKey = (r: ShopReturn['reason']): ReturnsKey => `returns.reason.${r}`;
