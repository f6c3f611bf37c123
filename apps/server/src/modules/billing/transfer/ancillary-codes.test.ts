import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { DAY } from '../../../platform/clock.ts';
import {
  DEMO_AUTOPAY,
  FULL_TRANSFER,
  JMOVER_NEW_ACCOUNT,
  JMOVER_OLD_ACCOUNT,
  resetMove,
  signedIn,
  submit,
} from './testing/move-fixture.ts';

// Each ancillary code of seed 002 §4 arises from a condition in the data, set up here the way
// it would happen, never from a switch in the request.

let app: TestApp;
let seededAt: number;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp();
  seededAt = app.clock.now();
});
afterAll(async () => app.close());
beforeEach(async () => resetMove(app, seededAt));

async function transfer(body: object) {
  const res = await submit(await signedIn(app), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const rows = async (table: 'payment_methods' | 'autopay_enrolments' | 'payments' | 'ebill_preferences') =>
  app.db.kysely.selectFrom(table).selectAll().where('account_number', '=', JMOVER_NEW_ACCOUNT).execute();
const move = () =>
  app.db.kysely
    .selectFrom('account_moves')
    .selectAll()
    .where('from_account_number', '=', JMOVER_OLD_ACCOUNT)
    .executeTakeFirstOrThrow();

describe('success variants', () => {
  it('MTSAPSRCSPCS: methods, autopay, this month scheduled and the preferences updated', async () => {
    const r = await transfer(FULL_TRANSFER);
    expect(r.responseInfo).toMatchObject({ statusCode: '00000', ancillaryStatusCode: 'MTSAPSRCSPCS' });
    expect(await rows('ebill_preferences')).toHaveLength(1);
    expect((await move()).result_code).toBe('MTSAPSRCSPCS');
  });

  it('MTSAPSRCS: methods, autopay and this month scheduled, preferences not asked for', async () => {
    const r = await transfer({ ...FULL_TRANSFER, transferPreferences: false });
    expect(r.responseInfo).toMatchObject({ statusCode: '00000', ancillaryStatusCode: 'MTSAPSRCS' });
    expect(r.currMonAutoPayDate).toBe(isoDay(seededAt + 13 * DAY));
    expect(await rows('ebill_preferences')).toHaveLength(0);
  });

  it('MTSAPSRCS also when nothing is owed this month, with nothing to schedule', async () => {
    await app.db.kysely
      .updateTable('account_balances')
      .set({ amount_due_cents: 0 })
      .where('account_number', '=', JMOVER_NEW_ACCOUNT)
      .execute();
    const r = await transfer({ ...FULL_TRANSFER, transferPreferences: false });
    expect(r.responseInfo.ancillaryStatusCode).toBe('MTSAPSRCS');
    expect(r.currMonAutoPayDate).toBeNull();
    expect(await rows('payments')).toHaveLength(0);
  });

  it('MTS: methods only', async () => {
    const r = await transfer({
      action: 'transfer',
      payMethodNames: ['Visa 4242', 'Checking 3456'],
      authorised: true,
    });
    expect(r.responseInfo).toMatchObject({
      statusCode: '00000',
      ancillaryStatusCode: 'MTS',
      message: { additionalInfo: null },
    });
    expect(await rows('autopay_enrolments')).toHaveLength(0);
  });
});

describe('partial results', () => {
  it("MTSAPF: the autopay's card is not on the new account, so only the methods move", async () => {
    const r = await transfer({
      ...FULL_TRANSFER,
      payMethodNames: ['Checking 3456'],
      transferPreferences: false,
    });
    expect(r.responseInfo).toMatchObject({
      statusCode: '000001',
      ancillaryStatusCode: 'MTSAPF',
      message: {
        mainmsg:
          'Sorry, your automatic payment settings could not be transferred, but we were able to successfully transfer your saved payment methods.',
        additionalInfo:
          "Sorry, we weren't able to transfer your automatic payment settings, but you can enroll anytime...",
      },
    });
    expect((await rows('payment_methods')).map((m) => m.nickname)).toEqual(['Checking 3456']);
    expect(await rows('autopay_enrolments')).toHaveLength(0);
  });

  it('MTSAPF: the new account already has automatic payments of its own', async () => {
    const b = await signedIn(app);
    const added = await b.post('/api/billing/payment-methods/bank-account', {
      nameOnAccount: 'Jordan Mover',
      routingNumber: '011000015',
      bankAccount: '000123456789',
      nickname: 'New bank',
    });
    expect(added.statusCode, added.body).toBe(201);
    const methodId = added.json().method.id;
    const own = await b.post(
      '/api/billing/autopay',
      { methodId, dateType: 'days_before', daysInAdvance: 1, amountType: 'due' },
      { headers: { 'idempotency-key': 'own-autopay-1' } },
    );
    expect(own.statusCode, own.body).toBe(200);
    const r = await transfer({ ...FULL_TRANSFER, transferPreferences: false });
    expect(r.responseInfo.ancillaryStatusCode).toBe('MTSAPF');
    expect((await rows('autopay_enrolments'))[0]?.method_id).toBe(methodId);
  });

  it("MTSAPSRCF: autopay is enabled but this month's payment day has already passed", async () => {
    // The new bill is due in two days; three days before it was yesterday.
    await app.db.kysely
      .updateTable('account_balances')
      .set({ due_date: isoDay(seededAt + 2 * DAY) })
      .where('account_number', '=', JMOVER_NEW_ACCOUNT)
      .execute();
    const r = await transfer({
      ...FULL_TRANSFER,
      transferPreferences: false,
      autopay: { ...DEMO_AUTOPAY, amountType: 'due', capAmount: null },
    });
    expect(r.responseInfo).toMatchObject({
      statusCode: '000001',
      ancillaryStatusCode: 'MTSAPSRCF',
      message: {
        mainmsg:
          "Your automatic payment settings have been enabled. Due to some technical difficulties payment for the current month couldn't be scheduled, please make a onetime payment for current month's bill.",
        additionalInfo: null,
      },
    });
    expect(r.currMonAutoPayDate).toBeNull();
    expect(await rows('autopay_enrolments')).toHaveLength(1);
    expect(await rows('payments')).toHaveLength(0);
  });

  it('MTSAPSRCSPCF: the subscriber already chose preferences on the new account after the move', async () => {
    const b = await signedIn(app);
    const own = await b.post('/api/billing/ebill', {
      email: 'jordan@newhome.com',
      mailNotifyInd: true,
      paperBillInd: true,
      origEmail: '',
      origMailNotifyInd: false,
      origPaperBillInd: true,
    });
    expect(own.statusCode, own.body).toBe(200);
    const r = await transfer(FULL_TRANSFER);
    expect(r.responseInfo).toMatchObject({
      statusCode: '000001',
      ancillaryStatusCode: 'MTSAPSRCSPCF',
      message: {
        mainmsg:
          'Your payment info has been transferred to your new account (7812-450068-07), but your paperless billing and email preferences could not be updated. You can set them on the bill pay pages.',
      },
    });
    expect((await rows('ebill_preferences'))[0]).toMatchObject({
      email: 'jordan@newhome.com',
      paper_bill: 1,
    });
    expect(await rows('autopay_enrolments')).toHaveLength(1);
  });
});

describe('failure', () => {
  it('000017: only the autopay was asked for and its card is not on the new account; nothing changes', async () => {
    const r = await transfer({ ...FULL_TRANSFER, payMethodNames: [] });
    expect(r.responseInfo).toEqual({
      statusCode: '000017',
      ancillaryStatusCode: null,
      message: {
        mainmsg:
          "Sorry, we couldn't transfer your payment settings to your new account (7812-450068-07). Nothing was changed.",
        additionalInfo:
          "Sorry, we weren't able to transfer your automatic payment settings, but you can enroll anytime...",
      },
    });
    expect(r.ancillaryMessage.payMethod).toBeNull();
    // The preferences that could have moved were rolled back with the rest; the offer stays open.
    expect(await rows('ebill_preferences')).toHaveLength(0);
    expect((await move()).mt_aknow_ind).toBe(0);
  });
});
