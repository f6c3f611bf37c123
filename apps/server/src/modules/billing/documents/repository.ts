import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { BillInsertsTable, StatementLinesTable, StatementsTable } from '../../../db/schema-billing.ts';

export type StatementRow = Selectable<StatementsTable>;
export type StatementLineRow = Selectable<StatementLinesTable>;
export type BillInsertRow = Selectable<BillInsertsTable>;

/** The account's statements, newest first. */
export async function listStatements(db: Kysely<Database>, accountNumber: string): Promise<StatementRow[]> {
  return db
    .selectFrom('statements')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .orderBy('statement_date', 'desc')
    .execute();
}

/** One statement, only if it belongs to the account: another account's id finds nothing. */
export async function findStatement(
  db: Kysely<Database>,
  accountNumber: string,
  id: string,
): Promise<StatementRow | undefined> {
  return db
    .selectFrom('statements')
    .selectAll()
    .where('id', '=', id)
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
}

/** The account's statement before the one dated `statementDate` (statements_account_idx). */
export async function previousStatement(
  db: Kysely<Database>,
  accountNumber: string,
  statementDate: string,
): Promise<StatementRow | undefined> {
  return db
    .selectFrom('statements')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .where('statement_date', '<', statementDate)
    .orderBy('statement_date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function statementLines(db: Kysely<Database>, statementId: string): Promise<StatementLineRow[]> {
  return db
    .selectFrom('statement_lines')
    .selectAll()
    .where('statement_id', '=', statementId)
    .orderBy('seq')
    .execute();
}

export async function listInserts(db: Kysely<Database>): Promise<BillInsertRow[]> {
  return db.selectFrom('bill_inserts').selectAll().orderBy('published_at', 'desc').orderBy('id').execute();
}

export async function findInsert(db: Kysely<Database>, id: string): Promise<BillInsertRow | undefined> {
  return db.selectFrom('bill_inserts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The subscriber's account as the header's account list shows it. */
export async function findAccount(db: Kysely<Database>, accountNumber: string) {
  return db
    .selectFrom('accounts')
    .select(['account_number', 'type', 'active', 'disconnect_date'])
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
}
