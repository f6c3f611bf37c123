import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../platform/clock.ts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const as = async (id: string) => {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
};
const req = (b: Browser, method: 'GET' | 'DELETE', url: string) => b.request({ method, url });

describe('catalogue (seed 002 §3 Shop product)', () => {
  it('lists products and subscriptions with every field, to a visitor too', async () => {
    const res = await new Browser(app).get('/api/shop/products');
    expect(res.statusCode).toBe(200);
    const { products } = res.json();
    expect(products.length).toBeGreaterThanOrEqual(10);
    const mesh = products.find((p: { id: number }) => p.id === 102);
    expect(mesh).toMatchObject({
      name: { en: 'Whole-Home Mesh Kit', es: 'Kit de malla para toda la casa' },
      type: 'product',
      max_quantity: 5,
      discount_percent_when_offered_with_other_items: 15,
      skus_with_which_this_item_is_offered_as_discounted: ['GW-AX6', 'GW-AX6E'],
      max_discounted_items_per_order: 2,
      salePrice: 24999,
      onSale: true,
      images: ['/shop-images/mesh-kit.svg'],
    });
    expect(mesh.options.models[0]).toEqual({
      name: { en: '2-pack', es: 'Paquete de 2' },
      sku: 'MK-2',
      price: 29999,
      priceType: 'regular',
      opt_pricing: [{ type: 'regular', discount: 0, discount_type: 'percentage', ratecode: 'HW' }],
      salePrice: 24999,
      promoPrice: null,
      onSale: true,
      unitPrice: 24999,
    });
    expect(products.filter((p: { type: string }) => p.type === 'subscription').length).toBe(3);
  });

  it('prices in employee pricing when asked (seed 002 §6)', async () => {
    const res = await new Browser(app).get('/api/shop/products/107?priceType=employee');
    expect(res.statusCode).toBe(200);
    // $29.99 less $5.00 off each unit
    expect(res.json().options.models[0]).toMatchObject({ priceType: 'employee', unitPrice: 2499 });
  });

  it.each([
    ['/api/shop/products/999', 404, 'shop.product.not-found'],
    ['/api/shop/products/abc', 400, 'input.format'],
    ['/api/shop/products?priceType=vip', 400, 'input.invalid'],
  ])('GET %s is refused with %i', async (url, status, reason) => {
    const res = await new Browser(app).get(url);
    expect(res.statusCode).toBe(status);
    if (status === 404) expect(res.json().error.reason).toBe(reason);
  });
});

describe('cart (seed 002 §3 Cart line, §4, §5)', () => {
  it("refuses a visitor with the seed's message", async () => {
    const b = new Browser(app);
    for (const res of [
      await b.get('/api/shop/cart'),
      await b.post('/api/shop/cart/items', { sku: 'GW-AX6', quantity: 1 }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('No session. Login required.');
    }
  });

  it('prices the journey cart for the service ZIP and sets the one-hour cookie', async () => {
    const b = await as('jsmith');
    await b.post('/api/shop/cart/items', { sku: 'GW-AX6', quantity: 2 });
    await b.post('/api/shop/cart/items', { sku: 'MK-2', quantity: 1 });
    const res = await b.post('/api/shop/cart/items', { sku: 'SUB-SEC', quantity: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json();
    expect(cart.zipCode).toBe('11801');
    expect(
      cart.lines.map((l: Record<string, unknown>) => [l.type, l.sku, l.quantity, l.cost, l.tax]),
    ).toEqual([
      // 299.98 at 8.625% = 25.873 → 25.87
      ['product', 'GW-AX6', 2, 29998, 2587],
      // 249.99 on sale; 21.561 → 21.56
      ['product', 'MK-2', 1, 24999, 2156],
      // 15% of 249.99 = 37.50 off
      ['promo', 'MK-2', 1, -3750, 0],
      // a subscription is held once; 19.99 at 8.625% = 1.724 → 1.72
      ['subscription', 'SUB-SEC', 1, 1999, 172],
    ]);
    // 569.96 + 49.15 − 37.50 = 581.61
    expect(cart).toMatchObject({ beforeTax: 56996, tax: 4915, discount: 3750, total: 58161 });
    expect(cart.expiresAt).toBe(app.clock.now() + HOUR);
    const cookie = res.cookies.find((c) => c.name === 'coax_cart');
    expect(cookie).toMatchObject({ value: '4', maxAge: 3600, path: '/' });

    // another ZIP: Jersey City taxes the subscription at 6.625%
    const nj = (await b.get('/api/shop/cart?zipCode=07302')).json();
    expect(nj.tax).toBe(1987 + 1656 + 132);
    expect((await req(b, 'DELETE', '/api/shop/cart')).json().lines).toEqual([]);
  });

  it('caps a quantity at the product maximum', async () => {
    const b = await as('mgarcia');
    const cart = (await b.post('/api/shop/cart/items', { sku: 'CAM-IN', quantity: 20 })).json();
    expect(cart.lines[0]).toMatchObject({ quantity: 8, maxQuantity: 8, price: 6999, promoPrice: 4999 });
    await req(b, 'DELETE', '/api/shop/cart');
  });

  it('empties a cart left an hour without a change', async () => {
    const b = await as('netonly');
    await b.post('/api/shop/cart/items', { sku: 'RM-VOICE', quantity: 2 });
    // the session stays alive (idle 30 minutes) while the cart waits
    app.clock.advance(HOUR / 2 - MINUTE);
    expect((await b.get('/api/shop/cart')).json().lines).toHaveLength(1);
    app.clock.advance(HOUR / 2 - MINUTE);
    expect((await b.get('/api/shop/cart')).json().lines).toHaveLength(1);
    app.clock.advance(2 * MINUTE);
    const res = await b.get('/api/shop/cart');
    expect(res.json()).toMatchObject({ lines: [], total: 0, expiresAt: null });
  });

  it.each([
    [{ sku: 'NOPE-1', quantity: 1 }, 404, 'shop.model.not-found'],
    [{ sku: 'GW-AX6', quantity: 51 }, 400, 'input.too-large'],
    [{ sku: 'GW-AX6', quantity: -1 }, 400, 'input.too-small'],
    [{ sku: 'GW-AX6', quantity: 1.5 }, 400, 'input.invalid-type'],
    [{ sku: 'gw; drop', quantity: 1 }, 400, 'input.format'],
    [{ sku: 'GW-AX6', quantity: 1, zipCode: '99999' }, 400, 'shop.tax.zip-not-served'],
    [{ sku: 'GW-AX6', quantity: 1, zipCode: '1180' }, 400, 'input.format'],
  ])('refuses %j with %i', async (body, status, reason) => {
    const b = await as('jsmith');
    const res = await b.post('/api/shop/cart/items', body);
    expect(res.statusCode, res.body).toBe(status);
    const err = res.json().error;
    expect(
      err.reason === reason || err.issues?.some((i: { reason: string }) => i.reason === reason),
      res.body,
    ).toBe(true);
  });

  it("keeps each subscriber's cart apart, and a household member has a cart of their own", async () => {
    const owner = await as('jsmith');
    await owner.post('/api/shop/cart/items', { sku: 'CAM-OUT', quantity: 1 });
    const kid = await as('jsmith.kid');
    expect((await kid.get('/api/shop/cart')).json().lines).toEqual([]);
    const other = await as('acmebiz');
    expect((await other.get('/api/shop/cart')).json()).toMatchObject({ lines: [], zipCode: '07302' });
    await req(owner, 'DELETE', '/api/shop/cart');
  });

  it('an agent shops for the subscriber acted for, and not before choosing one', async () => {
    const b = await as('agent1');
    expect((await b.get('/api/shop/cart')).statusCode).toBe(403);
    expect((await b.post('/api/csr/act-for', { id: 'latepay' })).statusCode).toBe(200);
    const cart = (await b.post('/api/shop/cart/items', { sku: 'SH-KIT', quantity: 1 })).json();
    expect(cart).toMatchObject({ zipCode: '11550', beforeTax: 19999 });
    const self = await as('latepay');
    expect((await self.get('/api/shop/cart')).json().lines).toHaveLength(1);
    await req(self, 'DELETE', '/api/shop/cart');
  });

  it('two concurrent adds of a new item keep one line', async () => {
    const b = await as('jmover');
    const all = await Promise.all(
      [1, 2, 3].map((n) => b.post('/api/shop/cart/items', { sku: 'MP-1', quantity: n })),
    );
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const cart = (await b.get('/api/shop/cart')).json();
    expect(cart.lines.filter((l: { type: string }) => l.type === 'product')).toHaveLength(1);
    await req(b, 'DELETE', '/api/shop/cart');
  });
});

describe('salesTaxByProducts (seed 002 §7)', () => {
  it('answers each rate code for the ZIP; a code the table lacks is not taxed', async () => {
    const b = await as('jsmith');
    const res = await b.post('/api/shop/sales-tax', {
      sourceApp: 'portal',
      footprint: 'east',
      zipCode: '10451',
      rateCodes: ['HW', 'SUBSTR'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      zipCode: '10451',
      rates: [
        { ratecode: 'HW', ratePpm: 88_750 },
        { ratecode: 'SUBSTR', ratePpm: 0 },
      ],
    });
  });

  it('refuses a ZIP the table lacks, an empty list, and a visitor', async () => {
    const b = await as('jsmith');
    expect(
      (await b.post('/api/shop/sales-tax', { zipCode: '99999', rateCodes: ['HW'] })).json().error.reason,
    ).toBe('shop.tax.zip-not-served');
    expect((await b.post('/api/shop/sales-tax', { zipCode: '11801', rateCodes: [] })).statusCode).toBe(400);
    expect(
      (await new Browser(app).post('/api/shop/sales-tax', { zipCode: '11801', rateCodes: ['HW'] }))
        .statusCode,
    ).toBe(401);
  });
});
