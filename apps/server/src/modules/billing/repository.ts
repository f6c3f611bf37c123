import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function findBalance(db: Kysely<Database>, accountNumber: string) {
  return db.selectFrom('account_balances').selectAll().where('account_number', '=', accountNumber).executeTakeFirst();
}

/** The bill widget's status row (migration 0003); undefined when the account has none. */
export async function findBillingStatus(db: Kysely<Database>, accountNumber: string) {
  return db
    .selectFrom('account_billing_status')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
}
