import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

const SELECT_ONE = CompiledQuery.raw('select 1');

/** The cheapest round trip to the database: it answers, or this throws. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await db.executeQuery(SELECT_ONE);
}
