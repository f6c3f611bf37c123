import type { ReasonKeys } from '../../../lib/refusal.ts';
import { createAreaT } from '../../../i18n/area-t.ts';
import { checkoutEn } from './checkout-en.ts';
import { checkoutEs } from './checkout-es.ts';

export type CheckoutKey = keyof typeof checkoutEn;

/** `t` for the checkout's and orders' messages; they load with those pages. */
export const useCheckoutT = createAreaT<CheckoutKey>({ en: checkoutEn, es: checkoutEs });

/** The checkout's words for each refusal it expects. */
export const CHECKOUT_REASONS: ReasonKeys<CheckoutKey> = {
  'shop.order.empty-cart': 'checkout.refused.emptyCart',
  'shop.order.method-not-found': 'checkout.refused.method',
  'shop.order.card-encryption': 'checkout.refused.encryption',
  'shop.order.declined': 'checkout.refused.declined',
  'shop.order.card-refused': 'checkout.refused.cardRefused',
  'shop.order.no-service-address': 'checkout.refused.noServiceAddress',
  'shop.order.processor-unavailable': 'checkout.refused.unavailable',
  'shop.order.not-found': 'orders.notFound',
  'shop.order.review-not-delivered': 'review.refused.notDelivered',
  'shop.tax.zip-not-served': 'checkout.refused.zip',
};
