import { sql, type InsertObject } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { VOD_TABLES, type VodTables } from '../../db/schema-vod.ts';
import type { Db } from './repository.ts';

// The catalogue load's writes (catalogue-writer.ts builds the rows).

type CatalogueTable = Exclude<(typeof VOD_TABLES)[number], 'vod_cart_items'>;

/** Catalogue tables, children first: the on-demand tables less the carts, which are customers' data and stay. */
export const CATALOGUE_TABLES: readonly CatalogueTable[] = VOD_TABLES.filter(
  (t): t is CatalogueTable => t !== 'vod_cart_items',
);

/**
 * Rows per insert, by how many columns a row has: well under PostgreSQL's 65,535 and SQLite's
 * 32,766 bound parameters, and few enough statements that a 100,000-title load stays quick.
 */
const batchFor = (columns: number) => Math.floor(8000 / columns);

/** Inserts rows into a catalogue table in batches. */
export async function insertAll<T extends keyof VodTables>(
  db: Db,
  table: T,
  rows: ReadonlyArray<InsertObject<Database, T>>,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const size = batchFor(Object.keys(first).length);
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

/** Refreshes the query planner's statistics of the catalogue tables after a load. */
export async function analyzeCatalogue(db: Db): Promise<void> {
  for (const t of CATALOGUE_TABLES) await sql`analyze ${sql.table(t)}`.execute(db);
}

/** Empties the catalogue tables (carts stay). */
export async function clearCatalogue(db: Db): Promise<void> {
  for (const t of CATALOGUE_TABLES) await db.deleteFrom(t).execute();
}
