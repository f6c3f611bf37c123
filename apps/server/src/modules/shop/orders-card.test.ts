import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TABLES } from '../../db/seed/demo-tables.ts';
import { encryptCardFor } from '../../platform/payment-gateway/card-encryption.ts';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';

// A new card at checkout (seed 002 §7 "card number PGP-encrypted", §8 encryption failure): the
// browser encrypts it with the gateway's public key; the number is in no row and no log line.

const SANDBOX_CARD = '4242424242424242';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ env: { MAIL_CATCHER_PORT: '0', LOG_LEVEL: 'trace', LOG_SAMPLE_EVERY: '1' } });
});
afterAll(async () => app.close());

const as = async (id: string) => {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
};
const card = (number: string) => ({ number, expMonth: 12, expYear: 2099, name: 'Pat Smith', zip: '11801' });
const placeWith = (b: Browser, encrypted: string) =>
  b.post(
    '/api/shop/orders',
    { address: { kind: 'service' }, payment: { kind: 'card', encrypted } },
    { headers: { 'idempotency-key': randomUUID() } },
  );

describe('a new card encrypted for the gateway', () => {
  it('answers the public key to a subscriber, not to a visitor', async () => {
    const b = await as('jsmith');
    const res = await b.get('/api/shop/checkout-key');
    expect(res.statusCode).toBe(200);
    expect(res.json().armoredKey).toContain('-----BEGIN PGP PUBLIC KEY BLOCK-----');
    expect(res.json().armoredKey).not.toContain('PRIVATE');
    expect((await new Browser(app).get('/api/shop/checkout-key')).statusCode).toBe(401);
  });

  it('places an order with it, and the number is in no stored row and no log line', async () => {
    const b = await as('jsmith');
    const key = (await b.get('/api/shop/checkout-key')).json().armoredKey;
    await b.post('/api/shop/cart/items', { sku: 'GW-AX6', quantity: 1 });
    const res = await placeWith(b, await encryptCardFor(key, card(SANDBOX_CARD)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ paid: true, paidWith: { last4: '4242' } });
    for (const table of DEMO_TABLES) {
      const rows = await app.db.kysely.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows), table).not.toContain(SANDBOX_CARD);
    }
    expect(app.logs()).not.toContain(SANDBOX_CARD);
  });

  it('refuses a card the processor refuses, and a message it cannot open', async () => {
    const b = await as('jsmith');
    const key = (await b.get('/api/shop/checkout-key')).json().armoredKey;
    await b.post('/api/shop/cart/items', { sku: 'GW-AX6', quantity: 1 });
    const refused = await placeWith(b, await encryptCardFor(key, card('4000000000000069')));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.reason).toBe('shop.order.card-refused');

    const junk = '-----BEGIN PGP MESSAGE-----\n\n4242424242424242\n-----END PGP MESSAGE-----';
    const bad = await placeWith(b, junk);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      reason: 'shop.order.card-encryption',
      message: 'We could not encrypt your card details. Please try again or use a saved payment method.',
    });
    expect(app.logs()).toContain('card could not be decrypted');
    expect((await b.get('/api/shop/cart')).json().lines).toHaveLength(1);
    expect(app.logs()).not.toContain('4000000000000069');
  });
});
