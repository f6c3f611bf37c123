import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';

// A fresh database per test: each one lays out its own scheduled payments and autopay.
const BASE = '/api/billing/payment-methods';
const ACME = '781245006403';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
  // Start acmebiz from no payments and no autopay, whatever the demo seed lays out for it.
  await app.db.kysely.deleteFrom('payments').where('account_number', '=', ACME).execute();
  await app.db.kysely.deleteFrom('autopay_enrolments').where('account_number', '=', ACME).execute();
});
afterEach(async () => app.close());

async function acme() {
  const b = new Browser(app);
  await b.signIn('acmebiz');
  return b;
}

async function schedule(
  id: string,
  methodId: string,
  payDate: string,
  amount: number,
  status: 'scheduled' | 'posted' = 'scheduled',
) {
  const now = app.clock.now();
  await app.db.kysely
    .insertInto('payments')
    .values({
      id,
      account_number: ACME,
      method_id: methodId,
      amount_cents: amount,
      pay_date: payDate,
      kind: 'one_time',
      status,
      autopay_cycle: null,
      gateway_ref: null,
      failure_reason: null,
      csr_id: null,
      created_by: 'acmebiz',
      created_at: now,
      updated_at: now,
      posted_at: null,
    })
    .execute();
}

async function enrolAutopay(methodId: string) {
  const now = app.clock.now();
  await app.db.kysely
    .insertInto('autopay_enrolments')
    .values({
      account_number: ACME,
      method_id: methodId,
      date_type: 'days_before',
      days_in_advance: 3,
      day_of_month: null,
      amount_type: 'due',
      cap_cents: null,
      fixed_cents: null,
      email: null,
      created_by: 'acmebiz',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const payments = () =>
  app.db.kysely
    .selectFrom('payments')
    .select(['id', 'method_id', 'status'])
    .where('account_number', '=', ACME)
    .orderBy('id')
    .execute();
const autopay = () =>
  app.db.kysely
    .selectFrom('autopay_enrolments')
    .select(['method_id'])
    .where('account_number', '=', ACME)
    .executeTakeFirst();

describe('delete impact (seed 002 §4 Payment delete outcome)', () => {
  it('is a plain confirmation when nothing uses the method', async () => {
    const res = await (await acme()).get(`${BASE}/pm_demo_acme_mc/impact`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: { kind: 'none', choices: [], hasDependents: false },
      scheduledPayments: [],
      usedByAutopay: false,
      moveTargets: [{ id: 'pm_demo_acme_bank', payMethodName: 'Checking 6789', isDefault: true }],
    });
  });

  it.each([
    [1, false, 'singleScheduled'],
    [2, false, 'multipleScheduled'],
    [0, true, 'autopay'],
    [2, true, 'scheduledAndAutopay'],
  ] as const)('%i scheduled, autopay %s -> %s with move or cancel', async (count, withAutopay, kind) => {
    for (let i = 0; i < count; i += 1) {
      await schedule(`pay_t${i}`, 'pm_demo_acme_bank', `2026-12-0${i + 1}`, 1000 * (i + 1));
    }
    await schedule('pay_posted', 'pm_demo_acme_bank', '2026-11-01', 500, 'posted');
    if (withAutopay) await enrolAutopay('pm_demo_acme_bank');
    const res = (await (await acme()).get(`${BASE}/pm_demo_acme_bank/impact`)).json();
    expect(res.outcome).toEqual({ kind, choices: ['move', 'cancel'], hasDependents: true });
    expect(res.usedByAutopay).toBe(withAutopay);
    expect(res.scheduledPayments).toHaveLength(count);
    if (count > 0) {
      expect(res.scheduledPayments[0]).toEqual({
        paymentID: 'pay_t0',
        payDate: '2026-12-01',
        payAmount: 1000,
        kind: 'one_time',
      });
    }
  });

  it('offers only cancelling for the last method', async () => {
    const b = new Browser(app);
    await b.signIn('mgarcia');
    const res = (await b.get(`${BASE}/pm_demo_mgarcia_visa/impact`)).json();
    expect(res.outcome.kind).toBe('lastMethod');
    expect(res.moveTargets).toEqual([]);
  });

  it("answers 404 for another account's method", async () => {
    expect((await (await acme()).get(`${BASE}/pm_demo_mgarcia_visa/impact`)).statusCode).toBe(404);
  });
});

describe('removing a method', () => {
  it('moves its scheduled payments and autopay to another method in the same transaction', async () => {
    await schedule('pay_a', 'pm_demo_acme_bank', '2026-12-01', 1000);
    await schedule('pay_b', 'pm_demo_acme_bank', '2026-12-05', 2000);
    await schedule('pay_old', 'pm_demo_acme_bank', '2026-11-01', 500, 'posted');
    await enrolAutopay('pm_demo_acme_bank');
    const b = await acme();
    const res = await b.post(`${BASE}/pm_demo_acme_bank/remove`, {
      dependents: 'move',
      moveTo: 'pm_demo_acme_mc',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Completed successfully.',
      moved: 2,
      cancelled: 0,
      autopay: 'moved',
      newDefaultId: 'pm_demo_acme_mc',
    });
    expect(await payments()).toEqual([
      { id: 'pay_a', method_id: 'pm_demo_acme_mc', status: 'scheduled' },
      { id: 'pay_b', method_id: 'pm_demo_acme_mc', status: 'scheduled' },
      // history keeps the method it was paid with
      { id: 'pay_old', method_id: 'pm_demo_acme_bank', status: 'posted' },
    ]);
    expect(await autopay()).toEqual({ method_id: 'pm_demo_acme_mc' });
    const list = (await b.get(BASE)).json().methods;
    expect(list).toEqual([
      expect.objectContaining({ id: 'pm_demo_acme_mc', isDefault: true, isAutoPayment: true }),
    ]);
    const actions = await app.db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('account_number', '=', ACME)
      .where('action', 'like', 'billing.%')
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual([
      'billing.autopay.changed',
      'billing.method.removed',
      'billing.payment.updated',
      'billing.payment.updated',
    ]);
  });

  it('cancels them instead when asked', async () => {
    await schedule('pay_a', 'pm_demo_acme_bank', '2026-12-01', 1000);
    await enrolAutopay('pm_demo_acme_bank');
    const res = await (await acme()).post(`${BASE}/pm_demo_acme_bank/remove`, { dependents: 'cancel' });
    expect(res.json()).toMatchObject({ moved: 0, cancelled: 1, autopay: 'cancelled' });
    expect(await payments()).toEqual([{ id: 'pay_a', method_id: 'pm_demo_acme_bank', status: 'cancelled' }]);
    expect(await autopay()).toBeUndefined();
  });

  it('refuses a move to itself, to an expired card or to another account, and changes nothing', async () => {
    await schedule('pay_a', 'pm_demo_acme_bank', '2026-12-01', 1000);
    await app.db.kysely
      .updateTable('payment_methods')
      .set({ exp_month: 1, exp_year: 2026 })
      .where('id', '=', 'pm_demo_acme_mc')
      .execute();
    const b = await acme();
    for (const moveTo of ['pm_demo_acme_bank', 'pm_demo_acme_mc', 'pm_demo_mgarcia_visa']) {
      const res = await b.post(`${BASE}/pm_demo_acme_bank/remove`, { dependents: 'move', moveTo });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues).toContainEqual({
        path: 'body.moveTo',
        reason: 'payment-method.move-to.required',
        message: 'Choose another saved payment method.',
      });
    }
    expect(await payments()).toEqual([{ id: 'pay_a', method_id: 'pm_demo_acme_bank', status: 'scheduled' }]);
    expect((await b.get(BASE)).json().methods).toHaveLength(2);
    const impact = (await b.get(`${BASE}/pm_demo_acme_bank/impact`)).json();
    expect(impact.outcome.choices).toEqual(['cancel']);
  });

  it('removes the last method, which leaves no default', async () => {
    const b = new Browser(app);
    await b.signIn('mgarcia');
    const res = await b.post(`${BASE}/pm_demo_mgarcia_visa/remove`, { dependents: 'cancel' });
    expect(res.json()).toMatchObject({ newDefaultId: null });
    expect((await b.get(BASE)).json().methods).toEqual([]);
    // A removed method stays for the history that names it, and frees its nickname.
    const row = await app.db.kysely
      .selectFrom('payment_methods')
      .select(['removed_at'])
      .where('id', '=', 'pm_demo_mgarcia_visa')
      .executeTakeFirstOrThrow();
    expect(row.removed_at).not.toBeNull();
    const again = await b.post(`${BASE}/card`, {
      nameOnAccount: 'María García',
      cardNumber: '4111 1111 1111 1111',
      expMonth: 1,
      expYear: 2030,
      nickname: 'Visa 1111',
      billingAddress: null,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().method.isDefault).toBe(true);
  });

  it("answers 404 for another account's method and for one already removed", async () => {
    const b = await acme();
    expect((await b.post(`${BASE}/pm_demo_mgarcia_visa/remove`, { dependents: 'cancel' })).statusCode).toBe(
      404,
    );
    expect((await b.post(`${BASE}/pm_demo_acme_mc/remove`, { dependents: 'cancel' })).statusCode).toBe(200);
    expect((await b.post(`${BASE}/pm_demo_acme_mc/remove`, { dependents: 'cancel' })).statusCode).toBe(404);
  });
});
