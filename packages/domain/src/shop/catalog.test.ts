import { describe, expect, it } from 'vitest';
import {
  optPricingFor,
  SHOP_CART_COOKIE,
  SHOP_CART_MAX_LINES,
  SHOP_CART_TTL_MS,
  SHOP_DEFAULT_MAX_QUANTITY,
  SHOP_DISCOUNTED_UNITS_PER_LINE,
  SHOP_SUBSCRIPTION_MAX_QUANTITY,
  unitPriceOf,
  type ShopModelPricing,
  type ShopOptPricing,
} from './catalog.ts';

const regular: ShopOptPricing = { type: 'regular', discount: 0, discountType: 'percentage', ratecode: 'HW' };
const employee: ShopOptPricing = {
  type: 'employee',
  discount: 20,
  discountType: 'percentage',
  ratecode: 'HW-E',
};

const model = (over: Partial<ShopModelPricing>): ShopModelPricing => ({
  sku: 'GW-1',
  name: 'Wi-Fi 6',
  priceCents: 14999,
  salePriceCents: null,
  promoPriceCents: null,
  onSale: false,
  optPricing: [regular, employee],
  ...over,
});

describe('shop constants (seed 002 §4, §9)', () => {
  it('keeps the cart in the coax_cart cookie for one hour', () => {
    expect(SHOP_CART_COOKIE).toBe('coax_cart');
    expect(SHOP_CART_TTL_MS).toBe(3_600_000);
  });

  it('holds 50 units by default, 1 of a subscription, 30 distinct items, and discounts 10 units a line', () => {
    expect(SHOP_DEFAULT_MAX_QUANTITY).toBe(50);
    expect(SHOP_SUBSCRIPTION_MAX_QUANTITY).toBe(1);
    expect(SHOP_CART_MAX_LINES).toBe(30);
    expect(SHOP_DISCOUNTED_UNITS_PER_LINE).toBe(10);
  });
});

describe('unitPriceOf', () => {
  it('sells a model on sale with no sale price at its price', () => {
    expect(unitPriceOf(model({ onSale: true, salePriceCents: null }))).toBe(14999);
  });
});

describe('optPricingFor', () => {
  it('answers the entry of the price type asked for', () => {
    expect(optPricingFor(model({}), 'employee')).toBe(employee);
    expect(optPricingFor(model({}), 'regular')).toBe(regular);
    expect(optPricingFor(model({ optPricing: [employee, regular] }), 'regular')).toBe(regular);
  });

  it('falls back to the regular entry when the model has none for the price type', () => {
    expect(optPricingFor(model({ optPricing: [regular] }), 'employee')).toBe(regular);
  });

  it('answers null when the model has neither the price type nor a regular entry', () => {
    expect(optPricingFor(model({ optPricing: [employee] }), 'regular')).toBeNull();
    expect(optPricingFor(model({ optPricing: [] }), 'employee')).toBeNull();
  });
});
