import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { StatementLinesTable, StatementsTable } from '../../../db/schema-billing.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Accounts whose latest statement is dated on or before `cutoff`: the candidates for the next
 * statement run (statements_account_idx). The run checks each one's exact date.
 */
export async function accountsWithStatementBefore(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('statements')
    .innerJoin('accounts', 'accounts.account_number', 'statements.account_number')
    .select(['statements.account_number'])
    .select((eb) => eb.fn.max('statements.statement_date').as('latest'))
    .where('accounts.active', '=', 1)
    .groupBy('statements.account_number')
    .having((eb) => eb.fn.max('statements.statement_date'), '<=', cutoff)
    .orderBy('statements.account_number')
    .limit(limit)
    .execute();
}

/** The account's latest statement, whole. */
export async function latestStatementRow(db: Db, accountNumber: string) {
  return db
    .selectFrom('statements')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .orderBy('statement_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Payments that reached the account in a statement's period: after `after`, up to `upTo` (days). */
export async function postedPaymentsBetween(db: Db, accountNumber: string, after: string, upTo: string) {
  return db
    .selectFrom('payments')
    .select(['pay_date', 'amount_cents'])
    .where('account_number', '=', accountNumber)
    .where('status', '=', 'posted')
    .where('pay_date', '>', after)
    .where('pay_date', '<=', upTo)
    .orderBy('pay_date')
    .orderBy('posted_at')
    .execute();
}

/** Writes a statement; false when one with this id (account and date) is already there. */
export async function insertStatementRow(db: Db, row: Insertable<StatementsTable>): Promise<boolean> {
  const res = await db
    .insertInto('statements')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function insertStatementLines(db: Db, rows: Insertable<StatementLinesTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('statement_lines').values(rows).execute();
}
