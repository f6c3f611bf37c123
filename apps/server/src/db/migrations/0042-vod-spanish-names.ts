import { sql, type Kysely } from 'kysely';

// On Demand in Spanish (issue 23 item 6): the catalogue's category and ribbon captions and its
// genres carry a Spanish name beside the English one. The catalogue writer fills them from the
// source's names; rows written before this migration take the English name until the catalogue
// is written again.
const columns = [
  ['vod_menus', 'caption_es', 'caption'],
  ['vod_ribbons', 'caption_es', 'caption'],
  ['vod_genres', 'genre_es', 'genre'],
  ['vod_titles', 'genres_es', 'genres'],
  ['vod_series', 'genres_es', 'genres'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column, english] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(english)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of columns) await db.schema.alterTable(table).dropColumn(column).execute();
}
