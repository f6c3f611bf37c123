import { sql, type Kysely } from 'kysely';

// A statement line's name in Spanish (issue 23 item 6): a Spanish reader's bill names each line in
// Spanish. Lines written before keep their English name until they are written again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('statement_lines')
    .addColumn('description_es', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update statement_lines set description_es = description`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('statement_lines').dropColumn('description_es').execute();
}
