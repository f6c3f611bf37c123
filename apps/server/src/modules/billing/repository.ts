import type { Insertable, Kysely } from 'kysely';
import { builtOnce } from '../../db/built-once.ts';
import type { AuditLogTable, Database } from '../../db/schema.ts';

// The bill's summary reads these on every bill page: each query is built once (db/built-once.ts).

const balance = builtOnce((db: Kysely<Database>, accountNumber: string) =>
  db.selectFrom('account_balances').selectAll().where('account_number', '=', accountNumber),
);
export async function findBalance(db: Kysely<Database>, accountNumber: string) {
  return (await balance(db, accountNumber))[0];
}

const billingStatus = builtOnce((db: Kysely<Database>, accountNumber: string) =>
  db.selectFrom('account_billing_status').selectAll().where('account_number', '=', accountNumber),
);
/** The bill widget's status row (migration 0003); undefined when the account has none. */
export async function findBillingStatus(db: Kysely<Database>, accountNumber: string) {
  return (await billingStatus(db, accountNumber))[0];
}

const statement = builtOnce((db: Kysely<Database>, accountNumber: string) =>
  db
    .selectFrom('statements')
    .select(['statement_date', 'total_due_cents'])
    .where('account_number', '=', accountNumber)
    .orderBy('statement_date', 'desc')
    .limit(1),
);
/** The latest statement, for the statement balance and the next statement date. */
export async function latestStatement(db: Kysely<Database>, accountNumber: string) {
  return (await statement(db, accountNumber))[0];
}

const scheduled = builtOnce((db: Kysely<Database>, accountNumber: string) =>
  db
    .selectFrom('payments')
    .innerJoin('payment_methods', 'payment_methods.id', 'payments.method_id')
    .select(['payments.pay_date', 'payments.amount_cents', 'payment_methods.nickname'])
    .where('payments.account_number', '=', accountNumber)
    .where('payments.status', '=', 'scheduled')
    .orderBy('payments.pay_date', 'asc')
    .orderBy('payments.created_at', 'asc')
    .limit(1),
);
/** The next payment waiting for its day (one-time or autopay), with its method's nickname. */
export async function nextScheduledPayment(db: Kysely<Database>, accountNumber: string) {
  return (await scheduled(db, accountNumber))[0];
}

const lastPosted = builtOnce((db: Kysely<Database>, accountNumber: string) =>
  db
    .selectFrom('payments')
    .select(['pay_date', 'amount_cents'])
    .where('account_number', '=', accountNumber)
    .where('status', '=', 'posted')
    .orderBy('pay_date', 'desc')
    .orderBy('posted_at', 'desc')
    .limit(1),
);
/** The last payment that reached the account (posted). */
export async function lastPostedPayment(db: Kysely<Database>, accountNumber: string) {
  return (await lastPosted(db, accountNumber))[0];
}

const autopay = builtOnce((db: Kysely<Database>, accountNumber: string) =>
  db.selectFrom('autopay_enrolments').select('method_id').where('account_number', '=', accountNumber),
);
/** The autopay enrolment's method, or undefined when not enrolled. */
export async function autopayMethod(db: Kysely<Database>, accountNumber: string) {
  return (await autopay(db, accountNumber))[0];
}

const ofNote = builtOnce((db: Kysely<Database>, accountNumber: string, autopayMethodId: string) =>
  db
    .selectFrom('payment_methods')
    .select(['id', 'nickname', 'is_default', 'exp_month', 'exp_year'])
    .where('account_number', '=', accountNumber)
    .where('removed_at', 'is', null)
    .where((eb) => eb.or([eb('is_default', '=', 1), eb('id', '=', autopayMethodId)])),
);
/** The live default method and the autopay method: the cards whose expiry the summary reports. */
export async function methodsOfNote(
  db: Kysely<Database>,
  accountNumber: string,
  autopayMethodId: string | null,
) {
  return ofNote(db, accountNumber, autopayMethodId ?? '');
}

/** One row of the audit log (audit.ts decides what it says). */
export async function insertAuditRow(db: Kysely<Database>, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}
