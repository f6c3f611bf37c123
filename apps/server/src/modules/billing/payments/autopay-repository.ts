import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { AutopayEnrolmentsTable } from '../../../db/schema-billing.ts';

type Q = Kysely<Database> | Transaction<Database>;

/** What the account owes now and by when. */
export function balanceOf(db: Q, accountNumber: string) {
  return db
    .selectFrom('account_balances')
    .select(['due_date', 'amount_due_cents'])
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
}

/** Autopay payments made but not yet posted, soonest first. */
export function pendingAutopayIds(db: Q, accountNumber: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'amount_cents'])
    .where('account_number', '=', accountNumber)
    .where('kind', '=', 'autopay')
    .where('status', '=', 'scheduled')
    .orderBy('pay_date')
    .execute();
}

/** The account's enrolment with the method it charges. */
export function findEnrolmentWithMethod(db: Q, accountNumber: string) {
  return db
    .selectFrom('autopay_enrolments as e')
    .innerJoin('payment_methods as m', 'm.id', 'e.method_id')
    .selectAll('e')
    .select(['m.nickname', 'm.exp_month', 'm.exp_year'])
    .where('e.account_number', '=', accountNumber)
    .executeTakeFirst();
}

/** Whether the account is enrolled. */
export async function isEnrolled(db: Q, accountNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom('autopay_enrolments')
    .select('account_number')
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Enrols the account; with `ifAbsent`, an account already enrolled is left alone. Answers whether
 * this call enrolled it.
 */
export async function insertEnrolment(
  db: Q,
  row: Insertable<AutopayEnrolmentsTable>,
  opts: { ifAbsent?: boolean } = {},
): Promise<boolean> {
  const insert = db.insertInto('autopay_enrolments').values(row);
  const res = await (
    opts.ifAbsent ? insert.onConflict((oc) => oc.column('account_number').doNothing()) : insert
  ).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Changes the account's enrolment; answers whether there was one. */
export async function updateEnrolment(
  db: Q,
  accountNumber: string,
  set: Updateable<AutopayEnrolmentsTable>,
): Promise<boolean> {
  const res = await db
    .updateTable('autopay_enrolments')
    .set(set)
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Ends the account's enrolment. */
export async function deleteEnrolment(db: Q, accountNumber: string): Promise<void> {
  await db.deleteFrom('autopay_enrolments').where('account_number', '=', accountNumber).execute();
}

/** Every enrolment with the account's bill and a live method: what the autopay run looks at. */
export function enrolmentsToRun(db: Q) {
  return db
    .selectFrom('autopay_enrolments as e')
    .innerJoin('account_balances as b', 'b.account_number', 'e.account_number')
    .innerJoin('payment_methods as m', 'm.id', 'e.method_id')
    .select([
      'e.account_number',
      'e.method_id',
      'e.date_type',
      'e.days_in_advance',
      'e.day_of_month',
      'e.amount_type',
      'e.cap_cents',
      'e.fixed_cents',
      'e.created_at',
      'b.due_date',
      'b.amount_due_cents',
    ])
    .where('m.removed_at', 'is', null)
    .execute();
}
