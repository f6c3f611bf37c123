import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function findBalance(db: Kysely<Database>, accountNumber: string) {
  return db.selectFrom('account_balances').selectAll().where('account_number', '=', accountNumber).executeTakeFirst();
}
