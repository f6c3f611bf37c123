import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

// ---- account transfer of user ids (issue 15 item 4) ----

/** The fields of an account the transfer reads: whether it is live, since when not, its services. */
export function transferAccountRow(db: Db, accountNumber: string) {
  return db
    .selectFrom('accounts')
    .select(['account_number', 'active', 'disconnect_date', 'ool', 'io', 'ov'])
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
}

/** The new account an old one moved to (account_moves, shared with the payment settings transfer). */
export async function movedTo(db: Db, fromAccount: string): Promise<string | null> {
  const row = await db
    .selectFrom('account_moves')
    .select('to_account_number')
    .where('from_account_number', '=', fromAccount)
    .executeTakeFirst();
  return row?.to_account_number ?? null;
}

/**
 * The old account that moved into this one, if any: the latest move, should there be several
 * (account_moves keeps one row per old account).
 */
export async function movedFrom(db: Db, toAccount: string): Promise<string | null> {
  const row = await db
    .selectFrom('account_moves')
    .select('from_account_number')
    .where('to_account_number', '=', toAccount)
    .orderBy('created_at', 'desc')
    .orderBy('from_account_number')
    .limit(1)
    .executeTakeFirst();
  return row?.from_account_number ?? null;
}

/**
 * Takes the account row's lock (PostgreSQL only), so two transfers into the same new account queue
 * one after the other and the second counts the ids the first moved (SQLite serialises writes
 * with BEGIN IMMEDIATE already).
 */
export async function lockAccount(trx: Transaction<Database>, accountNumber: string): Promise<void> {
  await trx
    .selectFrom('accounts')
    .select('account_number')
    .where('account_number', '=', accountNumber)
    .forUpdate()
    .execute();
}

/**
 * Moves ids from one account to another: only those still on the old account change, so of two
 * moves at once the second finds nothing left to move. Answers how many moved. `secondariesOnly`
 * leaves a primary where it is (ids left behind follow a primary already moved).
 */
export async function moveIds(
  trx: Transaction<Database>,
  ids: readonly string[],
  fromAccount: string,
  toAccount: string,
  secondariesOnly = false,
): Promise<number> {
  if (ids.length === 0) return 0;
  const res = await trx
    .updateTable('users')
    .set({ account_number: toAccount })
    .where('id', 'in', ids)
    .where('account_number', '=', fromAccount)
    .where('role', '=', 'subscriber')
    .$if(secondariesOnly, (q) => q.where('primary_user', '=', 0))
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function insertTransferAudit(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}
