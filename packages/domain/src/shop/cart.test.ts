import { describe, expect, it } from 'vitest';
import { priceCart, type ShopCartItem } from './cart.ts';
import {
  maxQuantityOf,
  roundCents,
  unitDiscountOf,
  unitPriceOf,
  type ShopModelPricing,
  type ShopProductPricing,
} from './catalog.ts';

const product = (over: Partial<ShopProductPricing>): ShopProductPricing => ({
  id: 1,
  name: 'Gateway',
  type: 'product',
  maxQuantity: 50,
  bundlePercent: 0,
  bundleSkus: [],
  maxDiscountedPerOrder: null,
  ...over,
});
const model = (over: Partial<ShopModelPricing>): ShopModelPricing => ({
  sku: 'GW-1',
  name: 'Wi-Fi 6',
  priceCents: 14999,
  salePriceCents: null,
  promoPriceCents: null,
  onSale: false,
  optPricing: [
    { type: 'regular', discount: 0, discountType: 'percentage', ratecode: 'HW' },
    { type: 'employee', discount: 20, discountType: 'percentage', ratecode: 'HW' },
  ],
  ...over,
});

const gateway = product({});
const gatewayModel = model({});
const mesh = product({
  id: 2,
  name: 'Mesh kit',
  bundlePercent: 15,
  bundleSkus: ['GW-1'],
  maxDiscountedPerOrder: 1,
});
const meshModel = model({
  sku: 'MK-2',
  name: '2-pack',
  priceCents: 29999,
  salePriceCents: 24999,
  onSale: true,
});
const security = product({ id: 3, name: 'Security', type: 'subscription' });
const securityModel = model({
  sku: 'SEC-M',
  name: 'Monthly',
  priceCents: 999,
  optPricing: [{ type: 'regular', discount: 0, discountType: 'percentage', ratecode: 'SUB' }],
});
// 8.875% on hardware, 4% on subscriptions
const rates = { HW: 88_750, SUB: 40_000 };

describe('cart maths (seed 002 §5, §9), worked by hand', () => {
  it('prices two gateways, a mesh kit with its bundle discount and a subscription', () => {
    const items: ShopCartItem[] = [
      { product: gateway, model: gatewayModel, quantity: 2 },
      { product: mesh, model: meshModel, quantity: 1 },
      { product: security, model: securityModel, quantity: 3 },
    ];
    const cart = priceCart(items, 'regular', rates);
    expect(cart.lines.map((l) => [l.type, l.sku, l.quantity, l.cost, l.tax, l.discount])).toEqual([
      // 2 × 149.99 = 299.98; tax 299.98 × 8.875% = 26.623 → 26.62
      ['product', 'GW-1', 2, 29998, 2662, 0],
      // on sale at 249.99; tax 22.1866 → 22.19
      ['product', 'MK-2', 1, 24999, 2219, 0],
      // 15% of 249.99 = 37.4985 → 37.50 off one unit (max 1 per order)
      ['promo', 'MK-2', 1, -3750, 0, 3750],
      // a subscription is held once: 3 asked, 1 kept; 9.99 × 4% = 0.3996 → 0.40
      ['subscription', 'SEC-M', 1, 999, 40, 0],
    ]);
    // 299.98 + 249.99 + 9.99 = 559.96; tax 49.21; total 559.96 + 49.21 − 37.50 = 571.67
    expect(cart).toMatchObject({ beforeTax: 55996, tax: 4921, discount: 3750, total: 57167 });
  });

  it('gives no bundle discount without one of the bundle skus in the cart', () => {
    const cart = priceCart([{ product: mesh, model: meshModel, quantity: 1 }], 'regular', rates);
    expect(cart.lines.map((l) => l.type)).toEqual(['product']);
    expect(cart.discount).toBe(0);
  });

  it.each([
    // asked, kept, employee discount: 20% of 149.99 = 30.00 (29.998) on at most 10 units
    [1, 1, 3000],
    [10, 10, 30000],
    [12, 12, 30000],
    [50, 50, 30000],
    [60, 50, 30000],
  ])('with employee pricing, %i gateways asked keeps %i and takes %i off', (asked, kept, off) => {
    const cart = priceCart([{ product: gateway, model: gatewayModel, quantity: asked }], 'employee', rates);
    expect(cart.lines[0]).toMatchObject({ quantity: kept, discount: off, priceType: 'employee' });
    expect(cart.total).toBe(cart.beforeTax + cart.tax - off);
  });

  it('caps the promo at max_discounted_items_per_order across lines of the product', () => {
    const kit = product({ ...mesh, maxDiscountedPerOrder: 2 });
    const threePack = model({ sku: 'MK-3', name: '3-pack', priceCents: 39999 });
    const cart = priceCart(
      [
        { product: gateway, model: gatewayModel, quantity: 1 },
        { product: kit, model: threePack, quantity: 3 },
        { product: kit, model: meshModel, quantity: 1 },
      ],
      'regular',
      rates,
    );
    const promos = cart.lines.filter((l) => l.type === 'promo');
    // 15% of 399.99 = 59.9985 → 60.00, on 2 of the 3 units; the 2-pack line gets none
    expect(promos.map((l) => [l.sku, l.quantity, l.price, l.cost])).toEqual([['MK-3', 2, -6000, -12000]]);
  });

  it('applies the bundle percent after the price-type discount, on at most 10 units', () => {
    const kit = product({ ...mesh, maxDiscountedPerOrder: null });
    const cart = priceCart(
      [
        { product: gateway, model: gatewayModel, quantity: 1 },
        { product: kit, model: meshModel, quantity: 12 },
      ],
      'employee',
      rates,
    );
    // 249.99 − 20% (50.00, from 49.998) = 199.99; 15% of it = 29.9985 → 30.00; 10 units
    const promo = cart.lines.find((l) => l.type === 'promo');
    expect(promo).toMatchObject({ quantity: 10, price: -3000, cost: -30000, discount: 30000 });
  });

  it('takes an amount off each unit, never more than the unit', () => {
    expect(unitDiscountOf(1999, 500, 'price')).toBe(500);
    expect(unitDiscountOf(300, 500, 'price')).toBe(300);
    expect(unitDiscountOf(1999, 20, 'percentage')).toBe(400);
  });

  it('leaves a rate code with no rate untaxed', () => {
    const cart = priceCart([{ product: gateway, model: gatewayModel, quantity: 1 }], 'regular', {});
    expect(cart).toMatchObject({ beforeTax: 14999, tax: 0, total: 14999 });
  });
});

describe('unit price, maximum and rounding', () => {
  it.each([
    [model({ promoPriceCents: 9999, salePriceCents: 12999, onSale: true }), 9999],
    [model({ salePriceCents: 12999, onSale: true }), 12999],
    [model({ salePriceCents: 12999, onSale: false }), 14999],
    [model({}), 14999],
  ])('sells at the promo, else the sale (while on sale), else the price (%#)', (m, cents) => {
    expect(unitPriceOf(m)).toBe(cents);
  });

  it.each([
    ['product', 0, 50],
    ['product', 4, 4],
    ['subscription', 50, 1],
  ] as const)('a %s with max_quantity %i holds at most %i', (type, max, held) => {
    expect(maxQuantityOf({ type, maxQuantity: max })).toBe(held);
  });

  it.each([
    [2.5, 3],
    [2.4999, 2],
    [-2.5, -3],
    [0, 0],
  ])('rounds %d cents to %d', (v, r) => {
    expect(roundCents(v) + 0).toBe(r);
  });
});

describe('cart lines: empty items, models without opt_pricing and bundle rules', () => {
  it('leaves out an item asked with no units or fewer', () => {
    const cart = priceCart(
      [
        { product: gateway, model: gatewayModel, quantity: 0 },
        { product: mesh, model: meshModel, quantity: -2 },
        { product: security, model: securityModel, quantity: 1 },
      ],
      'regular',
      rates,
    );
    expect(cart.lines.map((l) => [l.sku, l.quantity])).toEqual([['SEC-M', 1]]);
    expect(cart).toMatchObject({ beforeTax: 999, tax: 40, discount: 0, total: 1039 });
  });

  it('prices a model with no opt_pricing at the regular price type, with no rate code and no tax', () => {
    const bare = model({ optPricing: [] });
    const cart = priceCart([{ product: gateway, model: bare, quantity: 2 }], 'employee', rates);
    expect(cart.lines).toEqual([
      {
        productId: 1,
        name: 'Gateway',
        type: 'product',
        option: 'Wi-Fi 6',
        sku: 'GW-1',
        price: 14999,
        salePrice: null,
        promoPrice: null,
        quantity: 2,
        ratecode: '',
        priceType: 'regular',
        tax: 0,
        cost: 29998,
        discount: 0,
      },
    ]);
  });

  it('gives the bundle promo of a model with no opt_pricing at the regular price type, with no rate code', () => {
    const bareKit = model({ ...meshModel, optPricing: [] });
    const cart = priceCart(
      [
        { product: gateway, model: gatewayModel, quantity: 1 },
        { product: mesh, model: bareKit, quantity: 1 },
      ],
      'employee',
      rates,
    );
    // 15% of 249.99 = 37.4985 → 37.50
    expect(cart.lines[2]).toEqual({
      productId: 2,
      name: 'Mesh kit',
      type: 'promo',
      option: '2-pack',
      sku: 'MK-2',
      price: -3750,
      salePrice: null,
      promoPrice: null,
      quantity: 1,
      ratecode: '',
      priceType: 'regular',
      tax: 0,
      cost: -3750,
      discount: 3750,
    });
  });

  it('gives the bundle promo line the price type and rate code of its item', () => {
    const cart = priceCart(
      [
        { product: gateway, model: gatewayModel, quantity: 1 },
        { product: mesh, model: meshModel, quantity: 1 },
      ],
      'employee',
      rates,
    );
    // 249.99 − 20% (50.00) = 199.99; 15% of it = 29.9985 → 30.00
    expect(cart.lines[2]).toMatchObject({
      type: 'promo',
      priceType: 'employee',
      ratecode: 'HW',
      price: -3000,
    });
  });

  it('gives the bundle promo when any one of the bundle skus is in the cart', () => {
    const kit = product({ ...mesh, bundleSkus: ['EXT-9', 'GW-1'] });
    const cart = priceCart(
      [
        { product: gateway, model: gatewayModel, quantity: 1 },
        { product: kit, model: meshModel, quantity: 1 },
      ],
      'regular',
      rates,
    );
    expect(cart.lines.map((l) => [l.type, l.sku])).toEqual([
      ['product', 'GW-1'],
      ['product', 'MK-2'],
      ['promo', 'MK-2'],
    ]);
  });

  it('does not count the item itself as the other item of its bundle', () => {
    const kit = product({ ...mesh, bundleSkus: ['MK-2'] });
    const cart = priceCart([{ product: kit, model: meshModel, quantity: 2 }], 'regular', rates);
    expect(cart.lines.map((l) => l.type)).toEqual(['product']);
    expect(cart.discount).toBe(0);
  });

  it('gives no promo line when the bundle percent comes to less than half a cent a unit', () => {
    // 15% of 0.03 = 0.0045 → 0.00
    const penny = model({ sku: 'MK-P', name: 'Sample', priceCents: 3 });
    const cart = priceCart(
      [
        { product: gateway, model: gatewayModel, quantity: 1 },
        { product: mesh, model: penny, quantity: 1 },
      ],
      'regular',
      rates,
    );
    expect(cart.lines.map((l) => [l.type, l.sku])).toEqual([
      ['product', 'GW-1'],
      ['product', 'MK-P'],
    ]);
    expect(cart.discount).toBe(0);
  });
});
