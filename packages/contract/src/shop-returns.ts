import { z } from 'zod';
import {
  SHOP_RETURN_REASONS,
  SHOP_RETURN_STATUSES,
  ShopOrderMessages,
  ShopReturnMessages,
} from '@coax/domain';
import { defineRoute } from './route.ts';

// Returns from the store (issue 19 item 6; seed 002 §7 retail/createRMA, createOnlineReturn,
// createPackingSlip, createOnlineReturnLabel) and the refund to the card the order was paid with
// once the items are received. Money in integer cents, instants in epoch ms.

const bilingual = z.object({ en: z.string(), es: z.string() });
const cents = z.number().int();

export const shopReturnLine = z.object({
  sku: z.string(),
  name: bilingual,
  option: bilingual,
  quantity: z.number().int(),
  /** what these units give back: their cost less discounts, with their share of the tax */
  refund: cents,
});

export const shopReturn = z
  .object({
    /** the return merchandise authorisation number people quote and write on the parcel */
    rma: z.string(),
    orderNumber: z.string(),
    createdAt: z.number().int(),
    /** from the clock: label issued, received five days later, refunded once the refund is made */
    status: z.enum(SHOP_RETURN_STATUSES),
    reason: z.enum(SHOP_RETURN_REASONS),
    lines: z.array(shopReturnLine),
    refund: cents,
    refundedAt: z.number().int().nullable(),
    /** the refund's confirmation code, once refunded */
    refundConfirmation: z.string().nullable(),
  })
  .meta({ id: 'ShopReturn' });
export type ShopReturn = z.infer<typeof shopReturn>;

export const shopCreateReturnBody = z.object({
  lines: z
    .array(
      z.object({
        sku: z.string().min(1).max(64),
        quantity: z
          .number({ error: ShopReturnMessages.quantity })
          .int(ShopReturnMessages.quantity)
          .min(1, ShopReturnMessages.quantity)
          .max(99, ShopReturnMessages.quantity),
      }),
    )
    // an order has at most a few dozen lines; more is not a return anyone makes
    .min(1, ShopReturnMessages.quantity)
    .max(50),
  reason: z.enum(SHOP_RETURN_REASONS, { error: ShopReturnMessages.reason }),
});
export type ShopCreateReturnBody = z.infer<typeof shopCreateReturnBody>;

export const shopCreateReturnResult = z
  .object({ return: shopReturn, message: z.string() })
  .meta({ id: 'ShopCreateReturnResult' });
export type ShopCreateReturnResult = z.infer<typeof shopCreateReturnResult>;

export const shopRefund = z.object({
  rma: z.string(),
  orderNumber: z.string(),
  refundedAt: z.number().int(),
  amount: cents,
  /** the card or account refunded, as its last 4 */
  last4: z.string(),
  confirmation: z.string(),
});
export const shopRefundList = z.object({ refunds: z.array(shopRefund) }).meta({ id: 'ShopRefundList' });
export type ShopRefundList = z.infer<typeof shopRefundList>;

const orderNumber = z
  .string()
  .regex(/^[A-Z0-9-]{4,32}$/, ShopOrderMessages.notFound)
  .meta({ description: 'the order number' });
const rma = z
  .string()
  .regex(/^RMA-[A-Z0-9]{4,32}$/, ShopReturnMessages.notFound)
  .meta({ description: 'the return (RMA) number' });
const pdf = {
  query: z.object({
    lang: z.enum(['en', 'es']).optional().describe("the reader's language; default English"),
  }),
  response: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'Expected the file bytes.'),
  binary: { contentType: 'application/pdf' },
} as const;

export const shopReturnRoutes = {
  shopCreateReturn: defineRoute({
    method: 'POST',
    path: '/api/shop/orders/:number/returns',
    summary:
      'Returns items of a delivered order: an RMA and its online return (createRMA, createOnlineReturn)',
    area: 'shop',
    access: 'user',
    idempotent: true,
    params: z.object({ number: orderNumber }),
    body: shopCreateReturnBody,
    response: shopCreateReturnResult,
  }),
  shopReturnPackingSlip: defineRoute({
    method: 'GET',
    path: '/api/shop/returns/:rma/packing-slip',
    summary: "A return's packing slip as a PDF download (createPackingSlip)",
    area: 'shop',
    access: 'user',
    params: z.object({ rma }),
    ...pdf,
  }),
  shopReturnLabel: defineRoute({
    method: 'GET',
    path: '/api/shop/returns/:rma/label',
    summary: "A return's shipping label as a PDF download (createOnlineReturnLabel)",
    area: 'shop',
    access: 'user',
    params: z.object({ rma }),
    ...pdf,
  }),
  shopRefunds: defineRoute({
    method: 'GET',
    path: '/api/shop/refunds',
    summary: "The store's refunds to the subscriber, newest first (shown in account activity)",
    area: 'shop',
    access: 'user',
    response: shopRefundList,
  }),
};
