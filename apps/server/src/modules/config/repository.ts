import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The support line of a corp, when it has its own (seed 000 §7 "lookup by corp id"). */
export async function findSupportNumber(db: Kysely<Database>, corpId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('corp_support_numbers')
    .select('phone')
    .where('corp_id', '=', corpId)
    .executeTakeFirst();
  return row?.phone;
}
