import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { DAY } from '../../../platform/clock.ts';

/**
 * The two opt-out errors of seed 002 §8 that belong to a scheduled automatic payment:
 * updateScheduledAutoPayment with values it cannot take, and opting out of one that is no
 * longer scheduled.
 */
const MGARCIA = '781245006302';
let app: TestApp;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp({ env: { MAIL_CATCHER_PORT: '0' } });
});
afterAll(async () => app.close());

async function mgarcia() {
  const b = new Browser(app);
  await b.signIn('mgarcia');
  return b;
}

/** An automatic payment for the bill due in 12 days, as the job writes it. */
async function autopayPayment(id: string, status: 'scheduled' | 'posted') {
  const now = app.clock.now();
  await app.db.kysely
    .insertInto('payments')
    .values({
      id,
      account_number: MGARCIA,
      method_id: 'pm_demo_mgarcia_visa',
      amount_cents: 8_950,
      pay_date: isoDay(now + 9 * DAY),
      kind: 'autopay',
      status,
      autopay_cycle: `${isoDay(now + 12 * DAY)}${id}`,
      created_by: 'mgarcia',
      created_at: now,
      updated_at: now,
      posted_at: status === 'posted' ? now : null,
    })
    .execute();
}

describe('a scheduled automatic payment', () => {
  it("refuses a date past the bill it pays with the seed's message, and takes one before it", async () => {
    await autopayPayment('pay_ap_move', 'scheduled');
    const b = await mgarcia();
    const late = await b.request({
      method: 'PUT',
      url: '/api/billing/payments/pay_ap_move',
      payload: { payDate: isoDay(app.clock.now() + 13 * DAY) },
    });
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().error).toMatchObject({
      reason: 'autopay.payment.incorrect-values',
      message: 'Incorrect values cannot update the scheduled auto pay payment',
      issues: [{ path: 'body.payDate', reason: 'autopay.payment.incorrect-values' }],
    });
    const row = await app.db.kysely
      .selectFrom('payments')
      .select('pay_date')
      .where('id', '=', 'pay_ap_move')
      .executeTakeFirstOrThrow();
    expect(row.pay_date).toBe(isoDay(app.clock.now() + 9 * DAY));

    const earlier = await b.request({
      method: 'PUT',
      url: '/api/billing/payments/pay_ap_move',
      payload: { payDate: isoDay(app.clock.now() + 11 * DAY) },
    });
    expect(earlier.statusCode, earlier.body).toBe(200);
  });

  it("refuses to opt out of one already paid with 'Sorry, this payment is invalid'", async () => {
    await autopayPayment('pay_ap_done', 'posted');
    const b = await mgarcia();
    const res = await b.post('/api/billing/payments/pay_ap_done/cancel', {});
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatchObject({
      reason: 'autopay.payment.invalid',
      message: 'Sorry, this payment is invalid',
    });
  });

  it('still opts out of one that is scheduled', async () => {
    await autopayPayment('pay_ap_cancel', 'scheduled');
    const b = await mgarcia();
    const res = await b.post('/api/billing/payments/pay_ap_cancel/cancel', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment.status).toBe('cancelled');
  });
});
