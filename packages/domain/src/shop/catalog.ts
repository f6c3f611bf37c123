import { HOUR_MS } from '../time.ts';

// Seed 002 §3 "Shop product" and "Cart line", §4 (cart cookie), §5 and §9 (Shop).

/** A shop product is a device bought once, or a subscription billed monthly. */
export const SHOP_PRODUCT_TYPES = ['product', 'subscription'] as const;
export type ShopProductType = (typeof SHOP_PRODUCT_TYPES)[number];

/** A cart line is a product, a subscription, or a promo (a bundle discount). */
export const SHOP_LINE_TYPES = ['product', 'subscription', 'promo'] as const;
export type ShopLineType = (typeof SHOP_LINE_TYPES)[number];

/** The price types a model is priced in; employee pricing applies only when it is asked for. */
export const SHOP_PRICE_TYPES = ['regular', 'employee'] as const;
export type ShopPriceType = (typeof SHOP_PRICE_TYPES)[number];

/** An opt_pricing discount is a percentage of the price or an amount off each unit. */
export const SHOP_DISCOUNT_TYPES = ['percentage', 'price'] as const;
export type ShopDiscountType = (typeof SHOP_DISCOUNT_TYPES)[number];

/** Seed 002 §9: "default max quantity 50". */
export const SHOP_DEFAULT_MAX_QUANTITY = 50;
/** Seed 002 §9: "hardware discount on at most 10 units per line". */
export const SHOP_DISCOUNTED_UNITS_PER_LINE = 10;
/** The subscription maximum: a subscription is held once per account. */
export const SHOP_SUBSCRIPTION_MAX_QUANTITY = 1;
/** Seed 002 §4, §9: "cart cookie 1 hour". */
export const SHOP_CART_TTL_MS = HOUR_MS;
/** The cart cookie's name. */
export const SHOP_CART_COOKIE = 'coax_cart';
/** The longest a cart gets (distinct models). */
export const SHOP_CART_MAX_LINES = 30;

export const ShopMessages = {
  /** seed 002 §6, §8 */
  noSession: 'No session. Login required.',
  productNotFound: 'That product is not in the shop.',
  modelNotFound: 'That model is not in the shop.',
  quantity: 'The quantity is a whole number from 1 to 50.',
  tooManyLines: 'The cart holds at most 30 different items.',
  zipNotServed: 'We do not have sales tax for that ZIP code.',
  zipFormat: 'Please enter a valid 5-digit ZIP code.',
  rateCodes: 'rateCodes is a list of rate codes.',
} as const;

/** One opt_pricing entry of a model: the rate code and discount for one price type. */
export interface ShopOptPricing {
  type: ShopPriceType;
  /** percentage: whole percent; price: cents off each unit */
  discount: number;
  discountType: ShopDiscountType;
  ratecode: string;
}

/** What the cart maths needs of a model (all money integer cents). */
export interface ShopModelPricing {
  sku: string;
  name: string;
  priceCents: number;
  salePriceCents: number | null;
  promoPriceCents: number | null;
  onSale: boolean;
  optPricing: ShopOptPricing[];
}

/** What the cart maths needs of a product. */
export interface ShopProductPricing {
  id: number;
  name: string;
  type: ShopProductType;
  maxQuantity: number;
  /** discount_percent_when_offered_with_other_items; 0 when none */
  bundlePercent: number;
  /** skus_with_which_this_item_is_offered_as_discounted */
  bundleSkus: string[];
  /** max_discounted_items_per_order; null: no limit beyond the 10 units of a line */
  maxDiscountedPerOrder: number | null;
}

/** The unit price a model sells at: the promo price, else the sale price while on sale, else the price. */
export function unitPriceOf(m: ShopModelPricing): number {
  if (m.promoPriceCents !== null) return m.promoPriceCents;
  if (m.onSale && m.salePriceCents !== null) return m.salePriceCents;
  return m.priceCents;
}

/** The opt_pricing entry for a price type; the regular entry when the model has none for it. */
export function optPricingFor(m: ShopModelPricing, priceType: ShopPriceType): ShopOptPricing | null {
  return (
    m.optPricing.find((o) => o.type === priceType) ?? m.optPricing.find((o) => o.type === 'regular') ?? null
  );
}

/** Seed 002 §5: quantity is capped by max_quantity (default 50) and the subscription maximum. */
export function maxQuantityOf(p: Pick<ShopProductPricing, 'type' | 'maxQuantity'>): number {
  const max = p.maxQuantity > 0 ? p.maxQuantity : SHOP_DEFAULT_MAX_QUANTITY;
  return p.type === 'subscription' ? Math.min(max, SHOP_SUBSCRIPTION_MAX_QUANTITY) : max;
}

/** Money is rounded to whole cents, halves away from zero (seed 002 §5 "rounded to two decimals"). */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** The discount on one unit of a price, as a percentage or an amount off, never more than the price. */
export function unitDiscountOf(unitCents: number, discount: number, type: ShopDiscountType): number {
  const off = type === 'percentage' ? roundCents((unitCents * discount) / 100) : discount;
  return Math.max(0, Math.min(unitCents, off));
}
