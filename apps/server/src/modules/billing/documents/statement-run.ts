import type { Insertable, Kysely } from 'kysely';
import {
  addDays,
  addMonths,
  isoDayOf,
  isStatementSection,
  statementProblems,
  statementTotals,
  type StatementSection,
} from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import type { StatementLinesTable } from '../../../db/schema-billing.ts';
import { lineName } from '../../../db/seed/statement-line-names.ts';
import { statementId } from '../../../db/statement-id.ts';
import { claimBillCredits } from '../credits-repository.ts';
import { statementLines } from './repository.ts';
import {
  accountsWithStatementBefore,
  insertStatementLines,
  insertStatementRow,
  latestStatementRow,
  postedPaymentsBetween,
} from './statement-run-repository.ts';

/** Days from a statement's date to its payment due date (the demo bills' spacing). */
export const STATEMENT_DAYS_TO_DUE = 25;
/** Accounts one pass of the run looks at, at most; the next pass takes the rest. */
const BATCH = 100;
/** Lines that come back every month; a promotion only while it lasts. */
const MONTHLY_KINDS = new Set(['recurring', 'promotion', 'tax']);

type Line = Omit<Insertable<StatementLinesTable>, 'statement_id' | 'seq'>;

/** Thrown inside the transaction when another run wrote the statement first: undoes the claim. */
class AlreadyWritten extends Error {}

/**
 * The monthly statement run. An account's next statement is dated a month after its latest one
 * and written once that day has come: the latest statement's monthly lines (a promotion only
 * until its last day), the payments posted in the period, and every credit waiting in
 * bill_credits as a credit line. The credits are taken by a guarded update in the same
 * transaction as the statement, whose id is its account and date: a second or racing run writes
 * nothing and takes nothing, so each credit is subtracted from exactly one bill.
 */
export function statementRun(db: Kysely<Database>) {
  async function nextStatement(accountNumber: string, now: number): Promise<string | null> {
    const today = isoDayOf(now);
    try {
      return await db.transaction().execute(async (trx) => {
        const latest = await latestStatementRow(trx, accountNumber);
        if (!latest) return null;
        const date = addMonths(latest.statement_date, 1);
        if (date > today) return null;
        const id = statementId(accountNumber, date);
        const periodStart = addDays(latest.statement_date, 1);
        const lines: Line[] = [];
        for (const p of await postedPaymentsBetween(trx, accountNumber, latest.statement_date, date)) {
          const name = lineName('PAYMENT', p.pay_date);
          lines.push(line('payments', 'PAYMENT', 'payment', -p.amount_cents, name.en, name.es));
        }
        for (const l of await statementLines(trx, latest.id)) {
          if (!MONTHLY_KINDS.has(l.kind)) continue;
          if (l.kind === 'promotion' && l.promo_ends_on !== null && l.promo_ends_on < periodStart) continue;
          const { statement_id: _s, seq: _q, ...rest } = l;
          lines.push(rest);
        }
        const credits = await claimBillCredits(trx, accountNumber, id, now);
        for (const c of credits) {
          lines.push(
            line('credits', 'CREDIT', 'credit', -Number(c.amount_cents), c.description, c.description_es),
          );
        }
        const checked = lines.map((l) => ({
          section: sectionOf(l.section),
          description: l.description,
          amountCents: l.amount_cents,
        }));
        const totals = statementTotals(latest.total_due_cents, checked);
        const problems = statementProblems(totals, checked);
        if (problems.length > 0) throw new Error(`statement ${id}: ${problems.join('; ')}`);
        const written = await insertStatementRow(trx, {
          id,
          account_number: accountNumber,
          statement_date: date,
          period_start: periodStart,
          period_end: date,
          due_date: addDays(date, STATEMENT_DAYS_TO_DUE),
          previous_balance_cents: totals.previousBalanceCents,
          payments_cents: totals.paymentsCents,
          new_charges_cents: totals.newChargesCents,
          total_due_cents: totals.totalDueCents,
          insert_id: null,
        });
        if (!written) throw new AlreadyWritten();
        await insertStatementLines(
          trx,
          lines.map((l, seq) => ({ ...l, statement_id: id, seq })),
        );
        return id;
      });
    } catch (e) {
      if (e instanceof AlreadyWritten) return null;
      throw e;
    }
  }

  return {
    nextStatement,
    /** One pass: the next statement of each account whose day has come; answers how many were written. */
    async run(now: number): Promise<number> {
      const today = isoDayOf(now);
      // A month back is at least 28 days back; the exact date is checked per account.
      const due = await accountsWithStatementBefore(db, addDays(today, -28), BATCH);
      let written = 0;
      for (const a of due) {
        if (addMonths(String(a.latest), 1) > today) continue;
        if (await nextStatement(a.account_number, now)) written += 1;
      }
      return written;
    },
  };
}

function line(
  section: Line['section'],
  code: string,
  kind: string,
  amountCents: number,
  description: string,
  descriptionEs: string,
): Line {
  return {
    section,
    code,
    kind,
    amount_cents: amountCents,
    description,
    description_es: descriptionEs,
    promo_ends_on: null,
    applies_to: null,
  };
}

function sectionOf(section: string): StatementSection {
  // Lines come from our own writers; a section outside the list is a data fault.
  if (!isStatementSection(section)) throw new Error(`unknown statement section ${section}`);
  return section;
}
