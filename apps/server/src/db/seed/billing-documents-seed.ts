import type { Kysely } from 'kysely';
import { statementProblems, statementTotals, type StatementLine, type StatementTotals } from '@coax/domain';
import { promotionLines, seedLine, storyLines, type SeedLine } from './statement-lines-seed.ts';
import { seedPromotionPrices } from './promotions-seed.ts';

type Section = StatementLine['section'];
import type { Database } from '../schema.ts';
import { DAY } from '../../platform/clock.ts';
import { BILL_INSERTS } from './bill-inserts-seed.ts';
import { statementId } from '../statement-id.ts';

/** How many monthly statements each demo account has. */
const STATEMENT_COUNT = 12;
/** Days from a statement to its due date when the balance does not say otherwise. */
const DAYS_TO_DUE = 25;
/** Which statements (0 = latest) carry which insert. */
const INSERT_ON: Readonly<Record<number, string>> = {
  0: 'rate-notice',
  2: 'channel-lineup',
  4: 'privacy-notice',
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const addDays = (day: string, n: number) => isoDay(dayMs(day) + n * DAY);

/** The same day of the month n months later (or earlier), clamped to the month's last day. */
function addMonths(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return isoDay(target.getTime());
}

interface PostedPayment {
  amount_cents: number;
  pay_date: string;
}

interface AccountFacts {
  account_number: string;
  io: number;
  ool: number;
  ov: number;
  biz: number;
  labox: number;
  /** the latest statement's total: the statement balance the bill widget shows */
  statementBalance: number;
  pastDue: number;
  /** pay-per-view on top of the past-due amount (latepay) */
  ppvOnTop: number;
  nextStatementDate: string | null;
  dueDate: string | null;
}

/** The monthly lines of an account, by the services it has. Business accounts pay business rates. */
function recurringLines(a: AccountFacts, promoCents: number): SeedLine[] {
  const lines: SeedLine[] = [];
  const add = (section: Section, code: string, amountCents: number) =>
    lines.push(seedLine(section, code, section === 'taxesFees' ? 'tax' : 'recurring', amountCents));
  if (a.biz) {
    if (a.io) add('tv', 'TV-BIZPLUS', 12999);
    if (a.ool) add('internet', 'INT-BIZ1G', 14999);
    if (a.ov) add('phone', 'VOICE-BIZ4', 7996);
    if (a.io) add('equipment', 'BOX-STD-3', 2697);
    if (a.ool) add('equipment', 'RTR-BIZ', 1500);
  } else {
    if (a.io) {
      if (a.labox) add('tv', 'TV-CORE-DVR', 3999);
      else add('tv', 'TV-SELECT', 5499);
    }
    if (a.ool) {
      if (a.io) add('internet', 'INT300', 3999);
      else add('internet', 'INT500', 4999);
    }
    if (a.ov) add('phone', 'PHONE-UNL', 1499);
    if (a.io) add('equipment', 'BOX-STD', 899);
    if (a.ool && !a.io) add('equipment', 'GW-WIFI', 1000);
  }
  if (a.io) add('taxesFees', 'FEE-BCAST', 699);
  const services = lines.filter(
    (l) => l.section === 'tv' || l.section === 'internet' || l.section === 'phone',
  );
  add('taxesFees', 'TAX-STATE', Math.round(services.reduce((s, l) => s + l.amountCents, 0) * 0.045));
  add('taxesFees', 'FEE-REG', 149);
  if (promoCents < 0) {
    const promo = a.biz
      ? seedLine('credits', 'DISC-MULTI', 'promotion', promoCents)
      : seedLine('credits', 'PROMO', 'promotion', promoCents);
    lines.push(promo);
  }
  return lines;
}

/** A believable extra line or two in some months, so not every bill looks the same. */
function monthlyExtras(a: AccountFacts, k: number, periodEnd: string): SeedLine[] {
  if (k === 3 && a.io) {
    return [seedLine('oneTime', 'PPV', 'one-time', 5999, 'Championship Boxing Live')];
  }
  if (k === 4 && a.ool) {
    const day = addDays(periodEnd, -12);
    return [seedLine('credits', 'CREDIT-OUTAGE', 'credit', -350, day)];
  }
  if (k === 0 && a.ppvOnTop > 0) {
    return [seedLine('oneTime', 'PPV', 'one-time', a.ppvOnTop, 'The Last Frontier (HD)')];
  }
  return [];
}

/** The line that makes a bill come to the total the account's records need. */
function adjustment(a: AccountFacts, cents: number): SeedLine[] {
  if (cents === 0) return [];
  if (cents < 0) return [seedLine('credits', 'ADJ', 'credit', cents)];
  return [
    a.io ? seedLine('oneTime', 'VOD', 'one-time', cents) : seedLine('oneTime', 'PRORATE', 'one-time', cents),
  ];
}

interface LaidOut {
  date: string;
  periodStart: string;
  due: string;
  lines: SeedLine[];
  totals: StatementTotals;
  insertId: string | null;
  /** the make-up line's amount, 0 when none was needed */
  adjustmentCents: number;
}

/** An account's statements, oldest first, with `promoCents` (0 or negative) as a standing credit. */
function layOutStatements(
  a: AccountFacts,
  today: string,
  own: PostedPayment[],
  promoCents: number,
): LaidOut[] {
  const latest = a.nextStatementDate ? addMonths(a.nextStatementDate, -1) : addDays(today, -20);
  // dates[k]: statement k (0 = latest); dates[STATEMENT_COUNT] closes the oldest one's period.
  const dates = Array.from({ length: STATEMENT_COUNT + 1 }, (_v, k) => addMonths(latest, -k));
  const dateOf = (k: number) => dates[k] ?? latest;
  const historyStart = own.reduce<string | null>(
    (min, p) => (min === null || p.pay_date < min ? p.pay_date : min),
    null,
  );
  const recorded = (k: number) => historyStart !== null && dateOf(k) >= historyStart;
  const paymentsIn = (k: number) => own.filter((p) => p.pay_date > dateOf(k + 1) && p.pay_date <= dateOf(k));
  const paidIn = (k: number) => paymentsIn(k).reduce((s, p) => s + p.amount_cents, 0);

  // What each total must be, where the records say: the latest is the statement balance; a
  // bill followed by a recorded payment was paid in full by it; an unpaid bill is past due.
  const target = new Map<number, number>([[0, a.statementBalance]]);
  for (let k = 1; k < STATEMENT_COUNT; k++) {
    if (!recorded(k - 1)) continue;
    const paid = paidIn(k - 1);
    if (paid > 0) target.set(k, paid);
    else if (k === 1 && a.pastDue > 0) target.set(k, a.pastDue);
  }

  const out: LaidOut[] = [];
  let total = recurringLines(a, promoCents).reduce((s, l) => s + l.amountCents, 0);
  for (let k = STATEMENT_COUNT - 1; k >= 0; k--) {
    const date = dateOf(k);
    const periodStart = addDays(dateOf(k + 1), 1);
    const previous = total;
    // Before the recorded payments begin, every bill was paid in full during the next period.
    const paid = recorded(k) ? paidIn(k) : previous;
    const lines: SeedLine[] = [];
    if (paid > 0) {
      const paidOn = paymentsIn(k)[0]?.pay_date ?? addDays(periodStart, 10);
      lines.push(seedLine('payments', 'PAYMENT', 'payment', -paid, paidOn));
    }
    const story = storyLines(a.account_number, k, {
      promoEnds: addDays(dateOf(1), 5),
      outage: addDays(date, -12),
    });
    const monthly = recurringLines(a, promoCents);
    const promoted = promotionLines(monthly, seedPromotionPrices(a.account_number, today), date);
    lines.push(...monthly, ...promoted, ...monthlyExtras(a, k, date), ...story);
    const wanted = target.get(k);
    const adjustmentCents =
      wanted === undefined ? 0 : wanted - statementTotals(previous, lines).totalDueCents;
    lines.push(...adjustment(a, adjustmentCents));
    const totals = statementTotals(previous, lines);
    const problems = statementProblems(totals, lines);
    if (problems.length > 0) {
      throw new Error(`demo statement for ${a.account_number} ${date}: ${problems.join('; ')}`);
    }
    const due =
      k === 0 && a.dueDate && a.dueDate > date && a.dueDate <= addDays(date, 40)
        ? a.dueDate
        : addDays(date, DAYS_TO_DUE);
    out.push({ date, periodStart, due, lines, totals, insertId: INSERT_ON[k] ?? null, adjustmentCents });
    total = totals.totalDueCents;
  }
  return out;
}

/**
 * Twelve monthly statements per demo account (the bill history chart shows the last 12), laid out relative to now, whose numbers agree with
 * the rest of the demo data: the latest total is the account's statement balance, payments on a
 * bill are the posted payments (billing-payments-seed.ts) of its period, a bill a later payment
 * paid in full totals that payment, and latepay's unpaid bill is its past-due amount. Older
 * months, before the recorded payments, were paid in full. Where the services alone do not give
 * the total the records need, one on-demand or credit line makes up the difference.
 * Runs inside seedDemo's transaction after the balances, statuses and payments.
 */
export async function seedBillingDocuments(trx: Kysely<Database>, now: number): Promise<void> {
  for (const insert of BILL_INSERTS) {
    await trx
      .insertInto('bill_inserts')
      .values({ ...insert.row, published_at: now + insert.publishedInDays * DAY })
      .execute();
  }

  const accounts = await trx
    .selectFrom('accounts')
    .innerJoin('account_balances', 'account_balances.account_number', 'accounts.account_number')
    .leftJoin('account_billing_status', 'account_billing_status.account_number', 'accounts.account_number')
    .select([
      'accounts.account_number',
      'accounts.io',
      'accounts.ool',
      'accounts.ov',
      'accounts.biz',
      'accounts.labox',
      'account_balances.amount_due_cents',
      'account_balances.past_due_cents',
      'account_balances.due_date',
      'account_billing_status.statement_balance_cents',
      'account_billing_status.past_due_with_ppv_cents',
      'account_billing_status.next_statement_date',
    ])
    .orderBy('accounts.account_number')
    .execute();
  const payments = await trx
    .selectFrom('payments')
    .select(['account_number', 'amount_cents', 'pay_date'])
    .where('status', '=', 'posted')
    .execute();

  const today = isoDay(now);
  for (const row of accounts) {
    const a: AccountFacts = {
      ...row,
      statementBalance: row.statement_balance_cents ?? row.amount_due_cents,
      pastDue: row.past_due_cents,
      ppvOnTop: Math.max(0, (row.past_due_with_ppv_cents ?? 0) - row.past_due_cents),
      nextStatementDate: row.next_statement_date,
      dueDate: row.due_date,
    };
    const own = payments.filter((p) => p.account_number === a.account_number);
    // A bill that comes out lower than the services shows a standing promotion, not a one-off.
    const first = layOutStatements(a, today, own, 0);
    const promo = Math.min(0, first.at(-1)?.adjustmentCents ?? 0);
    for (const st of promo < 0 ? layOutStatements(a, today, own, promo) : first) {
      const id = statementId(a.account_number, st.date);
      await trx
        .insertInto('statements')
        .values({
          id,
          account_number: a.account_number,
          statement_date: st.date,
          period_start: st.periodStart,
          period_end: st.date,
          due_date: st.due,
          previous_balance_cents: st.totals.previousBalanceCents,
          payments_cents: st.totals.paymentsCents,
          new_charges_cents: st.totals.newChargesCents,
          total_due_cents: st.totals.totalDueCents,
          insert_id: st.insertId,
        })
        .execute();
      await trx
        .insertInto('statement_lines')
        .values(
          st.lines.map((l, seq) => ({
            statement_id: id,
            seq,
            section: l.section,
            description: l.description,
            description_es: l.descriptionEs,
            amount_cents: l.amountCents,
            code: l.code,
            kind: l.kind,
            promo_ends_on: l.promoEndsOn,
            applies_to: l.appliesTo,
          })),
        )
        .execute();
    }
  }

  for (const e of EBILL) {
    await trx
      .insertInto('ebill_preferences')
      .values({ ...e, updated_at: now - 120 * DAY, updated_by: 'seed' })
      .execute();
  }
}

/**
 * Paperless as the demo accounts left it: mgarcia and netonly are paperless, acmebiz gets paper
 * bills and an e-mail notice; jsmith and latepay never chose (paper, no e-mail), so jsmith's
 * journey can enrol.
 */
const EBILL = [
  { account_number: '781245006302', email: 'maria.garcia@example.com', paper_bill: 0, mail_notify: 1 },
  { account_number: '781245006403', email: 'billing@acmehardware.biz', paper_bill: 1, mail_notify: 1 },
  { account_number: '781245006605', email: 'nia.patel@example.net', paper_bill: 0, mail_notify: 1 },
];
