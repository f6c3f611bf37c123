import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billWidgetState } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../test/harness.ts';
import { DAY } from '../../platform/clock.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function summaryOf(id: string) {
  const b = new Browser(app);
  await b.signIn(id);
  const res = await b.get('/api/billing/summary');
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("the billing summary's bill-widget fields", () => {
  it('shows jsmith in cycle, with last month’s payment', async () => {
    const s = await summaryOf('jsmith');
    expect(s).toMatchObject({
      amountDue: 14287,
      statementBalance: 14287,
      recentPayAmount: 13999,
      recentPayDate: isoDay(app.clock.now() - 26 * DAY),
      nextStatementDate: isoDay(app.clock.now() + 9 * DAY),
      preDeAuth: false,
      deAuth: false,
      deAuthStartDate: null,
      wrt: false,
      ppvInhibit: false,
      hasAutoPay: false,
      hasScheduledPayment: false,
    });
    expect(billWidgetState(s, app.clock.now()).state).toBe('inCycle');
  });

  it('shows latepay 30 days past due, pay-per-view charges included and blocked', async () => {
    const s = await summaryOf('latepay');
    expect(s).toMatchObject({
      pastDue: '30',
      pastDueAmount: 10740,
      pastDueAmountWithPpv: 11339,
      ppvInhibit: true,
    });
    expect(billWidgetState(s, app.clock.now())).toEqual({
      state: 'pastDue30',
      button: 'payNow',
      action: 'payBill',
    });
  });

  it('shows netonly with nothing due after today’s payment (credit or current)', async () => {
    const s = await summaryOf('netonly');
    expect(s).toMatchObject({
      amountDue: 0,
      currentBalance: 0,
      recentPayAmount: 6499,
      recentPayDate: isoDay(app.clock.now()),
    });
    expect(billWidgetState(s, app.clock.now())).toEqual({
      state: 'creditOrCurrent',
      button: 'viewBill',
      action: 'payBill',
    });
  });

  it('shows acmebiz in cycle', async () => {
    expect(billWidgetState(await summaryOf('acmebiz'), app.clock.now()).state).toBe('inCycle');
  });

  it('reports pre-deauthorisation and suspension from the status row', async () => {
    const start = isoDay(app.clock.now() + 5 * DAY);
    await app.db.kysely
      .updateTable('account_billing_status')
      .set({ pre_deauth: 1, deauth_start_date: start })
      .where('account_number', '=', '781245006403')
      .execute();
    const before = await summaryOf('acmebiz');
    expect(before).toMatchObject({ preDeAuth: true, deAuth: false, deAuthStartDate: start });
    expect(billWidgetState(before, app.clock.now()).state).toBe('preDeAuthBefore');
    expect(billWidgetState(before, app.clock.now() + 6 * DAY).state).toBe('preDeAuthAfter');

    await app.db.kysely
      .updateTable('account_billing_status')
      .set({ deauth: 1 })
      .where('account_number', '=', '781245006403')
      .execute();
    expect(billWidgetState(await summaryOf('acmebiz'), app.clock.now()).state).toBe('suspended');
  });

  it('answers with no billing-system flags for an account without a status row; payments and statements still count', async () => {
    await app.db.kysely
      .deleteFrom('account_billing_status')
      .where('account_number', '=', '781245006302')
      .execute();
    expect(await summaryOf('mgarcia')).toMatchObject({
      amountDue: 8950,
      statementBalance: 8950,
      recentPayDate: isoDay(app.clock.now() - 18 * DAY),
      recentPayAmount: 8950,
      hasAutoPay: true,
      // From the latest statement, a month after it.
      nextStatementDate: isoDay(app.clock.now() + 17 * DAY),
      pastDueAmountWithPpv: 0,
      preDeAuth: false,
      deAuth: false,
    });
  });
});

describe('the due date when nothing is due', () => {
  it.each([
    ['a zero balance', 0],
    ['a credit', -2_500],
  ])('is absent with %s, even with a due date on record', async (_, cents) => {
    const k = app.db.kysely;
    const before = await k
      .selectFrom('account_balances')
      .selectAll()
      .where('account_number', '=', '781245006201')
      .executeTakeFirstOrThrow();
    await k
      .updateTable('account_balances')
      .set({ amount_due_cents: cents, due_date: isoDay(app.clock.now() + 5 * DAY) })
      .where('account_number', '=', '781245006201')
      .execute();
    try {
      const s = await summaryOf('jsmith');
      expect(s).toMatchObject({ amountDue: cents, dueDate: null, dueDays: null });
    } finally {
      await k
        .updateTable('account_balances')
        .set({ amount_due_cents: before.amount_due_cents, due_date: before.due_date })
        .where('account_number', '=', '781245006201')
        .execute();
    }
  });
});
