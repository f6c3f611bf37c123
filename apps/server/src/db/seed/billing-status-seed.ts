import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { DAY } from '../../platform/clock.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface DemoStatus {
  account_number: string;
  statementBalance: number;
  /** days from now of the next statement */
  nextStatementInDays: number;
  pastDueWithPpv: number;
  ppvInhibit: number;
}

/**
 * The bill widget's status rows (seed 000 §3 Billing summary): what only the billing system knows,
 * matching the balances demo-seed.ts lays out. latepay is 30 days past due with a pay-per-view
 * charge on top and pay-per-view blocked; nobody is pre-deauthorised or suspended. The payment
 * fields (recent and scheduled payments, autopay, the default method) are not kept here: the
 * summary derives them from the payment tables, which billing-payments-seed.ts fills.
 */
// prettier-ignore
const STATUSES: DemoStatus[] = [
  { account_number: '781245006201', statementBalance: 14287, nextStatementInDays: 9, pastDueWithPpv: 0, ppvInhibit: 0 },
  { account_number: '781245006302', statementBalance: 8950, nextStatementInDays: 17, pastDueWithPpv: 0, ppvInhibit: 0 },
  { account_number: '781245006403', statementBalance: 41200, nextStatementInDays: 14, pastDueWithPpv: 0, ppvInhibit: 0 },
  { account_number: '781245006504', statementBalance: 21480, nextStatementInDays: 5, pastDueWithPpv: 11339, ppvInhibit: 1 },
  { account_number: '781245006605', statementBalance: 6499, nextStatementInDays: 23, pastDueWithPpv: 0, ppvInhibit: 0 },
];

/** Seeds account_billing_status. Runs inside seedDemo's transaction, after the accounts and balances. */
export async function seedBillingStatus(trx: Kysely<Database>, now: number): Promise<void> {
  for (const s of STATUSES) {
    await trx
      .insertInto('account_billing_status')
      .values({
        account_number: s.account_number,
        statement_balance_cents: s.statementBalance,
        next_statement_date: isoDay(now + s.nextStatementInDays * DAY),
        // Derived from the payment tables since bill pay has them; the columns stay for old rows.
        recent_pay_date: null,
        recent_pay_cents: null,
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
}
