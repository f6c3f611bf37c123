import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { PaymentsTable, PaymentStatus } from '../../../db/schema-billing.ts';
import { newConfirmationCode } from '../../../platform/confirmation-code.ts';

type Q = Kysely<Database> | Transaction<Database>;
export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentWithNickname = PaymentRow & { nickname: string };
/** A row to insert: its confirmation code is made here unless given. */
export type NewPaymentRow = Omit<PaymentRow, 'confirmation_code'> & { confirmation_code?: string | null };

/** A live (not removed) method of the account, with what charging it needs. */
export function findLiveMethod(db: Q, accountNumber: string, methodId: string) {
  return db
    .selectFrom('payment_methods')
    .select(['id', 'nickname', 'pay_type', 'gateway_token', 'exp_month', 'exp_year'])
    .where('account_number', '=', accountNumber)
    .where('id', '=', methodId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** A method's gateway token, and whether it was removed, whatever account it belongs to. */
export function findMethodToken(db: Q, methodId: string) {
  return db
    .selectFrom('payment_methods')
    .select(['gateway_token', 'removed_at'])
    .where('id', '=', methodId)
    .executeTakeFirst();
}

/**
 * The one way a payment row is written. With `ifAbsent`, a row whose id (or autopay cycle) is
 * already there is left alone; the answer says whether this call wrote the row.
 */
export async function insertPayment(
  db: Q,
  row: NewPaymentRow,
  opts: { ifAbsent?: boolean } = {},
): Promise<boolean> {
  // Every payment gets the code the person quotes: random, unique (the index refuses a repeat).
  const insert = db
    .insertInto('payments')
    .values({ ...row, confirmation_code: row.confirmation_code ?? newConfirmationCode() });
  const res = await (opts.ifAbsent ? insert.onConflict((oc) => oc.doNothing()) : insert).executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) === 1;
}

const withNickname = (db: Q) =>
  db
    .selectFrom('payments')
    .innerJoin('payment_methods', 'payment_methods.id', 'payments.method_id')
    .selectAll('payments')
    .select('payment_methods.nickname as nickname');

/** One payment of the account; another account's id reads as absent. */
export function findPayment(
  db: Q,
  accountNumber: string,
  id: string,
): Promise<PaymentWithNickname | undefined> {
  return withNickname(db)
    .where('payments.account_number', '=', accountNumber)
    .where('payments.id', '=', id)
    .executeTakeFirst();
}

/** A payment by id alone, for the job, which works across accounts. */
export function findPaymentById(db: Q, id: string): Promise<PaymentWithNickname | undefined> {
  return withNickname(db).where('payments.id', '=', id).executeTakeFirst();
}

/** Scheduled payments, the next first; the history (everything else), newest first. */
export function listPayments(db: Q, accountNumber: string, view: 'scheduled' | 'history', limit = 200) {
  const q = withNickname(db).where('payments.account_number', '=', accountNumber);
  if (view === 'scheduled') {
    return q
      .where('payments.status', '=', 'scheduled')
      .orderBy('payments.pay_date', 'asc')
      .orderBy('payments.created_at', 'asc')
      .orderBy('payments.id', 'asc')
      .limit(limit)
      .execute();
  }
  return q
    .where('payments.status', '!=', 'scheduled')
    .orderBy('payments.pay_date', 'desc')
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Moves a payment from one status to another only if it is still in the first: the update that
 * changes a row wins, every other caller sees 0 rows and stops. This is what makes the posting
 * job safe to run twice and on several processes.
 */
export async function transition(
  db: Q,
  id: string,
  from: PaymentStatus,
  set: Partial<
    Pick<
      PaymentRow,
      | 'status'
      | 'gateway_ref'
      | 'failure_reason'
      | 'posted_at'
      | 'updated_at'
      | 'csr_id'
      | 'method_id'
      | 'amount_cents'
      | 'pay_date'
    >
  >,
): Promise<boolean> {
  const res = await db
    .updateTable('payments')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Applies a posted payment to the balance in one statement (no read-modify-write to lose under
 * concurrency): past due first, the amount due floors at zero, the current balance may go
 * negative (a credit). CASE rather than MAX/GREATEST so the same SQL runs on both databases.
 */
export async function applyToBalance(trx: Q, accountNumber: string, cents: number): Promise<void> {
  await trx
    .updateTable('account_balances')
    .set({
      current_balance_cents: sql<number>`current_balance_cents - ${cents}`,
      amount_due_cents: sql<number>`case when amount_due_cents > ${cents} then amount_due_cents - ${cents} else 0 end`,
      past_due_cents: sql<number>`case when past_due_cents > ${cents} then past_due_cents - ${cents} else 0 end`,
      past_due: sql<string>`case when past_due_cents > ${cents} then past_due else '' end`,
    })
    .where('account_number', '=', accountNumber)
    .execute();
  // The past-due figure with pay-per-view charges goes down with the same payment.
  await trx
    .updateTable('account_billing_status')
    .set({
      past_due_with_ppv_cents: sql<number>`case when past_due_with_ppv_cents > ${cents} then past_due_with_ppv_cents - ${cents} else 0 end`,
    })
    .where('account_number', '=', accountNumber)
    .execute();
}

/** Scheduled payments whose day has come (any account, or only `accountNumber`'s), oldest day first. */
export function duePaymentIds(db: Q, today: string, limit: number, accountNumber?: string) {
  let q = db
    .selectFrom('payments')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('pay_date', '<=', today);
  if (accountNumber !== undefined) q = q.where('account_number', '=', accountNumber);
  return q.orderBy('pay_date').orderBy('id').limit(limit).execute();
}

/**
 * Payments left 'processing' longer than a request can take: a crash between record and settle
 * (any account, or only `accountNumber`'s).
 */
export function staleProcessing(db: Q, olderThan: number, limit: number, accountNumber?: string) {
  let q = db
    .selectFrom('payments')
    .select(['id', 'updated_at'])
    .where('status', '=', 'processing')
    .where('updated_at', '<', olderThan);
  if (accountNumber !== undefined) q = q.where('account_number', '=', accountNumber);
  return q.orderBy('updated_at').limit(limit).execute();
}

/** Takes over a stale 'processing' payment: only the caller whose update lands may re-charge it. */
export async function claimStale(db: Q, id: string, seenUpdatedAt: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('payments')
    .set({ updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .where('updated_at', '=', seenUpdatedAt)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function methodToken(db: Q, methodId: string) {
  return db
    .selectFrom('payment_methods')
    .select(['gateway_token', 'nickname'])
    .where('id', '=', methodId)
    .executeTakeFirst();
}

/** The primary bill-pay user of an account: the subject named in the job's audit rows when no one is signed in. */
export async function accountHolder(db: Q, accountNumber: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('account_number', '=', accountNumber)
    .orderBy('primary_user', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? accountNumber;
}
