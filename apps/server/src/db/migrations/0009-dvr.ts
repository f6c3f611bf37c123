import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Web DVR (seed 001 §3 DVR box, Recording request, Scheduled or recorded program; issue 7 item 4):
// each account's boxes (local boxes with tuners and a disk, one cloud DVR), the web DVR terms
// acceptance, series rules and recordings. Airings are referred to by event id (text) and the
// recording keeps a copy of what it shows (title, channel, times), so a recording outlives the
// listings it came from. Times are bigint milliseconds (see 0005).
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('dvr_boxes')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) =>
      isPg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    /** boxAlias */
    .addColumn('alias', 'text', (c) => c.notNull())
    /** boxSerialNumber */
    .addColumn('serial_number', 'text', (c) => c.notNull().unique())
    /** boxMACAddress, upper case with colons */
    .addColumn('mac_address', 'text', (c) => c.notNull())
    /** devicetype: a model number, or CLOUD for the virtual cloud box */
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('is_cloud', 'integer', (c) => c.notNull().check(sql`is_cloud in (0, 1)`))
    .addColumn('is_hd', 'integer', (c) => c.notNull().check(sql`is_hd in (0, 1)`))
    /** recordings at once; a cloud DVR is limited by its quota instead */
    .addColumn('tuners', 'integer', (c) => c.notNull().check(sql`tuners >= 0`))
    /** disk or cloud quota, minutes of recording */
    .addColumn('storage_minutes', 'integer', (c) => c.notNull().check(sql`storage_minutes >= 0`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dvr_boxes_account_idx')
    .on('dvr_boxes')
    .columns(['account_number', 'id'])
    .execute();

  // Web DVR terms: accepted once per account, before its first cloud recording.
  await db.schema
    .createTable('dvr_terms')
    .addColumn('account_number', 'text', (c) => c.primaryKey().references('accounts.account_number'))
    .addColumn('accepted_by', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dvr_series_rules')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) =>
      isPg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('box_id', 'integer', (c) => c.notNull().references('dvr_boxes.id'))
    .addColumn('series_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('callsign', 'text', (c) => c.notNull())
    /** seed 001 §3 filter: 1 all, 4 new only, 3 all at {time}, 5 all at {time} on {weekday} */
    .addColumn('filter', 'integer', (c) => c.notNull().check(sql`filter in (1, 3, 4, 5)`))
    /** start of the airing the rule was made from ({time} and {weekday}) */
    .addColumn('anchor_start', 'bigint', (c) => c.notNull())
    /** save_episodes: 0 all, else 1-5 */
    .addColumn('save_episodes', 'integer', (c) => c.notNull().check(sql`save_episodes between 0 and 5`))
    /** save_days: 1, 2, 7, 14; 0 until deleted; -1 until space needed */
    .addColumn('save_days', 'integer', (c) => c.notNull().check(sql`save_days in (-1, 0, 1, 2, 7, 14)`))
    .addColumn('quality', 'text', (c) => c.notNull().check(sql`quality in ('hd', 'hdsd', 'sd')`))
    .addColumn('end_padding_seconds', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('dvr_series_rules_box_idx')
    .on('dvr_series_rules')
    .columns(['box_id', 'series_id'])
    .execute();

  await db.schema
    .createTable('dvr_recordings')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) =>
      isPg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('box_id', 'integer', (c) => c.notNull().references('dvr_boxes.id'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('program_id', 'text', (c) => c.notNull())
    .addColumn('series_id', 'text')
    .addColumn('callsign', 'text', (c) => c.notNull())
    .addColumn('channel_number', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('episode_title', 'text')
    .addColumn('is_movie', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_ms', 'bigint', (c) => c.notNull())
    .addColumn('end_ms', 'bigint', (c) => c.notNull())
    .addColumn('end_padding_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quality', 'text', (c) => c.notNull().check(sql`quality in ('hd', 'hdsd', 'sd')`))
    .addColumn('save_days', 'integer', (c) => c.notNull().check(sql`save_days in (-1, 0, 1, 2, 7, 14)`))
    .addColumn('rule_id', 'integer', (c) => c.references('dvr_series_rules.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** cancelled, deleted, expired or beyond the rule's keep: hidden, and never re-added by the rule */
    .addColumn('removed_at', 'bigint')
    .execute();
  // One recording of an airing per box.
  await db.schema
    .createIndex('dvr_recordings_airing_uq')
    .on('dvr_recordings')
    .columns(['box_id', 'event_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('dvr_recordings_box_start_idx')
    .on('dvr_recordings')
    .columns(['box_id', 'start_ms'])
    .execute();
  await db.schema
    .createIndex('dvr_recordings_rule_idx')
    .on('dvr_recordings')
    .columns(['rule_id', 'start_ms'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['dvr_recordings', 'dvr_series_rules', 'dvr_terms', 'dvr_boxes']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
