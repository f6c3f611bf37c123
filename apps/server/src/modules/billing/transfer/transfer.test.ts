import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { DAY } from '../../../platform/clock.ts';
import {
  FULL_TRANSFER,
  JMOVER_NEW_ACCOUNT,
  JMOVER_OLD_ACCOUNT,
  resetMove,
  signedIn,
  submit,
} from './testing/move-fixture.ts';

let app: TestApp;
let seededAt: number;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp();
  seededAt = app.clock.now();
});
afterAll(async () => app.close());
beforeEach(async () => resetMove(app, seededAt));

const count = async (table: 'payment_methods' | 'autopay_enrolments' | 'payments', account: string) =>
  (
    await app.db.kysely
      .selectFrom(table)
      .select('account_number')
      .where('account_number', '=', account)
      .execute()
  ).length;

describe('the transfer offer (GET /api/billing/transfer)', () => {
  it('shows jmover the old account with its methods, autopay and e-mail, and the new one, with 70 days left', async () => {
    const res = await (await signedIn(app)).get('/api/billing/transfer');
    expect(res.statusCode, res.body).toBe(200);
    const move = res.json().move;
    expect(move).toMatchObject({
      discoDate: isoDay(seededAt - 20 * DAY),
      daysLeft: 70,
      mtAknowInd: 0,
      apOptOut: 1,
      pmOptOut: 1,
      email: 'jordan.mover@example.com',
      remindLater: false,
    });
    const [from, to] = move.ebillInformationOutputs;
    expect(from).toMatchObject({
      isFrom: true,
      accountNum: '7812-450067-06',
      accountType: '2',
      hasAutoPay: true,
      autoPayMethodName: 'Visa 4242',
      payDaysInAdvance: 3,
      capAmount: 20_000,
      isDuedate: true,
      isPaperBill: false,
      mailNotifyInd: true,
      hasPreferences: true,
    });
    expect(from.paymentMethods.map((m: { payMethodName: string }) => m.payMethodName)).toEqual([
      'Visa 4242',
      'Checking 3456',
    ]);
    expect(from.paymentMethods[0]).toMatchObject({
      paymentAccountNumber: '************4242',
      isDefault: true,
      isAutoPayment: true,
      expired: false,
    });
    expect(JSON.stringify(from)).not.toMatch(/tok_|011000015/);
    expect(to).toMatchObject({
      isFrom: false,
      accountNum: '7812-450068-07',
      accountType: '0',
      paymentMethods: [],
      hasAutoPay: false,
      hasPreferences: false,
    });
  });

  it('offers nothing to a subscriber who has not moved', async () => {
    const res = await (await signedIn(app, 'jsmith')).get('/api/billing/transfer');
    expect(res.json()).toEqual({ move: null });
  });

  it('offers nothing once the 90 days are over', async () => {
    app.clock.set(seededAt + 71 * DAY);
    expect((await (await signedIn(app)).get('/api/billing/transfer')).json()).toEqual({ move: null });
  });
});

describe('the transfer (POST /api/billing/transfer)', () => {
  it('copies the methods, autopay and preferences to the new account in one step', async () => {
    const b = await signedIn(app);
    const res = await submit(b, FULL_TRANSFER);
    expect(res.statusCode, res.body).toBe(200);
    const runDate = isoDay(seededAt + 13 * DAY);
    expect(res.json()).toEqual({
      action: 'transfer',
      currMonAutoPayDate: runDate,
      responseInfo: {
        statusCode: '00000',
        ancillaryStatusCode: 'MTSAPSRCSPCS',
        message: {
          mainmsg:
            'Your payment info and settings have been transferred to your new account (7812-450068-07).',
          additionalInfo:
            'You had a max payment amount set on your previous account. Please review your new estimated monthly charges and make any necessary changes.',
        },
      },
      ancillaryMessage: { payMethod: 'Visa 4242,Checking 3456' },
    });

    // The new account now has them, as bill pay shows it.
    const methods = (await b.get('/api/billing/payment-methods')).json().methods;
    expect(
      methods.map((m: { payMethodName: string; isDefault: boolean; isAutoPayment: boolean }) => [
        m.payMethodName,
        m.isDefault,
        m.isAutoPayment,
      ]),
    ).toEqual([
      ['Visa 4242', true, true],
      ['Checking 3456', false, false],
    ]);
    const autopay = (await b.get('/api/billing/autopay')).json().enrolment;
    expect(autopay).toMatchObject({
      payMethodName: 'Visa 4242',
      daysInAdvance: 3,
      amountType: 'cap',
      capAmount: 20_000,
      pendingPayment: { payDate: runDate, payAmount: 11_873, status: 'scheduled', kind: 'autopay' },
    });
    expect((await b.get('/api/billing/ebill')).json()).toMatchObject({
      email: 'jordan.mover@example.com',
      paperBill: false,
      mailNotify: true,
    });
    // The old account keeps its own, and the offer is over.
    expect(await count('payment_methods', JMOVER_OLD_ACCOUNT)).toBe(2);
    expect((await b.get('/api/billing/transfer')).json()).toEqual({ move: null });
    const audit = await app.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'account_number'])
      .where('subject_id', '=', 'jmover')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(
      [
        'billing.autopay.set',
        'billing.method.added',
        'billing.method.added',
        'billing.paperless.changed',
        'billing.payment.scheduled',
        'billing.transfer.made',
      ].sort(),
    );
    expect(audit.every((a) => a.account_number === JMOVER_NEW_ACCOUNT)).toBe(true);
  });

  it('copies once when the same submit is retried with its key, and refuses a second transfer', async () => {
    const b = await signedIn(app);
    const key = randomUUID();
    const first = await submit(b, FULL_TRANSFER, key);
    const again = await submit(b, FULL_TRANSFER, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count('payment_methods', JMOVER_NEW_ACCOUNT)).toBe(2);
    expect(await count('autopay_enrolments', JMOVER_NEW_ACCOUNT)).toBe(1);
    expect(await count('payments', JMOVER_NEW_ACCOUNT)).toBe(1);

    const other = await submit(b, FULL_TRANSFER);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe(
      'The payment settings of your previous account have already been transferred or declined.',
    );
    expect(await count('payment_methods', JMOVER_NEW_ACCOUNT)).toBe(2);
  });

  it('needs an Idempotency-Key', async () => {
    const b = await signedIn(app);
    expect((await b.post('/api/billing/transfer', FULL_TRANSFER)).statusCode).toBe(400);
  });

  it.each([
    [
      'no authorisation',
      { ...FULL_TRANSFER, authorised: false },
      'Please confirm that you authorize us to transfer your payment settings.',
    ],
    [
      'nothing chosen',
      { action: 'transfer', payMethodNames: [], authorised: true },
      'At least one payment method or Automatic payments must be selected.',
    ],
    [
      'a method the old account does not have',
      { action: 'transfer', payMethodNames: ['Amex 0005'], authorised: true },
      'This payment method is not on your previous account.',
    ],
    ['a bad e-mail', { ...FULL_TRANSFER, email: 'jordan@mover' }, 'Please enter a valid email id'],
    [
      'seven days before the due date',
      { ...FULL_TRANSFER, autopay: { ...FULL_TRANSFER.autopay, daysInAdvance: 7 } },
      'Please choose 1 to 5 days before the due date.',
    ],
    [
      'an opt-out that declines nothing',
      { action: 'optOut', apOptOut: 1, pmOptOut: 1 },
      'No opt out of service selected',
    ],
  ])('refuses %s with a 400 and a message, changing nothing', async (_name, body, message) => {
    const res = await submit(await signedIn(app), body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await count('payment_methods', JMOVER_NEW_ACCOUNT)).toBe(0);
  });

  it('refuses an expired card', async () => {
    await app.db.kysely
      .updateTable('payment_methods')
      .set({ exp_month: 1, exp_year: 2020 })
      .where('id', '=', 'pm_demo_jmover_visa')
      .execute();
    try {
      const res = await submit(await signedIn(app), {
        action: 'transfer',
        payMethodNames: ['Visa 4242'],
        authorised: true,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'This card has expired and cannot be transferred. Please add a new card on your new account instead.',
      );
    } finally {
      await app.db.kysely
        .updateTable('payment_methods')
        .set({ exp_month: 5, exp_year: 2099 })
        .where('id', '=', 'pm_demo_jmover_visa')
        .execute();
    }
  });

  it('tells a subscriber who has not moved that there is nothing to transfer', async () => {
    const res = await submit(await signedIn(app, 'jsmith'), FULL_TRANSFER);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(
      'There are no payment settings waiting to be transferred to this account.',
    );
  });

  it('refuses once the 90 days are over', async () => {
    app.clock.set(seededAt + 71 * DAY);
    const res = await submit(await signedIn(app), FULL_TRANSFER);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(
      'The 90 days to transfer payment settings from your previous account have ended.',
    );
  });

  it('refuses an id without bill pay', async () => {
    expect((await submit(await signedIn(app, 'jsmith.kid'), FULL_TRANSFER)).statusCode).toBe(403);
  });

  it('lets an agent acting for jmover transfer, recorded as the agent', async () => {
    const agent = await signedIn(app, 'agent1');
    expect((await agent.post('/api/csr/act-for', { id: 'jmover' })).statusCode).toBe(200);
    const res = await submit(agent, {
      action: 'transfer',
      payMethodNames: ['Checking 3456'],
      authorised: true,
    });
    expect(res.json().responseInfo).toMatchObject({ statusCode: '00000', ancillaryStatusCode: 'MTS' });
    const made = await app.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'billing.transfer.made')
      .execute();
    expect(made.at(-1)).toMatchObject({ actor_id: 'agent1', actor_role: 'agent', subject_id: 'jmover' });
  });
});

describe('opt-out and maybe-later', () => {
  it('dont-remind (both indicators 0) ends the offer without moving anything', async () => {
    const b = await signedIn(app);
    const res = await submit(b, { action: 'optOut', apOptOut: 0, pmOptOut: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().responseInfo).toMatchObject({
      statusCode: '00000',
      message: { mainmsg: 'Completed successfully.' },
    });
    expect((await b.get('/api/billing/transfer')).json()).toEqual({ move: null });
    expect(await count('payment_methods', JMOVER_NEW_ACCOUNT)).toBe(0);
    expect((await submit(b, FULL_TRANSFER)).statusCode).toBe(409);
  });

  it('declining only the autopay keeps the methods on offer, and refuses the autopay later', async () => {
    const b = await signedIn(app);
    expect((await submit(b, { action: 'optOut', apOptOut: 0, pmOptOut: 1 })).statusCode).toBe(200);
    expect((await b.get('/api/billing/transfer')).json().move).toMatchObject({
      apOptOut: 0,
      pmOptOut: 1,
      mtAknowInd: 0,
    });
    expect((await submit(b, FULL_TRANSFER)).statusCode).toBe(409);
    const methodsOnly = await submit(b, {
      action: 'transfer',
      payMethodNames: ['Visa 4242'],
      authorised: true,
    });
    expect(methodsOnly.json().responseInfo.ancillaryStatusCode).toBe('MTS');
  });

  it('maybe-later holds the offer back until tomorrow', async () => {
    const b = await signedIn(app);
    expect((await submit(b, { action: 'mayBeLater' })).statusCode).toBe(200);
    expect((await b.get('/api/billing/transfer')).json().move.remindLater).toBe(true);
    app.clock.set(seededAt + DAY);
    expect((await (await signedIn(app)).get('/api/billing/transfer')).json().move).toMatchObject({
      remindLater: false,
      daysLeft: 69,
    });
  });
});
