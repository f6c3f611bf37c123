import { z } from 'zod';
import {
  SHOP_LINE_TYPES,
  SHOP_ORDER_STATUSES,
  SHOP_REVIEW_RATING_MAX,
  SHOP_REVIEW_RATING_MIN,
  SHOP_REVIEW_STATUSES,
  ShopMessages,
  ShopOrderMessages,
  US_STATES,
} from '@coax/domain';
import { defineRoute } from './route.ts';
import { shopReturn } from './shop-returns.ts';

// Orders from the store (issue 19 items 4 and 5; seed 002 §2 checkout, order summary and order
// success; §7 placeOrder/submitOrder, getOrderDetail, nest/orders, getOrdersByStatus). Money in
// integer cents, instants in epoch ms. A new card travels only as an OpenPGP message encrypted in
// the browser with the gateway's public key; the portal never sees nor keeps its number.

const bilingual = z.object({ en: z.string(), es: z.string() });
const cents = z.number().int();
const zip = z.string({ error: ShopMessages.zipFormat }).regex(/^\d{5}$/, ShopMessages.zipFormat);
const stateCodes = US_STATES.map((s) => s.code) as [string, ...string[]];

/** Where the order goes: the account's service address, or a shipping address typed in. */
export const shopOrderAddressInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('service') }),
  z.object({
    kind: z.literal('shipping'),
    street: z.string({ error: ShopOrderMessages.street }).trim().min(1, ShopOrderMessages.street).max(80),
    line2: z.string().trim().max(80).optional(),
    city: z.string({ error: ShopOrderMessages.city }).trim().min(1, ShopOrderMessages.city).max(40),
    state: z.enum(stateCodes, { error: ShopOrderMessages.state }),
    zip,
  }),
]);
export type ShopOrderAddressInput = z.infer<typeof shopOrderAddressInput>;

/** How it is paid: a saved method of the account, or a new card encrypted for the gateway. */
export const shopOrderPaymentInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('saved'), methodId: z.string().min(1).max(64) }),
  z.object({
    kind: z.literal('card'),
    /** an armored OpenPGP message of the card JSON {number, expMonth, expYear, name, zip?} */
    encrypted: z
      .string({ error: ShopOrderMessages.cardEncryption })
      .max(16_000, ShopOrderMessages.cardEncryption)
      .startsWith('-----BEGIN PGP MESSAGE-----', ShopOrderMessages.cardEncryption),
  }),
]);

export const shopPlaceOrderBody = z.object({
  address: shopOrderAddressInput,
  payment: shopOrderPaymentInput,
});
export type ShopPlaceOrderBody = z.infer<typeof shopPlaceOrderBody>;

export const shopOrderLine = z.object({
  sku: z.string(),
  type: z.enum(SHOP_LINE_TYPES),
  name: bilingual,
  option: bilingual,
  quantity: z.number().int(),
  unitPrice: cents,
  cost: cents,
  discount: cents,
  /** units of the line already in a return */
  returned: z.number().int(),
});

export const shopOrder = z
  .object({
    /** the order number people read and quote */
    number: z.string(),
    placedAt: z.number().int(),
    /** from the clock since placed: processing, shipped after a day, delivered after three */
    status: z.enum(SHOP_ORDER_STATUSES),
    /** false while the charge is still being confirmed with the processor */
    paid: z.boolean(),
    lines: z.array(shopOrderLine),
    beforeTax: cents,
    tax: cents,
    discount: cents,
    total: cents,
    address: z.object({
      line1: z.string(),
      line2: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
    }),
    /** the card or account paid with, as its last 4 */
    paidWith: z.object({ last4: z.string() }),
    /** updateReviewStatus: asked once delivered; the stars when rated */
    review: z.object({ status: z.enum(SHOP_REVIEW_STATUSES), rating: z.number().int().nullable() }),
    /** delivered, paid, within the return window and with a product line not all returned */
    returnable: z.boolean(),
    /** the end of the return window: 30 days after delivery */
    returnBy: z.number().int(),
    /** the order's returns, oldest first */
    returns: z.array(shopReturn),
  })
  .meta({ id: 'ShopOrder' });
export type ShopOrder = z.infer<typeof shopOrder>;

export const shopPlaceOrderResult = z
  .object({ order: shopOrder, message: z.string() })
  .meta({ id: 'ShopPlaceOrderResult' });
export type ShopPlaceOrderResult = z.infer<typeof shopPlaceOrderResult>;

export const shopOrderList = z.object({ orders: z.array(shopOrder) }).meta({ id: 'ShopOrderList' });
export type ShopOrderList = z.infer<typeof shopOrderList>;

export const shopCheckoutKey = z
  .object({ armoredKey: z.string().nullable() })
  .meta({ id: 'ShopCheckoutKey' });
export type ShopCheckoutKey = z.infer<typeof shopCheckoutKey>;

/** getOrdersByStatus: only the orders with this status now; all of them without it. */
export const shopOrdersQuery = z.object({ status: z.enum(SHOP_ORDER_STATUSES).optional() });

const rating = z
  .number({ error: ShopOrderMessages.rating })
  .int(ShopOrderMessages.rating)
  .min(SHOP_REVIEW_RATING_MIN, ShopOrderMessages.rating)
  .max(SHOP_REVIEW_RATING_MAX, ShopOrderMessages.rating);

/** updateReviewStatus: stars, or no thanks. */
export const shopReviewBody = z.discriminatedUnion('status', [
  z.object({ status: z.literal('reviewed'), rating }),
  z.object({ status: z.literal('dismissed') }),
]);
export type ShopReviewBody = z.infer<typeof shopReviewBody>;

const orderNumber = z
  .string()
  .regex(/^[A-Z0-9-]{4,32}$/, ShopOrderMessages.notFound)
  .meta({ description: 'the order number' });

export const shopOrderRoutes = {
  shopPlaceOrder: defineRoute({
    method: 'POST',
    path: '/api/shop/orders',
    summary: 'Places the cart as an order and charges it once (placeOrder/submitOrder)',
    area: 'shop',
    access: 'user',
    idempotent: true,
    body: shopPlaceOrderBody,
    response: shopPlaceOrderResult,
  }),
  shopOrders: defineRoute({
    method: 'GET',
    path: '/api/shop/orders',
    summary:
      "The subscriber's orders, newest first, all or those with one status (nest/orders, getOrdersByStatus)",
    area: 'shop',
    access: 'user',
    query: shopOrdersQuery,
    response: shopOrderList,
  }),
  shopOrder: defineRoute({
    method: 'GET',
    path: '/api/shop/orders/:number',
    summary: 'One order of the subscriber (getOrderDetail)',
    area: 'shop',
    access: 'user',
    params: z.object({ number: orderNumber }),
    response: shopOrder,
  }),
  shopOrderReview: defineRoute({
    method: 'POST',
    path: '/api/shop/orders/:number/review',
    summary: 'Rates a delivered order or declines to (updateReviewStatus); answers the order',
    area: 'shop',
    access: 'user',
    params: z.object({ number: orderNumber }),
    body: shopReviewBody,
    response: shopOrder,
  }),
  shopCheckoutKey: defineRoute({
    method: 'GET',
    path: '/api/shop/checkout-key',
    summary: "The gateway's OpenPGP public key a new card is encrypted with (null: new cards off)",
    area: 'shop',
    access: 'user',
    response: shopCheckoutKey,
  }),
};
