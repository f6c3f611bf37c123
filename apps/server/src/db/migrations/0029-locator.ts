import type { Kysely } from 'kysely';

// The locator map (issue 18 item 6, seed 001 §3 "Map item"): hotspots, stores, payment centres
// and business offices, and the hotspot categories. Coordinates are double precision degrees;
// opening hours are minutes after midnight. Every search cuts by kind and a latitude band, then
// a longitude band, before the exact distance is measured.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('locator_categories')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('label_es', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('locator_places')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.references('locator_categories.name'))
    .addColumn('provider_name', 'text')
    .addColumn('account_type', 'text')
    .addColumn('outdoor', 'integer', (c) => c.notNull())
    // minutes after midnight; null opens are closed days, all null is "always open" (a hotspot)
    .addColumn('weekday_open', 'integer')
    .addColumn('weekday_close', 'integer')
    .addColumn('saturday_open', 'integer')
    .addColumn('saturday_close', 'integer')
    .addColumn('sunday_open', 'integer')
    .addColumn('sunday_close', 'integer')
    .execute();
  await db.schema
    .createIndex('locator_places_kind_lat_idx')
    .on('locator_places')
    .columns(['kind', 'lat', 'lon'])
    .execute();
  await db.schema
    .createIndex('locator_places_kind_name_idx')
    .on('locator_places')
    .columns(['kind', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('locator_places').execute();
  await db.schema.dropTable('locator_categories').execute();
}
