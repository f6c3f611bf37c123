import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../platform/clock.ts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { recordingGateway, saveTestCard } from './testing/checkout-gateway.ts';

// getOrdersByStatus (the status filter) and updateReviewStatus (seed 002 §7).

const counter = recordingGateway();
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ gateway: counter.gateway, env: { MAIL_CATCHER_PORT: '0' } });
  for (const id of ['jsmith', 'mgarcia']) {
    const user = await app.db.kysely
      .selectFrom('users')
      .select('account_number')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await saveTestCard(app.db.kysely, { id: `pm_r_${id}`, accountNumber: user.account_number ?? '' });
  }
});
afterAll(async () => app.close());

const as = async (id: string) => {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
};
/** Places one gateway as an order for `id`; answers its number. */
const orderFor = async (id: string): Promise<string> => {
  const b = await as(id);
  expect((await b.post('/api/shop/cart/items', { sku: 'GW-AX6', quantity: 1 })).statusCode).toBe(200);
  const res = await b.post(
    '/api/shop/orders',
    { address: { kind: 'service' }, payment: { kind: 'saved', methodId: `pm_r_${id}` } },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order.number;
};
const numbers = async (b: Browser, query = '') =>
  ((await b.get(`/api/shop/orders${query}`)).json().orders as Array<{ number: string }>).map((o) => o.number);

describe('getOrdersByStatus and updateReviewStatus', () => {
  it('filters by the status the clock gives, and takes a review only once delivered', async () => {
    const oldest = await orderFor('jsmith');
    app.clock.advance(2 * DAY);
    const middle = await orderFor('jsmith');
    app.clock.advance(DAY + 1);
    const newest = await orderFor('jsmith');
    // now: oldest is 3 days + 1 ms old (delivered), middle a day + 1 ms (shipped), newest new
    const b = await as('jsmith');
    expect(await numbers(b, '?status=delivered')).toEqual([oldest]);
    expect(await numbers(b, '?status=shipped')).toEqual([middle]);
    expect(await numbers(b, '?status=processing')).toEqual([newest]);
    expect(await numbers(b)).toEqual([newest, middle, oldest]);
    const bad = await b.get('/api/shop/orders?status=lost');
    expect(bad.statusCode).toBe(400);

    // not delivered yet: refused with a stable reason, nothing written
    const early = await b.post(`/api/shop/orders/${middle}/review`, { status: 'reviewed', rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.reason).toBe('shop.order.review-not-delivered');
    expect((await b.get(`/api/shop/orders/${middle}`)).json().review).toEqual({
      status: 'pending',
      rating: null,
    });

    // delivered: rated, then changed to no thanks, then rated again
    const rated = await b.post(`/api/shop/orders/${oldest}/review`, { status: 'reviewed', rating: 4 });
    expect(rated.statusCode, rated.body).toBe(200);
    expect(rated.json().review).toEqual({ status: 'reviewed', rating: 4 });
    expect((await b.get(`/api/shop/orders/${oldest}`)).json().review).toEqual({
      status: 'reviewed',
      rating: 4,
    });
    await b.post(`/api/shop/orders/${oldest}/review`, { status: 'dismissed' });
    expect((await b.get(`/api/shop/orders/${oldest}`)).json().review).toEqual({
      status: 'dismissed',
      rating: null,
    });
  });

  it('refuses stars out of range, a stranger, and a visitor', async () => {
    const mine = await orderFor('jsmith');
    app.clock.advance(3 * DAY);
    const b = await as('jsmith');
    for (const body of [
      { status: 'reviewed', rating: 0 },
      { status: 'reviewed', rating: 6 },
      { status: 'reviewed', rating: 2.5 },
      { status: 'reviewed' },
      { status: 'liked' },
    ]) {
      const res = await b.post(`/api/shop/orders/${mine}/review`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const stranger = await as('mgarcia');
    const theirs = await stranger.post(`/api/shop/orders/${mine}/review`, { status: 'reviewed', rating: 1 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.reason).toBe('shop.order.not-found');
    expect((await b.get(`/api/shop/orders/${mine}`)).json().review.status).toBe('pending');
    expect(await numbers(stranger, '?status=delivered')).not.toContain(mine);

    const visitor = new Browser(app);
    expect((await visitor.post(`/api/shop/orders/${mine}/review`, { status: 'dismissed' })).statusCode).toBe(
      401,
    );
    expect((await visitor.get('/api/shop/orders?status=delivered')).statusCode).toBe(401);
  });
});
