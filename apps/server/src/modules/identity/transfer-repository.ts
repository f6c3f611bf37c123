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

/** Whether some old account moved into this one. */
export async function isNewAccountOfMove(db: Db, toAccount: string): Promise<boolean> {
  const row = await db
    .selectFrom('account_moves')
    .select('from_account_number')
    .where('to_account_number', '=', toAccount)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Moves ids from one account to another: only those still on the old account change, so of two
 * moves at once the second finds nothing left to move. Answers how many moved.
 */
export async function moveIds(
  trx: Transaction<Database>,
  ids: readonly string[],
  fromAccount: string,
  toAccount: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const res = await trx
    .updateTable('users')
    .set({ account_number: toAccount })
    .where('id', 'in', ids)
    .where('account_number', '=', fromAccount)
    .where('role', '=', 'subscriber')
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function insertTransferAudit(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}
