import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The monthly service charges of the account's latest statement: its recurring and promotion lines. */
export async function latestMonthlyServiceCents(db: Db, accountNumber: string): Promise<number> {
  const latest = await db
    .selectFrom('statements')
    .select('id')
    .where('account_number', '=', accountNumber)
    .orderBy('statement_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return 0;
  const row = await db
    .selectFrom('statement_lines')
    .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('total'))
    .where('statement_id', '=', latest.id)
    .where('kind', 'in', ['recurring', 'promotion'])
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Writes a credit for the next statement; a second write with the same id changes nothing. */
export async function insertBillCredit(
  db: Db,
  row: {
    id: string;
    account_number: string;
    amount_cents: number;
    description: string;
    description_es: string;
    created_at: number;
  },
): Promise<boolean> {
  const res = await db
    .insertInto('bill_credits')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The credits waiting for the account's next statement (no statement has taken them), oldest first. */
export async function listBillCredits(db: Db, accountNumber: string) {
  return db
    .selectFrom('bill_credits')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .where('statement_id', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * Gives the account's waiting credits to one statement and answers the ones it took. The guarded
 * update takes a credit only while no statement has it: a second run, or a racing one (which waits
 * on the row and then finds it taken), takes nothing.
 */
export async function claimBillCredits(db: Db, accountNumber: string, statementId: string, now: number) {
  await db
    .updateTable('bill_credits')
    .set({ statement_id: statementId, applied_at: now })
    .where('account_number', '=', accountNumber)
    .where('statement_id', 'is', null)
    .execute();
  return db
    .selectFrom('bill_credits')
    .selectAll()
    .where('statement_id', '=', statementId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
