import {
  maxQuantityOf,
  optPricingFor,
  roundCents,
  SHOP_DISCOUNTED_UNITS_PER_LINE,
  unitDiscountOf,
  unitPriceOf,
  type ShopLineType,
  type ShopModelPricing,
  type ShopPriceType,
  type ShopProductPricing,
} from './catalog.ts';

/** One item the person put in the cart. */
export interface ShopCartItem {
  product: ShopProductPricing;
  model: ShopModelPricing;
  quantity: number;
}

/** Seed 002 §3 "Cart line", money in cents, with the line's discount. */
export interface ShopCartLine {
  productId: number;
  name: string;
  type: ShopLineType;
  /** the model's name */
  option: string;
  sku: string;
  price: number;
  salePrice: number | null;
  promoPrice: number | null;
  quantity: number;
  ratecode: string;
  priceType: ShopPriceType;
  tax: number;
  /** unit price × quantity (negative for a promo line) */
  cost: number;
  /** the price type's discount on this line (at most 10 units) */
  discount: number;
}

export interface ShopCartTotals {
  lines: ShopCartLine[];
  /** the products and subscriptions before tax and discounts */
  beforeTax: number;
  tax: number;
  /** price-type discounts and bundle promos */
  discount: number;
  /** before-tax + tax − discount; negative is a credit */
  total: number;
}

/** Tax rates by rate code in parts per million (88 750 is 8.875%); a code not listed is not taxed. */
export type ShopTaxRates = Readonly<Record<string, number>>;

const taxOf = (cost: number, ratePpm: number) => roundCents((cost * ratePpm) / 1_000_000);

/**
 * The cart's lines and totals (seed 002 §3, §5, §9). Each item is capped at its product's
 * maximum; the price type's discount applies to at most 10 units of a line; a product offered at
 * a discount with other items gets a promo line when one of those items is in the cart, for at
 * most its max_discounted_items_per_order units in the order (and 10 per line). Tax is charged on
 * each line's cost at its rate code's rate; total = before-tax + tax − discount.
 */
export function priceCart(
  items: readonly ShopCartItem[],
  priceType: ShopPriceType,
  rates: ShopTaxRates,
): ShopCartTotals {
  const lines: ShopCartLine[] = [];
  const skusInCart = new Set(items.map((i) => i.model.sku));
  const promoUsed = new Map<number, number>();
  for (const { product, model, quantity: asked } of items) {
    const quantity = Math.max(0, Math.min(asked, maxQuantityOf(product)));
    if (quantity === 0) continue;
    const unit = unitPriceOf(model);
    const opt = optPricingFor(model, priceType);
    const ratecode = opt?.ratecode ?? '';
    const unitOff = opt ? unitDiscountOf(unit, opt.discount, opt.discountType) : 0;
    const discounted = Math.min(quantity, SHOP_DISCOUNTED_UNITS_PER_LINE);
    const cost = unit * quantity;
    lines.push({
      productId: product.id,
      name: product.name,
      type: product.type,
      option: model.name,
      sku: model.sku,
      price: model.priceCents,
      salePrice: model.onSale ? model.salePriceCents : null,
      promoPrice: model.promoPriceCents,
      quantity,
      ratecode,
      priceType: opt?.type ?? 'regular',
      tax: taxOf(cost, rates[ratecode] ?? 0),
      cost,
      discount: unitOff * discounted,
    });
    const bundled = product.bundleSkus.some((s) => s !== model.sku && skusInCart.has(s));
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a bundle percent of 0 or less gives a promoUnit of 0 below, so no promo line either way
    if (product.bundlePercent > 0 && bundled) {
      const used = promoUsed.get(product.id) ?? 0;
      const left = product.maxDiscountedPerOrder === null ? discounted : product.maxDiscountedPerOrder - used;
      const units = Math.max(0, Math.min(discounted, left));
      const promoUnit = unitDiscountOf(unit - unitOff, product.bundlePercent, 'percentage');
      if (units > 0 && promoUnit > 0) {
        promoUsed.set(product.id, used + units);
        lines.push({
          productId: product.id,
          name: product.name,
          type: 'promo',
          option: model.name,
          sku: model.sku,
          price: -promoUnit,
          salePrice: null,
          promoPrice: null,
          quantity: units,
          ratecode,
          priceType: opt?.type ?? 'regular',
          tax: 0,
          cost: -promoUnit * units,
          discount: promoUnit * units,
        });
      }
    }
  }
  const sum = (f: (l: ShopCartLine) => number, ls = lines) => ls.reduce((a, l) => a + f(l), 0);
  const goods = lines.filter((l) => l.type !== 'promo');
  const beforeTax = sum((l) => l.cost, goods);
  const tax = sum((l) => l.tax);
  const discount = sum((l) => l.discount);
  return { lines, beforeTax, tax, discount, total: beforeTax + tax - discount };
}
