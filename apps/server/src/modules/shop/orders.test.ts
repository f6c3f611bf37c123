import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY } from '../../platform/clock.ts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { shopOrdersService, SHOP_ORDER_STUCK_MS } from './orders-service.ts';
import { shopService } from './service.ts';
import { recordingGateway, saveTestCard } from './testing/checkout-gateway.ts';

const counter = recordingGateway();
let app: TestApp;

const accountOf = async (id: string) =>
  (
    await app.db.kysely
      .selectFrom('users')
      .select('account_number')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).account_number ?? '';

beforeAll(async () => {
  app = await createTestApp({ gateway: counter.gateway, env: { MAIL_CATCHER_PORT: '0' } });
  await saveTestCard(app.db.kysely, { id: 'pm_o_ok', accountNumber: await accountOf('jsmith') });
  await saveTestCard(app.db.kysely, {
    id: 'pm_o_decline',
    accountNumber: await accountOf('jsmith'),
    outcome: 'decline',
  });
  await saveTestCard(app.db.kysely, { id: 'pm_o_other', accountNumber: await accountOf('acmebiz') });
  await saveTestCard(app.db.kysely, { id: 'pm_o_late', accountNumber: await accountOf('latepay') });
});
afterAll(async () => app.close());
beforeEach(() => {
  counter.reset();
});

const as = async (id: string) => {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
};
const body = (methodId = 'pm_o_ok') => ({
  address: { kind: 'service' },
  payment: { kind: 'saved', methodId },
});
const place = (b: Browser, payload: object = body(), key: string = randomUUID()) =>
  b.post('/api/shop/orders', payload, { headers: { 'idempotency-key': key } });
const count = async (table: 'shop_orders' | 'shop_order_lines') =>
  Number(
    (
      await app.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const fill = async (b: Browser) => {
  expect((await b.post('/api/shop/cart/items', { sku: 'GW-AX6', quantity: 1 })).statusCode).toBe(200);
  return (await b.get('/api/shop/cart')).json();
};

describe('placing an order (seed 002 §7 placeOrder/submitOrder)', () => {
  it('prices the cart, charges it once, empties the cart and writes the confirmation', async () => {
    const b = await as('jsmith');
    const cart = await fill(b);
    const res = await place(b);
    expect(res.statusCode, res.body).toBe(200);
    const { order, message } = res.json();
    expect(message).toBe('Your order has been placed.');
    expect(order).toMatchObject({
      status: 'processing',
      paid: true,
      total: cart.total,
      tax: cart.tax,
      address: { zip: '11801' },
      paidWith: { last4: '4242' },
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ sku: 'GW-AX6', quantity: 1, cost: cart.lines[0].cost }),
    ]);
    expect(counter.calls).toHaveLength(1);
    expect(counter.calls[0]?.amountCents).toBe(cart.total);
    expect((await b.get('/api/shop/cart')).json().lines).toEqual([]);
    const mail = await app.db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', `shop:order:${order.number}`)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'email', recipient: 'jsmith@coax.example' });
    expect(mail[0]?.body).toContain(order.number);

    const list = await b.get('/api/shop/orders');
    expect(list.headers['cache-control']).toContain('no-store');
    expect(list.json().orders[0]).toEqual(order);
    const one = await b.get(`/api/shop/orders/${order.number}`);
    expect(one.statusCode).toBe(200);
    expect(one.headers['cache-control']).toContain('no-store');
    expect(one.json()).toEqual(order);
  });

  it('answers a retry with the same key with the same order, and charges nothing more', async () => {
    const b = await as('jsmith');
    await fill(b);
    const key = randomUUID();
    const first = await place(b, body(), key);
    const orders = await count('shop_orders');
    const again = await place(b, body(), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(counter.calls).toHaveLength(1);
    expect(await count('shop_orders')).toBe(orders);
  });

  it('two requests at once make one order and one charge, with one key or two', async () => {
    const b = await as('jsmith');
    for (const keys of [
      ['same-key-' + randomUUID(), ''],
      [randomUUID(), randomUUID()],
    ]) {
      counter.reset();
      await fill(b);
      const before = await count('shop_orders');
      const [k1, k2] = [keys[0] ?? '', keys[1] || keys[0] || ''];
      const all = await Promise.all([place(b, body(), k1), place(b, body(), k2)]);
      const ok = all.filter((r) => r.statusCode === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      const numbers = new Set(ok.map((r) => r.json().order.number));
      expect(numbers.size).toBe(1);
      for (const r of all.filter((x) => x.statusCode !== 200)) {
        expect(['shop.order.empty-cart', 'request.idempotency.in-progress']).toContain(r.json().error.reason);
      }
      expect(await count('shop_orders')).toBe(before + 1);
      expect(counter.charged.size).toBe(1);
    }
  });

  it('a declined card makes no order and gives the cart back, with a stable reason', async () => {
    const b = await as('jsmith');
    const cart = await fill(b);
    const before = await count('shop_orders');
    const lines = await count('shop_order_lines');
    const res = await place(b, body('pm_o_decline'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.reason).toBe('shop.order.declined');
    expect(await count('shop_orders')).toBe(before);
    expect(await count('shop_order_lines')).toBe(lines);
    expect((await b.get('/api/shop/cart')).json().lines).toEqual(cart.lines);
    await b.request({ method: 'DELETE', url: '/api/shop/cart' });
  });

  it('a processor failure gives the cart back and lets the same key try again', async () => {
    const b = await as('jsmith');
    await fill(b);
    const before = await count('shop_orders');
    const key = randomUUID();
    counter.failNext('error');
    const failed = await place(b, body(), key);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.reason).toBe('shop.order.processor-unavailable');
    expect(await count('shop_orders')).toBe(before);
    expect((await b.get('/api/shop/cart')).json().lines).toHaveLength(1);
    const retried = await place(b, body(), key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().order.paid).toBe(true);
    expect(counter.charged.size).toBe(1);
  });

  it('a processor that does not answer leaves the order waiting for confirmation, answered alike', async () => {
    const b = await as('jsmith');
    await fill(b);
    const key = randomUUID();
    counter.failNext('throw');
    const first = await place(b, body(), key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      order: { paid: false },
      message: 'Your order is being confirmed with the card issuer.',
    });
    expect(app.logs()).toContain('the processor did not answer');
    const again = await place(b, body(), key);
    expect(again.json()).toEqual(first.json());
    expect(counter.calls).toHaveLength(1);
    expect((await b.get('/api/shop/cart')).json().lines).toEqual([]);

    // the job charges it again with the same reference, and places it once
    const { db, clock } = { db: app.db.kysely, clock: app.clock };
    const orders = shopOrdersService({
      db,
      clock,
      gateway: counter.gateway,
      shop: shopService({ db, clock }),
      brand: 'Coax',
      log: { warn: () => undefined },
      decryptCard: null,
    });
    const number = first.json().order.number;
    expect(await orders.finishStuck(clock.now())).toBe(0);
    const later = clock.now() + SHOP_ORDER_STUCK_MS + 1;
    expect(await orders.finishStuck(later)).toBe(1);
    expect(await orders.finishStuck(later)).toBe(0);
    expect(counter.charged.size).toBe(1);
    expect((await b.get(`/api/shop/orders/${number}`)).json().paid).toBe(true);
    const mail = await db
      .selectFrom('outbox')
      .select('id')
      .where('topic', '=', `shop:order:${number}`)
      .execute();
    expect(mail).toHaveLength(1);
  });

  it("refuses another account's method, an empty cart, a visitor, and no key", async () => {
    const b = await as('jsmith');
    await fill(b);
    const other = await place(b, body('pm_o_other'));
    expect(other.statusCode).toBe(404);
    expect(other.json().error.reason).toBe('shop.order.method-not-found');
    await b.request({ method: 'DELETE', url: '/api/shop/cart' });
    const empty = await place(b);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.reason).toBe('shop.order.empty-cart');
    expect((await place(new Browser(app))).statusCode).toBe(401);
    expect((await b.post('/api/shop/orders', body())).json().error.reason).toBe(
      'request.idempotency.missing',
    );
    expect(counter.calls).toHaveLength(0);
  });

  it("lets only an id with bill pay charge the account's saved methods", async () => {
    const kid = await as('jsmith.kid');
    await fill(kid);
    const refused = await place(kid);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.reason).toBe('session.not-primary');
    expect(counter.calls).toHaveLength(0);
    expect((await kid.get('/api/shop/cart')).json().lines.length).toBeGreaterThan(0);
    await kid.request({ method: 'DELETE', url: '/api/shop/cart' });
  });

  it('checks a shipping address: state, ZIP, a ZIP without tax', async () => {
    const b = await as('jsmith');
    await fill(b);
    const ship = (a: object) => place(b, { ...body(), address: { kind: 'shipping', ...a } });
    const good = { street: '1 Main St', city: 'Hicksville', state: 'NY', zip: '11801' };
    expect((await ship({ ...good, state: 'XX' })).statusCode).toBe(400);
    expect((await ship({ ...good, zip: '118' })).statusCode).toBe(400);
    expect((await ship({ ...good, street: ' ' })).statusCode).toBe(400);
    expect((await ship({ ...good, zip: '99999' })).json().error.reason).toBe('shop.tax.zip-not-served');
    const res = await ship(good);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.address).toEqual({
      line1: '1 Main St',
      line2: null,
      city: 'Hicksville',
      state: 'NY',
      zip: '11801',
    });
  });

  it('an agent places an order for the subscriber acted for, and not before choosing one', async () => {
    const agent = await as('agent1');
    expect((await place(agent, body('pm_o_late'))).statusCode).toBe(403);
    expect((await agent.post('/api/csr/act-for', { id: 'latepay' })).statusCode).toBe(200);
    await fill(agent);
    const res = await place(agent, body('pm_o_late'));
    expect(res.statusCode, res.body).toBe(200);
    const self = await as('latepay');
    expect((await self.get('/api/shop/orders')).json().orders[0].number).toBe(res.json().order.number);
  });
});

describe('orders (seed 002 §7 getOrderDetail, nest/orders, getOrdersByStatus)', () => {
  it("never shows another subscriber's order, and moves status with the clock", async () => {
    const b = await as('jsmith');
    await fill(b);
    const { order } = (await place(b)).json();
    const other = await as('acmebiz');
    expect((await other.get(`/api/shop/orders/${order.number}`)).statusCode).toBe(404);
    expect((await other.get(`/api/shop/orders/${order.number}`)).json().error.reason).toBe(
      'shop.order.not-found',
    );
    const theirs = (await other.get('/api/shop/orders')).json().orders;
    expect(theirs.map((o: { number: string }) => o.number)).not.toContain(order.number);
    expect((await b.get('/api/shop/orders/nope!')).statusCode).toBe(400);

    // a new sign-in after each jump: a session does not last days
    app.clock.advance(DAY);
    const later = await as('jsmith');
    expect((await later.get(`/api/shop/orders/${order.number}`)).json().status).toBe('shipped');
    app.clock.advance(2 * DAY);
    const after = await as('jsmith');
    expect((await after.get(`/api/shop/orders/${order.number}`)).json().status).toBe('delivered');
    const list = (await after.get('/api/shop/orders')).json().orders;
    const placed = list.map((o: { placedAt: number }) => o.placedAt);
    expect([...placed].sort((x, y) => y - x)).toEqual(placed);
  });
});
