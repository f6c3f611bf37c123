import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { HOUR } from '../../../platform/clock.ts';
import { canonicalJson, purgeExpiredIdempotencyKeys } from '../../../platform/http/idempotency.ts';
import { addTestCard, countingGateway } from './testing/counting-gateway.ts';

const JSMITH = '781245006201';
const counter = countingGateway();
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ gateway: counter.gateway, env: { MAIL_CATCHER_PORT: '0' } });
  await addTestCard(app.db.kysely, { id: 'pm_i_ok', accountNumber: JSMITH });
  await addTestCard(app.db.kysely, { id: 'pm_i_net', accountNumber: '781245006605' });
});
afterAll(async () => app.close());
beforeEach(() => {
  counter.reset();
  counter.setDelay(0);
});

const body = (amountCents = 1000) => ({ methodId: 'pm_i_ok', amountCents, payDate: 'now' });
const pay = (b: Browser, payload: object, key: string) =>
  b.post('/api/billing/payments', payload, { headers: { 'idempotency-key': key } });

async function signedIn(id = 'jsmith') {
  const b = new Browser(app);
  await b.signIn(id);
  return b;
}

const paymentCount = async () =>
  Number(
    (
      await app.db.kysely
        .selectFrom('payments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('Idempotency-Key on a payment', () => {
  it('answers a repeat with the first answer and charges nothing more', async () => {
    const b = await signedIn();
    const key = randomUUID();
    const first = await pay(b, body(), key);
    const balance = await app.db.kysely
      .selectFrom('account_balances')
      .selectAll()
      .where('account_number', '=', JSMITH)
      .executeTakeFirstOrThrow();
    const count = await paymentCount();
    const again = await pay(b, body(), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(counter.calls).toHaveLength(1);
    expect(await paymentCount()).toBe(count);
    expect(
      await app.db.kysely
        .selectFrom('account_balances')
        .selectAll()
        .where('account_number', '=', JSMITH)
        .executeTakeFirstOrThrow(),
    ).toEqual(balance);
  });

  it('hashes the body canonically: the same fields in another order are the same request', async () => {
    const b = await signedIn();
    const key = randomUUID();
    await pay(b, { methodId: 'pm_i_ok', amountCents: 1100, payDate: 'now' }, key);
    const again = await pay(b, { payDate: 'now', amountCents: 1100, methodId: 'pm_i_ok' }, key);
    expect(again.statusCode).toBe(200);
    expect(counter.calls).toHaveLength(1);
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });

  it('refuses the same key with a different request', async () => {
    const b = await signedIn();
    const key = randomUUID();
    await pay(b, body(1200), key);
    const other = await pay(b, body(1300), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toEqual({
      code: 'IDEMPOTENCY_CONFLICT',
      reason: 'request.idempotency.conflict',
      message: 'This request does not match the earlier one sent with the same key.',
    });
    expect(counter.calls).toHaveLength(1);
  });

  it('refuses a duplicate sent while the first is still running, and charges once', async () => {
    const b = await signedIn();
    counter.setDelay(150);
    const key = randomUUID();
    const answers = await Promise.all([0, 1, 2, 3].map(() => pay(b, body(1400), key)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json().error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    }
    expect(counter.calls).toHaveLength(1);
    // Once the first has finished, a repeat gets its answer.
    const later = await pay(b, body(1400), key);
    expect(later.statusCode).toBe(200);
    expect(later.json().payment.paymentId).toBe(
      answers.find((a) => a.statusCode === 200)?.json().payment.paymentId,
    );
  });

  it('keeps an answered 4xx: a repeat fails the same way without running', async () => {
    const b = await signedIn();
    const key = randomUUID();
    const first = await pay(b, { ...body(), methodId: 'pm_missing' }, key);
    expect(first.statusCode).toBe(404);
    // The method now exists, but the key's answer stands.
    await addTestCard(app.db.kysely, { id: 'pm_missing', accountNumber: JSMITH });
    const again = await pay(b, { ...body(), methodId: 'pm_missing' }, key);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(first.json());
    expect(counter.calls).toHaveLength(0);
  });

  it("scopes keys to the subscriber: another subscriber's same key is a different request", async () => {
    const key = randomUUID();
    const a = await pay(await signedIn('jsmith'), body(1500), key);
    const b = await pay(
      await signedIn('netonly'),
      { methodId: 'pm_i_net', amountCents: 1500, payDate: 'now' },
      key,
    );
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().payment.paymentId).not.toBe(b.json().payment.paymentId);
    expect(counter.calls).toHaveLength(2);
  });

  it('forgets keys after a day: the same key then makes a new payment, and the job purges old keys', async () => {
    const b = await signedIn();
    const key = randomUUID();
    const first = await pay(b, body(1600), key);
    app.clock.advance(25 * HOUR);
    try {
      await b.signIn('jsmith');
      const next = await pay(b, body(1600), key);
      expect(next.statusCode).toBe(200);
      expect(next.json().payment.paymentId).not.toBe(first.json().payment.paymentId);
      expect(counter.calls).toHaveLength(2);
      const purged = await purgeExpiredIdempotencyKeys(app.db.kysely, app.clock.now());
      expect(purged).toBeGreaterThan(0);
      const left = await app.db.kysely.selectFrom('idempotency_keys').select('created_at').execute();
      expect(left.every((k) => k.created_at >= app.clock.now() - 24 * HOUR)).toBe(true);
    } finally {
      app.clock.advance(-25 * HOUR);
    }
  });

  it('publishes the header in the OpenAPI document', async () => {
    const doc = (await new Browser(app).get('/api/openapi.json')).json();
    const op = doc.paths['/api/billing/payments'].post;
    expect(op.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
    );
    expect(op.responses['409']).toBeDefined();
    expect(doc.paths['/api/billing/autopay'].post.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key' }),
    );
  });
});
