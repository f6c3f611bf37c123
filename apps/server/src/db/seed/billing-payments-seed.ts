import type { Kysely } from 'kysely';
import { addMonths, isoDayOf } from '@coax/domain';
import type { Database } from '../schema.ts';
import type { PaymentKind, PaymentStatus } from '../schema-billing.ts';
import { DAY } from '../../platform/clock.ts';
import { confirmationCodeForId } from '../../platform/confirmation-code.ts';

interface DemoPayment {
  id: string;
  account_number: string;
  /** whose id the row names as its creator */
  user: string;
  method_id: string;
  cents: number;
  /** days from now of the payment (negative: past) */
  inDays: number;
  status: PaymentStatus;
  kind: PaymentKind;
}

/**
 * jsmith starts with no saved methods (the journey adds them), yet paid last month's bill with a
 * card since removed: removed methods stay for the history that names them.
 */
const JSMITH_OLD_CARD = {
  id: 'pm_demo_jsmith_old_visa',
  account_number: '781245006201',
  nickname: 'Visa 1881',
  pay_type: 'CC',
  method_type: 'C',
  card_type: 'V',
  last4: '1881',
  name_on_account: 'John Smith',
  routing_number: null,
  gateway_token: 'tok_ok_0d3e000000000000000000f1',
  is_default: 0,
} as const;

/**
 * The payments behind the bill widget's states (seed 000 §4), matching demo-seed.ts's balances:
 * jsmith, mgarcia and acmebiz paid last month and are in cycle; mgarcia pays by autopay; acmebiz
 * has a payment scheduled on its bank account before the due date; latepay's last payment is two
 * months old; netonly paid this month's bill today, so nothing is due (credit or current).
 */
// prettier-ignore
const PAYMENTS: readonly DemoPayment[] = [
  { id: 'pay_demo_jsmith_1', account_number: '781245006201', user: 'jsmith', method_id: JSMITH_OLD_CARD.id, cents: 13999, inDays: -57, status: 'posted', kind: 'one_time' },
  { id: 'pay_demo_jsmith_2', account_number: '781245006201', user: 'jsmith', method_id: JSMITH_OLD_CARD.id, cents: 13999, inDays: -26, status: 'posted', kind: 'one_time' },
  { id: 'pay_demo_mgarcia_1', account_number: '781245006302', user: 'mgarcia', method_id: 'pm_demo_mgarcia_visa', cents: 8950, inDays: -49, status: 'posted', kind: 'autopay' },
  { id: 'pay_demo_mgarcia_2', account_number: '781245006302', user: 'mgarcia', method_id: 'pm_demo_mgarcia_visa', cents: 8950, inDays: -18, status: 'posted', kind: 'autopay' },
  { id: 'pay_demo_acme_1', account_number: '781245006403', user: 'acmebiz', method_id: 'pm_demo_acme_mc', cents: 12000, inDays: -40, status: 'declined', kind: 'one_time' },
  { id: 'pay_demo_acme_2', account_number: '781245006403', user: 'acmebiz', method_id: 'pm_demo_acme_bank', cents: 39850, inDays: -21, status: 'posted', kind: 'one_time' },
  { id: 'pay_demo_acme_3', account_number: '781245006403', user: 'acmebiz', method_id: 'pm_demo_acme_bank', cents: 41200, inDays: 7, status: 'scheduled', kind: 'one_time' },
  { id: 'pay_demo_latepay_1', account_number: '781245006504', user: 'latepay', method_id: 'pm_demo_latepay_amex', cents: 5000, inDays: -64, status: 'posted', kind: 'one_time' },
  { id: 'pay_demo_netonly_1', account_number: '781245006605', user: 'netonly', method_id: 'pm_demo_netonly_disc', cents: 6499, inDays: 0, status: 'posted', kind: 'one_time' },
];

/** mgarcia's autopay: the full amount due, three days before the due date, on her Visa. */
const MGARCIA_AUTOPAY = {
  account_number: '781245006302',
  method_id: 'pm_demo_mgarcia_visa',
  days_in_advance: 3,
  user: 'mgarcia',
};

/** netonly's payment of today, applied to the balance demo-seed.ts wrote for the bill it pays. */
const PAID_TODAY = 'pay_demo_netonly_1';

/**
 * Seeds payments and autopay. Runs in seedDemo's transaction after the accounts, balances and
 * billing-methods-seed.ts's methods (it names their fixed ids).
 */
export async function seedBillingPayments(trx: Kysely<Database>, now: number): Promise<void> {
  await trx
    .insertInto('payment_methods')
    .values({
      ...JSMITH_OLD_CARD,
      exp_month: 1,
      exp_year: new Date(now).getUTCFullYear() + 2,
      addr_line1: null,
      addr_line2: null,
      city: null,
      state: null,
      zip: null,
      created_at: now - 400 * DAY,
      updated_at: now - 20 * DAY,
      removed_at: now - 20 * DAY,
    })
    .execute();

  const balances = await trx.selectFrom('account_balances').select(['account_number', 'due_date']).execute();
  const dueOf = (account: string) => balances.find((b) => b.account_number === account)?.due_date ?? null;

  for (const p of PAYMENTS) {
    const at = now + p.inDays * DAY;
    // An autopay payment covers a bill: the one due a month (or two) before the current one.
    const due = dueOf(p.account_number);
    const cycle = p.kind === 'autopay' && due ? addMonths(due, -Math.ceil(-p.inDays / 30)) : null;
    await trx
      .insertInto('payments')
      .values({
        id: p.id,
        account_number: p.account_number,
        method_id: p.method_id,
        amount_cents: p.cents,
        pay_date: isoDayOf(at),
        kind: p.kind,
        status: p.status,
        autopay_cycle: cycle,
        gateway_ref: p.status === 'posted' ? `ch_demo_${p.id.slice(9)}` : null,
        failure_reason:
          p.status === 'declined' ? 'The payment was declined by the card issuer or bank.' : null,
        csr_id: null,
        created_by: p.user,
        created_at: p.status === 'scheduled' ? now - 2 * DAY : at,
        updated_at: p.status === 'scheduled' ? now - 2 * DAY : at,
        posted_at: p.status === 'posted' ? at : null,
        // The same code on every seed of the demo data, so a demo script can quote it.
        confirmation_code: confirmationCodeForId(p.id),
      })
      .execute();
  }

  await trx
    .insertInto('autopay_enrolments')
    .values({
      account_number: MGARCIA_AUTOPAY.account_number,
      method_id: MGARCIA_AUTOPAY.method_id,
      date_type: 'days_before',
      days_in_advance: MGARCIA_AUTOPAY.days_in_advance,
      day_of_month: null,
      amount_type: 'due',
      cap_cents: null,
      fixed_cents: null,
      email: null,
      created_by: MGARCIA_AUTOPAY.user,
      created_at: now - 90 * DAY,
      updated_at: now - 90 * DAY,
    })
    .execute();

  const paid = PAYMENTS.find((p) => p.id === PAID_TODAY);
  const balance = paid
    ? await trx
        .selectFrom('account_balances')
        .select(['amount_due_cents', 'current_balance_cents'])
        .where('account_number', '=', paid.account_number)
        .executeTakeFirst()
    : undefined;
  if (paid && balance) {
    await trx
      .updateTable('account_balances')
      .set({
        amount_due_cents: Math.max(0, balance.amount_due_cents - paid.cents),
        current_balance_cents: balance.current_balance_cents - paid.cents,
      })
      .where('account_number', '=', paid.account_number)
      .execute();
  }
}
