import type { Kysely, Selectable, Transaction } from 'kysely';
import { builtOnce } from '../../../db/built-once.ts';
import type { Database } from '../../../db/schema.ts';
import type { AccountMovesTable } from '../../../db/schema-billing.ts';

type Q = Kysely<Database> | Transaction<Database>;
export type MoveRow = Selectable<AccountMovesTable>;

/** The account row fields the move and the toggle need. */
export function findAccountRow(db: Q, accountNumber: string) {
  return db
    .selectFrom('accounts')
    .select(['account_number', 'type', 'active', 'disconnect_date'])
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
}

/** The whole account row, for the account bill pay works on. */
export function findAccount(db: Q, accountNumber: string) {
  return db.selectFrom('accounts').selectAll().where('account_number', '=', accountNumber).executeTakeFirst();
}

/** The old accounts that moved into this one, with their disconnect dates, newest move first. */
export function movesInto(db: Q, toAccount: string) {
  return db
    .selectFrom('account_moves as m')
    .innerJoin('accounts as a', 'a.account_number', 'm.from_account_number')
    .selectAll('m')
    .select(['a.type', 'a.active', 'a.disconnect_date'])
    .where('m.to_account_number', '=', toAccount)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.from_account_number', 'asc')
    .execute();
}

/** Claims the move for a resolution: only a still-open move changes, so two submits cannot both resolve it. */
export async function resolveMove(
  trx: Transaction<Database>,
  fromAccount: string,
  patch: Pick<
    AccountMovesTable,
    'mt_aknow_ind' | 'ap_opt_out' | 'pm_opt_out' | 'result_code' | 'resolved_at' | 'resolved_by'
  >,
): Promise<boolean> {
  const res = await trx
    .updateTable('account_moves')
    .set(patch)
    .where('from_account_number', '=', fromAccount)
    .where('mt_aknow_ind', '=', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setRemindAfter(db: Q, fromAccount: string, day: string): Promise<void> {
  await db
    .updateTable('account_moves')
    .set({ remind_after: day })
    .where('from_account_number', '=', fromAccount)
    .execute();
}

/** Live methods of an account, default first, then oldest first. */
export function liveMethods(db: Q, accountNumber: string) {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .where('removed_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** The autopay enrolment with its method's name and expiry. */
export function enrolmentOf(db: Q, accountNumber: string) {
  return db
    .selectFrom('autopay_enrolments as e')
    .innerJoin('payment_methods as m', 'm.id', 'e.method_id')
    .selectAll('e')
    .select(['m.nickname', 'm.exp_month', 'm.exp_year', 'm.removed_at'])
    .where('e.account_number', '=', accountNumber)
    .executeTakeFirst();
}

export function ebillRow(db: Q, accountNumber: string) {
  return db
    .selectFrom('ebill_preferences')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
}

export { balanceOf } from '../payments/autopay-repository.ts';

// ---------------------------------------------------------------- toggle

// Every bill page asks which account the session chose: built once (db/built-once.ts).
const choice = builtOnce((db: Kysely<Database>, sessionKey: string) =>
  db.selectFrom('billing_account_choices').selectAll().where('session_key', '=', sessionKey),
);

export async function findChoice(db: Q, sessionKey: string) {
  return (await choice(db, sessionKey))[0];
}

export async function saveChoice(
  db: Q,
  row: { session_key: string; user_id: string; account_number: string; chosen_at: number },
): Promise<void> {
  await db
    .insertInto('billing_account_choices')
    .values(row)
    .onConflict((oc) =>
      oc
        .column('session_key')
        .doUpdateSet({ user_id: row.user_id, account_number: row.account_number, chosen_at: row.chosen_at }),
    )
    .execute();
}

export async function forgetChoice(db: Q, sessionKey: string): Promise<void> {
  await db.deleteFrom('billing_account_choices').where('session_key', '=', sessionKey).execute();
}

/** Choices older than any session can live belong to sessions that have ended. */
export async function purgeChoices(db: Q, before: number): Promise<void> {
  await db.deleteFrom('billing_account_choices').where('chosen_at', '<', before).execute();
}
