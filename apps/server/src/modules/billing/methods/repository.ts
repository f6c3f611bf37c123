import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { PaymentMethodsTable } from '../../../db/schema-billing.ts';

export type MethodRow = Selectable<PaymentMethodsTable>;
type Q = Kysely<Database> | Transaction<Database>;

/** The account's live methods, default first, then oldest first (the order they were added). */
export function listMethods(db: Q, accountNumber: string): Promise<MethodRow[]> {
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

/** The ids of the account's methods autopay charges (at most one). */
export async function autopayMethodId(db: Q, accountNumber: string): Promise<string | null> {
  const row = await db
    .selectFrom('autopay_enrolments')
    .select('method_id')
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  return row?.method_id ?? null;
}

/** One live method of the account; another account's id reads as absent. */
export function findMethod(db: Q, accountNumber: string, id: string): Promise<MethodRow | undefined> {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('id', '=', id)
    .where('account_number', '=', accountNumber)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** True when another live method of the account already has this nickname (any letter case). */
export async function nicknameTaken(
  db: Q,
  accountNumber: string,
  nickname: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .selectFrom('payment_methods')
    .select(['id', 'nickname'])
    .where('account_number', '=', accountNumber)
    .where('removed_at', 'is', null)
    .execute();
  const wanted = nickname.toLowerCase();
  return rows.some((r) => r.id !== exceptId && r.nickname.toLowerCase() === wanted);
}

/**
 * Serialises changes to one account's methods: an update on the account row takes PostgreSQL's
 * row lock until commit (SQLite writers already run one at a time under BEGIN IMMEDIATE), so two
 * concurrent adds cannot both become the first, default method.
 */
export async function lockAccount(trx: Transaction<Database>, accountNumber: string): Promise<void> {
  await trx
    .updateTable('accounts')
    .set((eb) => ({ account_number: eb.ref('account_number') }))
    .where('account_number', '=', accountNumber)
    .execute();
}

export async function countLiveMethods(db: Q, accountNumber: string): Promise<number> {
  const row = await db
    .selectFrom('payment_methods')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('account_number', '=', accountNumber)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertMethod(trx: Transaction<Database>, row: MethodRow): Promise<void> {
  await trx.insertInto('payment_methods').values(row).execute();
}

/** Makes `id` the account's only default. */
export async function setDefault(
  trx: Transaction<Database>,
  accountNumber: string,
  id: string,
  now: number,
): Promise<void> {
  await trx
    .updateTable('payment_methods')
    .set({ is_default: 0, updated_at: now })
    .where('account_number', '=', accountNumber)
    .where('is_default', '=', 1)
    .where('id', '!=', id)
    .execute();
  await trx
    .updateTable('payment_methods')
    .set({ is_default: 1, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The account's scheduled payments charging a method, soonest first. */
export function scheduledPaymentsOf(db: Q, accountNumber: string, methodId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'pay_date', 'amount_cents', 'kind'])
    .where('account_number', '=', accountNumber)
    .where('method_id', '=', methodId)
    .where('status', '=', 'scheduled')
    .orderBy('pay_date', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** Changes one method's columns. */
export async function updateMethod(db: Q, id: string, set: Updateable<PaymentMethodsTable>): Promise<void> {
  await db.updateTable('payment_methods').set(set).where('id', '=', id).execute();
}
