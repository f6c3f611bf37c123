import { sql, type Kysely } from 'kysely';

// On Demand search ranks a title named exactly as the search first (issue 23 item 6): an index on
// the lower-cased title makes that one equality lookup. SQLite and PostgreSQL both index
// expressions, and both use the index for `lower(title) = ?`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('vod_titles_title_lower_idx')
    .on('vod_titles')
    .expression(sql`lower(title)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('vod_titles_title_lower_idx').execute();
}
