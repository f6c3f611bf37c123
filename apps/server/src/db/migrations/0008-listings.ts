import { sql, type Kysely } from 'kysely';

// TV listings (seed 001 §3 Linear program; issue 7 item 1): line-ups per hub, channels, which
// channels each line-up carries and in what order, programs, airings, TV packages (which
// channels an account receives) and user ratings. Times are bigint milliseconds (see 0005).
//
// The guide window is two index ranges: the line-up's channels by position (or HD position),
// then each channel's airings by start time, bounded below by the longest airing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guide_lineups')
    .addColumn('lineup_id', 'integer', (c) => c.primaryKey())
    .addColumn('hub_id', 'integer', (c) => c.notNull())
    .addColumn('is_hd', 'integer', (c) => c.notNull().check(sql`is_hd in (0, 1)`))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('guide_lineups_hub_idx')
    .on('guide_lineups')
    .columns(['hub_id', 'is_hd', 'lineup_id'])
    .execute();

  await db.schema
    .createTable('guide_channels')
    .addColumn('channel_id', 'integer', (c) => c.primaryKey())
    .addColumn('callsign', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_hd', 'integer', (c) => c.notNull().check(sql`is_hd in (0, 1)`))
    /** image name of the logo, or null */
    .addColumn('logo', 'text')
    .execute();

  await db.schema
    .createTable('guide_lineup_channels')
    .addColumn('lineup_id', 'integer', (c) => c.notNull().references('guide_lineups.lineup_id'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('guide_channels.channel_id'))
    /** 0-based order in the line-up, contiguous: the grid's offset is a range on it */
    .addColumn('position', 'integer', (c) => c.notNull())
    /** 0-based order among the HD channels only (the HD filter), null for an SD channel */
    .addColumn('hd_position', 'integer')
    .addColumn('channel_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('guide_lineup_channels_pk', ['lineup_id', 'position'])
    .execute();
  await db.schema
    .createIndex('guide_lineup_channels_channel_idx')
    .on('guide_lineup_channels')
    .columns(['lineup_id', 'channel_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('guide_lineup_channels_hd_idx')
    .on('guide_lineup_channels')
    .columns(['lineup_id', 'hd_position'])
    .execute();

  await db.schema
    .createTable('guide_programs')
    .addColumn('program_id', 'integer', (c) => c.primaryKey())
    /** the TMS (tribune) id: MV movie, EP episode, SH show, SP sports */
    .addColumn('tms_id', 'text', (c) => c.notNull())
    .addColumn('series_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('episode_title', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    /** the program type: FEATURE FILM, TV MOVIE, SERIES, SPORTS EVENT, SPECIAL, NEWS */
    .addColumn('show_type', 'text', (c) => c.notNull())
    .addColumn('season_number', 'integer')
    .addColumn('episode_number', 'integer')
    .addColumn('release_year', 'integer')
    /** the seed's ratings map code 0-12, or null */
    .addColumn('tv_rating_code', 'integer', (c) => c.check(sql`tv_rating_code between 0 and 12`))
    .addColumn('critic_rating', 'text')
    /** critics' stars 0-4, or null */
    .addColumn('star_rating', 'integer', (c) => c.check(sql`star_rating between 0 and 4`))
    /** pipe separated, like the on-demand catalogue */
    .addColumn('genres', 'text', (c) => c.notNull())
    .addColumn('actors', 'text', (c) => c.notNull())
    .addColumn('directors', 'text', (c) => c.notNull())
    .addColumn('image_name', 'text')
    /** bits: 1 VOD, 2 WPG, 4 UPG art available */
    .addColumn('image_flags', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    /** 1 is the most watched; null when not ranked */
    .addColumn('watch_rank', 'integer')
    /** an editor's pick for best bets */
    .addColumn('best_bet', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('guide_programs_series_idx').on('guide_programs').column('series_id').execute();
  await db.schema.createIndex('guide_programs_tms_idx').on('guide_programs').column('tms_id').execute();
  await db.schema.createIndex('guide_programs_watch_idx').on('guide_programs').column('watch_rank').execute();
  await db.schema
    .createIndex('guide_programs_best_idx')
    .on('guide_programs')
    .columns(['best_bet', 'program_id'])
    .execute();

  await db.schema
    .createTable('guide_airings')
    .addColumn('event_id', 'integer', (c) => c.primaryKey())
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('guide_channels.channel_id'))
    .addColumn('program_id', 'integer', (c) => c.notNull().references('guide_programs.program_id'))
    .addColumn('start_ms', 'bigint', (c) => c.notNull())
    .addColumn('end_ms', 'bigint', (c) => c.notNull())
    /** comma separated seed qualities (HDTV, CC, Stereo, DD 5.1, New, BN, AT, SAP, Rerun) */
    .addColumn('qualities', 'text', (c) => c.notNull())
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('guide_airings_span', sql`end_ms > start_ms`)
    .execute();
  await db.schema
    .createIndex('guide_airings_channel_start_idx')
    .on('guide_airings')
    .columns(['channel_id', 'start_ms'])
    .execute();
  await db.schema.createIndex('guide_airings_start_idx').on('guide_airings').column('start_ms').execute();
  await db.schema
    .createIndex('guide_airings_program_idx')
    .on('guide_airings')
    .columns(['program_id', 'start_ms'])
    .execute();

  await db.schema
    .createTable('guide_packages')
    .addColumn('package_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('guide_package_channels')
    .addColumn('package_id', 'text', (c) => c.notNull().references('guide_packages.package_id'))
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('guide_channels.channel_id'))
    .addPrimaryKeyConstraint('guide_package_channels_pk', ['package_id', 'channel_id'])
    .execute();
  await db.schema
    .createTable('account_guide_packages')
    .addColumn('account_number', 'text', (c) => c.primaryKey().references('accounts.account_number'))
    .addColumn('package_id', 'text', (c) => c.notNull().references('guide_packages.package_id'))
    .execute();

  await db.schema
    .createTable('guide_user_ratings')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 0 and 4`))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('guide_user_ratings_pk', ['user_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'guide_user_ratings',
    'account_guide_packages',
    'guide_package_channels',
    'guide_packages',
    'guide_airings',
    'guide_programs',
    'guide_lineup_channels',
    'guide_channels',
    'guide_lineups',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
