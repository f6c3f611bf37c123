import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { MINUTE } from '../../../platform/clock.ts';
import { reconcileStuckKeys, STUCK_KEY_MS } from '../../../platform/http/idempotency.ts';
import { addTestCard, countingGateway } from './testing/counting-gateway.ts';

// Issue 22: a retry after a crash gets the real outcome, never "in progress" for a day. A crash
// is played back in the database: the key is put back to 'running' (the answer died with the
// process), with or without the payment its request made.

const JSMITH = '781245006201';
const counter = countingGateway();
let app: TestApp;
let b: Browser;

beforeAll(async () => {
  app = await createTestApp({ gateway: counter.gateway, env: { MAIL_CATCHER_PORT: '0' } });
  await addTestCard(app.db.kysely, { id: 'pm_cr_ok', accountNumber: JSMITH });
  await addTestCard(app.db.kysely, { id: 'pm_cr_nsf', accountNumber: JSMITH, outcome: 'nsf' });
  b = new Browser(app);
  await b.signIn('jsmith');
});
afterAll(async () => app.close());
beforeEach(() => counter.reset());

const pay = (key: string, methodId = 'pm_cr_ok', amountCents = 1200) =>
  b.post(
    '/api/billing/payments',
    { methodId, amountCents, payDate: 'now' },
    { headers: { 'idempotency-key': key } },
  );

const keyRow = (key: string) =>
  app.db.kysely.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();

/** The process died after the request's commit and before its answer was kept. */
async function crashBeforeAnswer(key: string) {
  await app.db.kysely
    .updateTable('idempotency_keys')
    .set({ state: 'running', response_status: null, response_body: null })
    .where('key', '=', key)
    .execute();
}

const paymentsFor = async (ids: string[]) =>
  ids.length === 0
    ? []
    : app.db.kysely.selectFrom('payments').select(['id', 'status']).where('id', 'in', ids).execute();

describe('a retry after a crash', () => {
  it('is answered with the payment the first request made, once the key is stale, and charges nothing more', async () => {
    const key = randomUUID();
    const first = await pay(key);
    expect(first.statusCode).toBe(200);
    const paymentId = first.json().payment.paymentId as string;
    expect((await keyRow(key))?.resource_id).toBe(paymentId);
    await crashBeforeAnswer(key);

    // Still within a request's lifetime: the first might be running, so the retry waits.
    expect((await pay(key)).statusCode).toBe(409);
    app.clock.advance(2 * MINUTE);
    const retry = await pay(key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().payment.paymentId).toBe(paymentId);
    expect(retry.json().payment.status).toBe('posted');
    expect(counter.calls.map((c) => c.reference)).toEqual([paymentId]);
    expect((await keyRow(key))?.state).toBe('done');
  });

  it('runs the payment when the crash came before anything was made, exactly once', async () => {
    const key = randomUUID();
    await app.db.kysely
      .insertInto('idempotency_keys')
      .values({
        scope: 'jsmith',
        key,
        route: 'POST /api/billing/payments',
        request_hash: 'unknown',
        state: 'running',
        response_status: null,
        response_body: null,
        created_at: app.clock.now() - 2 * MINUTE,
        resource_id: null,
      })
      .execute();
    // The stuck key's request is not known, so the job releases it rather than the retry.
    expect(await reconcileStuckKeys(app.db.kysely, app.clock.now())).toBe(1);
    expect(await keyRow(key)).toBeUndefined();
    const retry = await pay(key);
    expect(retry.statusCode).toBe(200);
    const again = await pay(key);
    expect(again.json().payment.paymentId).toBe(retry.json().payment.paymentId);
    expect(counter.calls).toHaveLength(1);
  });

  it('settles a payment the crash left processing with the gateway, then answers with it', async () => {
    const key = randomUUID();
    counter.dropNext(1); // the processor's answer is lost: the payment stays 'processing'
    const first = await pay(key);
    expect(first.statusCode).toBe(200);
    const paymentId = first.json().payment.paymentId as string;
    expect(first.json().payment.status).toBe('processing');
    await crashBeforeAnswer(key);

    // Once the key is past the stuck bound the request is known dead: the retry settles at once.
    app.clock.advance(STUCK_KEY_MS + 1000);
    const retry = await pay(key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().payment).toMatchObject({ paymentId, status: 'posted' });
    expect(counter.charged.get(paymentId)).toBe(1200);
    expect(counter.calls.filter((c) => c.reference === paymentId)).toHaveLength(2);
    expect(await paymentsFor([paymentId])).toEqual([{ id: paymentId, status: 'posted' }]);
  });

  it('says which decline it was, from the gateway answer for the reference', async () => {
    const key = randomUUID();
    const first = await pay(key, 'pm_cr_nsf');
    expect(first.json().reason).toBe('payment.declined.insufficient-funds');
    await crashBeforeAnswer(key);
    app.clock.advance(2 * MINUTE);
    const retry = await pay(key, 'pm_cr_nsf');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
  });

  it('is finished by the job too, without waiting for the retry', async () => {
    const key = randomUUID();
    const first = await pay(key);
    await crashBeforeAnswer(key);
    expect(await reconcileStuckKeys(app.db.kysely, app.clock.now())).toBe(0);
    app.clock.advance(2 * MINUTE);
    expect(await reconcileStuckKeys(app.db.kysely, app.clock.now())).toBe(1);
    const row = await keyRow(key);
    expect(row?.state).toBe('done');
    expect(JSON.parse(row?.response_body ?? '{}')).toEqual(first.json());
  });
});
