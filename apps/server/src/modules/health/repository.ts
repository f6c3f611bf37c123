import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The cheapest round trip to the database: it answers, or this throws. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
