import { sql, type Kysely } from 'kysely';

// Network settings for boxes (seed 001 §7; issue 7 item 8): one row per set-top box (a DVR box
// of migration 0009) once its settings are first saved, and the recent wrong PIN tries that
// lock PIN checking. PINs are kept only as password hashes (platform/password.ts), never as typed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('box_settings')
    .addColumn('device_id', 'integer', (c) => c.primaryKey().references('dvr_boxes.id'))
    /** display, sound, timer and time blocks as JSON (contract BoxSettings) */
    .addColumn('settings_json', 'text', (c) => c.notNull())
    .addColumn('parental_pin_hash', 'text')
    .addColumn('purchase_pin_hash', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    /** the signed-in id that saved them (an agent's own id when acting for a subscriber) */
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('box_pin_failures')
    /** random: a try is recorded before its PIN is checked and taken back by this id */
    .addColumn('attempt_id', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'integer', (c) => c.notNull().references('dvr_boxes.id'))
    .addColumn('pin_type', 'text', (c) => c.notNull().check(sql`pin_type in ('parental', 'purchase')`))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('box_pin_failures_idx')
    .on('box_pin_failures')
    .columns(['device_id', 'pin_type', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('box_pin_failures').execute();
  await db.schema.dropTable('box_settings').execute();
}
