import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConfirmationCode } from '@coax/domain';
import { Browser, createTestApp, type TestApp } from '../../../../test/harness.ts';
import { confirmationCodeForId } from '../../../platform/confirmation-code.ts';
import { addTestCard } from './testing/counting-gateway.ts';

const JSMITH = '781245006201';
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ env: { MAIL_CATCHER_PORT: '0' } });
  await addTestCard(app.db.kysely, { id: 'pm_t_code', accountNumber: JSMITH, isDefault: true });
});
afterAll(async () => app.close());

async function jsmith() {
  const b = new Browser(app);
  await b.signIn('jsmith');
  return b;
}

const pay = (b: Browser, body: object) =>
  b.post('/api/billing/payments', body, { headers: { 'idempotency-key': randomUUID() } });

describe('confirmation codes a person can read out', () => {
  it('gives each payment its own ten-character code, stored with the row, never the internal id', async () => {
    const b = await jsmith();
    const codes: string[] = [];
    for (const payDate of ['now', 'now']) {
      const res = await pay(b, { methodId: 'pm_t_code', amountCents: 1_000, payDate });
      expect(res.statusCode, res.body).toBe(200);
      const { paymentId, confirmationCode } = res.json().payment;
      expect(isConfirmationCode(confirmationCode)).toBe(true);
      expect(confirmationCode).not.toContain(paymentId);
      const row = await app.db.kysely
        .selectFrom('payments')
        .select('confirmation_code')
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow();
      expect(row.confirmation_code).toBe(confirmationCode);
      codes.push(confirmationCode);
    }
    expect(new Set(codes).size).toBe(2);
  });

  it('shows the demo payments with their codes in the activity list, the same on every seed', async () => {
    const b = await jsmith();
    const history = (await b.get('/api/billing/payments?view=history')).json().payments as Array<{
      paymentId: string;
      confirmationCode: string | null;
    }>;
    const demo = history.find((p) => p.paymentId === 'pay_demo_jsmith_2');
    expect(demo?.confirmationCode).toBe(confirmationCodeForId('pay_demo_jsmith_2'));
    for (const p of history) expect(isConfirmationCode(p.confirmationCode ?? ''), p.paymentId).toBe(true);
  });

  it('refuses a second payment row with a code already given', async () => {
    const [taken] = await app.db.kysely
      .selectFrom('payments')
      .select(['confirmation_code', 'method_id'])
      .where('account_number', '=', JSMITH)
      .execute();
    await expect(
      app.db.kysely
        .insertInto('payments')
        .values({
          id: 'pay_dup_code',
          account_number: JSMITH,
          method_id: taken?.method_id ?? 'pm_t_code',
          amount_cents: 100,
          pay_date: '2026-01-01',
          kind: 'one_time',
          status: 'scheduled',
          created_by: 'jsmith',
          created_at: 0,
          updated_at: 0,
          confirmation_code: taken?.confirmation_code ?? null,
        })
        .execute(),
    ).rejects.toThrow();
  });
});
