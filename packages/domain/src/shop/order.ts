import { DAY_MS } from '../time.ts';

// Orders from the store (issue 19 items 4 and 5; seed 002 §2 checkout, order summary, order
// success; §7 placeOrder/submitOrder, getOrderDetail, getOrdersByStatus; §8 card encryption).

/** What an order is at a moment: derived from the clock since it was placed. */
export const SHOP_ORDER_STATUSES = ['processing', 'shipped', 'delivered'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

/** An order ships a day after it is placed and is delivered three days after. */
export const SHOP_ORDER_SHIPS_AFTER_MS = DAY_MS;
export const SHOP_ORDER_DELIVERED_AFTER_MS = 3 * DAY_MS;

/** The status of an order placed at `placedAt`, at `now` (both ms). */
export function shopOrderStatusAt(placedAt: number, now: number): ShopOrderStatus {
  const age = now - placedAt;
  if (age >= SHOP_ORDER_DELIVERED_AFTER_MS) {
    return 'delivered';
  }
  if (age >= SHOP_ORDER_SHIPS_AFTER_MS) {
    return 'shipped';
  }
  return 'processing';
}

/**
 * getOrdersByStatus: the instants an order with a status was placed within at `now`, as
 * `placedAt > after` and `placedAt <= atOrBefore` (either absent when open). The status is the
 * clock's, so the filter is a range of placing times.
 */
export function shopOrderPlacedRange(
  status: ShopOrderStatus,
  now: number,
): { after?: number; atOrBefore?: number } {
  if (status === 'processing') {
    return { after: now - SHOP_ORDER_SHIPS_AFTER_MS };
  }
  if (status === 'shipped') {
    return { after: now - SHOP_ORDER_DELIVERED_AFTER_MS, atOrBefore: now - SHOP_ORDER_SHIPS_AFTER_MS };
  }
  return { atOrBefore: now - SHOP_ORDER_DELIVERED_AFTER_MS };
}

/**
 * updateReviewStatus: after delivery the subscriber is asked how the order went; they rate it
 * (one to five stars) or say no thanks. 'pending' until then; either answer may be changed.
 */
export const SHOP_REVIEW_STATUSES = ['pending', 'reviewed', 'dismissed'] as const;
export type ShopReviewStatus = (typeof SHOP_REVIEW_STATUSES)[number];
export const SHOP_REVIEW_RATING_MIN = 1;
export const SHOP_REVIEW_RATING_MAX = 5;

/** The cart icon's states (seed 002 §2): normal, locked (checkout, summary), checked (success). */
export const SHOP_CART_ICON_STATES = ['normal', 'locked', 'checked'] as const;
export type ShopCartIconState = (typeof SHOP_CART_ICON_STATES)[number];

export const ShopOrderMessages = {
  emptyCart: 'Your cart is empty.',
  methodNotFound: 'That payment method is not on this account.',
  /** seed 002 §8: card encryption failure is logged and errors out */
  cardEncryption: 'We could not encrypt your card details. Please try again or use a saved payment method.',
  declined: 'The payment was declined by the card issuer or bank.',
  notFound: 'That order is not among your orders.',
  noServiceAddress: 'There is no service address on file; please enter a shipping address.',
  street: 'Please enter a street address',
  city: 'Please enter a city',
  state: 'Please select a state',
  placed: 'Your order has been placed.',
  processing: 'Your order is being confirmed with the card issuer.',
  reviewNotDelivered: 'You can review an order once it has been delivered.',
  rating: 'Choose from one to five stars.',
} as const;
