import { z } from 'zod';
import {
  SHOP_CART_MAX_LINES,
  SHOP_DEFAULT_MAX_QUANTITY,
  SHOP_DISCOUNT_TYPES,
  SHOP_LINE_TYPES,
  SHOP_PRICE_TYPES,
  SHOP_PRODUCT_TYPES,
  ShopMessages,
} from '@coax/domain';
import { defineRoute } from './route.ts';

// The store (seed 002 §2 Shop screens, §3 Shop product and Cart line, §4 cart cookie, §5 and §9
// Shop, §6 anonymous refused, employee pricing, §7 salesTaxByProducts; issue 19 items 1–3).
// Money is integer cents. Names and descriptions come in English and Spanish.

const bilingual = z.object({ en: z.string(), es: z.string() }).meta({ id: 'ShopText' });
const cents = z.number().int();

export const shopPriceType = z.enum(SHOP_PRICE_TYPES, { error: 'priceType is regular or employee.' });

const optPricing = z.object({
  type: shopPriceType,
  discount: z.number().int().nonnegative(),
  discount_type: z.enum(SHOP_DISCOUNT_TYPES),
  ratecode: z.string(),
});

/** Seed 002 §3 "Shop product" models[]: name, SKU, price, priceType, opt_pricing. */
export const shopModel = z
  .object({
    name: bilingual,
    sku: z.string(),
    price: cents,
    /** the price type the `price` and `opt_pricing` were asked in */
    priceType: shopPriceType,
    opt_pricing: z.array(optPricing),
    salePrice: cents.nullable(),
    promoPrice: cents.nullable(),
    onSale: z.boolean(),
    /** what one unit sells at for the price type asked, after its discount */
    unitPrice: cents,
  })
  .meta({ id: 'ShopModel' });
export type ShopModel = z.infer<typeof shopModel>;

/** Seed 002 §3 "Shop product". */
export const shopProduct = z
  .object({
    id: z.number().int(),
    name: bilingual,
    description: bilingual,
    type: z.enum(SHOP_PRODUCT_TYPES),
    category: z.string(),
    options: z.object({ models: z.array(shopModel) }),
    max_quantity: z.number().int().positive(),
    discount_percent_when_offered_with_other_items: z.number().int().nonnegative(),
    skus_with_which_this_item_is_offered_as_discounted: z.array(z.string()),
    max_discounted_items_per_order: z.number().int().nonnegative().nullable(),
    /** the first model's, for the list */
    salePrice: cents.nullable(),
    promoPrice: cents.nullable(),
    onSale: z.boolean(),
    /** addresses of the product's pictures, served by the portal */
    images: z.array(z.string()),
  })
  .meta({ id: 'ShopProduct' });
export type ShopProduct = z.infer<typeof shopProduct>;

export const shopProductList = z.object({ products: z.array(shopProduct) }).meta({ id: 'ShopProductList' });
export type ShopProductList = z.infer<typeof shopProductList>;

/** Seed 002 §3 "Cart line" (money in cents), with the line's price-type discount. */
export const shopCartLine = z
  .object({
    productId: z.number().int(),
    name: bilingual,
    type: z.enum(SHOP_LINE_TYPES),
    option: bilingual,
    sku: z.string(),
    price: cents,
    salePrice: cents.nullable(),
    promoPrice: cents.nullable(),
    quantity: z.number().int().nonnegative(),
    /** the most this line can hold (max_quantity, the subscription maximum) */
    maxQuantity: z.number().int().nonnegative(),
    ratecode: z.string(),
    priceType: shopPriceType,
    tax: cents,
    cost: cents,
    discount: cents,
    image: z.string().nullable(),
  })
  .meta({ id: 'ShopCartLine' });
export type ShopCartLine = z.infer<typeof shopCartLine>;

const zipCode = z.string({ error: ShopMessages.zipFormat }).regex(/^\d{5}$/, ShopMessages.zipFormat);

/** The cart as the page shows it: lines and totals (total = before-tax + tax − discount). */
export const shopCart = z
  .object({
    lines: z.array(shopCartLine),
    zipCode,
    beforeTax: cents,
    tax: cents,
    discount: cents,
    total: cents,
    /** when the cart empties unless changed again (epoch ms); null for an empty cart */
    expiresAt: z.number().int().nullable(),
  })
  .meta({ id: 'ShopCart' });
export type ShopCart = z.infer<typeof shopCart>;

const sku = z
  .string({ error: ShopMessages.modelNotFound })
  .min(1, ShopMessages.modelNotFound)
  .max(40, ShopMessages.modelNotFound)
  .regex(/^[A-Z0-9-]+$/, ShopMessages.modelNotFound);

export const shopCartSetBody = z.object({
  sku,
  /** 0 takes the item out */
  quantity: z
    .number({ error: ShopMessages.quantity })
    .int(ShopMessages.quantity)
    .min(0, ShopMessages.quantity)
    .max(SHOP_DEFAULT_MAX_QUANTITY, ShopMessages.quantity),
  zipCode: zipCode.optional(),
});
export type ShopCartSetBody = z.infer<typeof shopCartSetBody>;

/** Seed 002 §7 "POST salesTaxByProducts {sourceApp, footprint, zipCode, rateCodes}". */
export const shopSalesTaxBody = z.object({
  sourceApp: z.string().max(40).default('portal'),
  footprint: z.string().max(40).default('portal'),
  zipCode,
  rateCodes: z
    .array(z.string().regex(/^[A-Z0-9]{1,12}$/, ShopMessages.rateCodes), { error: ShopMessages.rateCodes })
    .min(1, ShopMessages.rateCodes)
    .max(SHOP_CART_MAX_LINES, ShopMessages.rateCodes),
});

export const shopSalesTax = z
  .object({
    zipCode,
    /** the rate of each code asked, in parts per million (88 750 is 8.875%); 0: not taxed */
    rates: z.array(z.object({ ratecode: z.string(), ratePpm: z.number().int().nonnegative() })),
  })
  .meta({ id: 'ShopSalesTax' });
export type ShopSalesTax = z.infer<typeof shopSalesTax>;

const productId = z
  .string()
  .regex(/^\d{1,9}$/, ShopMessages.productNotFound)
  .transform(Number);

export const shopRoutes = {
  shopProducts: defineRoute({
    method: 'GET',
    path: '/api/shop/products',
    summary: 'The product and subscription catalogue, in the price type asked (employee pricing when asked)',
    area: 'shop',
    access: 'public',
    query: z.object({ priceType: shopPriceType.optional() }),
    response: shopProductList,
  }),
  shopProduct: defineRoute({
    method: 'GET',
    path: '/api/shop/products/:productId',
    summary: 'One product of the catalogue with its models',
    area: 'shop',
    access: 'public',
    params: z.object({ productId }),
    query: z.object({ priceType: shopPriceType.optional() }),
    response: shopProduct,
  }),
  shopCart: defineRoute({
    method: 'GET',
    path: '/api/shop/cart',
    summary: "The session's cart, priced and taxed for a ZIP (the service address's by default)",
    area: 'shop',
    access: 'user',
    query: z.object({ zipCode: zipCode.optional() }),
    response: shopCart,
  }),
  shopCartSet: defineRoute({
    method: 'POST',
    path: '/api/shop/cart/items',
    summary: 'Sets how many of a model the cart holds (0 takes it out), capped by the product maximum',
    area: 'shop',
    access: 'user',
    body: shopCartSetBody,
    response: shopCart,
  }),
  shopCartEmpty: defineRoute({
    method: 'DELETE',
    path: '/api/shop/cart',
    summary: 'Empties the cart',
    area: 'shop',
    access: 'user',
    response: shopCart,
  }),
  shopSalesTax: defineRoute({
    method: 'POST',
    path: '/api/shop/sales-tax',
    summary: 'Sales tax rates for a ZIP code and rate codes (salesTaxByProducts)',
    area: 'shop',
    access: 'user',
    body: shopSalesTaxBody,
    response: shopSalesTax,
  }),
};
