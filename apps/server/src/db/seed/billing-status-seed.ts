import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { DAY } from '../../platform/clock.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface DemoStatus {
  account_number: string;
  statementBalance: number;
  /** days from now of the next statement */
  nextStatementInDays: number;
  /** days from now of the last payment (0 = today), and its amount in cents */
  recentPayInDays: number;
  recentPay: number;
  pastDueWithPpv: number;
  ppvInhibit: number;
}

/**
 * The bill widget's status rows (seed 000 §3 Billing summary), matching the balances demo-seed.ts
 * lays out: jsmith, mgarcia and acmebiz are in cycle, paid last month; latepay is 30 days past
 * due with a pay-per-view charge on top and pay-per-view blocked; netonly paid this month's bill
 * today, so nothing is due (credit or current). Nobody is pre-deauthorised or suspended.
 * Autopay, scheduled payments and the default method are left to the payments area's own data.
 */
// prettier-ignore
const STATUSES: DemoStatus[] = [
  { account_number: '781245006201', statementBalance: 14287, nextStatementInDays: 9, recentPayInDays: -26, recentPay: 13999, pastDueWithPpv: 0, ppvInhibit: 0 },
  { account_number: '781245006302', statementBalance: 8950, nextStatementInDays: 17, recentPayInDays: -18, recentPay: 8950, pastDueWithPpv: 0, ppvInhibit: 0 },
  { account_number: '781245006403', statementBalance: 41200, nextStatementInDays: 14, recentPayInDays: -21, recentPay: 39850, pastDueWithPpv: 0, ppvInhibit: 0 },
  { account_number: '781245006504', statementBalance: 21480, nextStatementInDays: 5, recentPayInDays: -64, recentPay: 5000, pastDueWithPpv: 11339, ppvInhibit: 1 },
  { account_number: '781245006605', statementBalance: 6499, nextStatementInDays: 23, recentPayInDays: 0, recentPay: 6499, pastDueWithPpv: 0, ppvInhibit: 0 },
];

/** netonly's payment of today, applied to the balance demo-seed.ts wrote for the bill it pays. */
const PAID_TODAY = { account_number: '781245006605', amount: 6499 };

/** Seeds account_billing_status. Runs inside seedDemo's transaction, after the accounts and balances. */
export async function seedBillingStatus(trx: Kysely<Database>, now: number): Promise<void> {
  for (const s of STATUSES) {
    await trx
      .insertInto('account_billing_status')
      .values({
        account_number: s.account_number,
        statement_balance_cents: s.statementBalance,
        next_statement_date: isoDay(now + s.nextStatementInDays * DAY),
        recent_pay_date: isoDay(now + s.recentPayInDays * DAY),
        recent_pay_cents: s.recentPay,
        has_auto_pay: 0,
        has_scheduled_payment: 0,
        default_pm_nickname: null,
        past_due_with_ppv_cents: s.pastDueWithPpv,
        wrt: 0,
        ppv_inhibit: s.ppvInhibit,
        pre_deauth: 0,
        deauth: 0,
        deauth_start_date: null,
      })
      .execute();
  }
  const balance = await trx
    .selectFrom('account_balances')
    .select(['amount_due_cents', 'current_balance_cents'])
    .where('account_number', '=', PAID_TODAY.account_number)
    .executeTakeFirst();
  if (balance) {
    await trx
      .updateTable('account_balances')
      .set({
        amount_due_cents: Math.max(0, balance.amount_due_cents - PAID_TODAY.amount),
        current_balance_cents: balance.current_balance_cents - PAID_TODAY.amount,
      })
      .where('account_number', '=', PAID_TODAY.account_number)
      .execute();
  }
}
