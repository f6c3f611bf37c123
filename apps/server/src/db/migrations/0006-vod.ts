import { sql, type Kysely } from 'kysely';

// The on-demand catalogue (seed 001 §3): menus, titles, series, ribbons and top picks; the
// precomputed orderings the category grid pages through; the search index; and each customer's
// cart or favorites. Portable types only: text, integer, bigint milliseconds.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vod_menus')
    .addColumn('menu_id', 'text', (c) => c.primaryKey())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('parent_menu_id', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    /** 0 for the catalogue's root */
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('series_ind', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('action_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('children_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** visible titles filed directly here; written by the browse rebuild */
    .addColumn('this_menu_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('vod_menus_parent_idx')
    .on('vod_menus')
    .columns(['parent_menu_id', 'position'])
    .execute();

  await db.schema
    .createTable('vod_titles')
    .addColumn('title_id', 'text', (c) => c.primaryKey())
    .addColumn('tms_id', 'text', (c) => c.notNull())
    .addColumn('tms_title', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    /** lower case, accents and a leading article dropped: the Alphabetical sort key */
    .addColumn('sort_title', 'text', (c) => c.notNull())
    .addColumn('episode_title', 'text')
    .addColumn('series_ind', 'integer', (c) => c.notNull())
    .addColumn('show_type', 'text', (c) => c.notNull())
    .addColumn('series_menu_id', 'text')
    .addColumn('season_number', 'integer')
    .addColumn('episode_number', 'integer')
    .addColumn('hd_asset', 'integer')
    .addColumn('sd_asset', 'integer')
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    /** the offer's last day, YYYY-MM-DD */
    .addColumn('offer_end_date', 'text', (c) => c.notNull())
    .addColumn('rental_period_seconds', 'integer', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    /** the content rating as the seed's map spells it (NC-17 is stored and never shown) */
    .addColumn('rating', 'text', (c) => c.notNull())
    /** critics' stars in halves, 0-8; null when unrated */
    .addColumn('star_rating_halves', 'integer')
    .addColumn('indicators', 'integer', (c) => c.notNull().defaultTo(0))
    /** pipe separated, as the seed's genres field */
    .addColumn('genres', 'text', (c) => c.notNull())
    .addColumn('directors', 'text', (c) => c.notNull())
    .addColumn('actors', 'text', (c) => c.notNull())
    .addColumn('release_year', 'integer', (c) => c.notNull())
    .addColumn('callsign', 'text')
    .addColumn('csslogo', 'text')
    .addColumn('network', 'text')
    .addColumn('image_name', 'text')
    /** bits: 1 desktop, 2 mobile, 4 linear image available */
    .addColumn('image_flags', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('menu_id', 'text', (c) => c.notNull())
    /** breadcrumbs [{caption, menuId}] from the root to menu_id, as JSON */
    .addColumn('path_json', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    /** 1 is the most watched; unique, so it also orders search hits and a person's titles */
    .addColumn('pop_rank', 'integer', (c) => c.notNull().unique())
    /**
     * position by sort_title: ordering by a number keeps the Alphabetical sort the same on every
     * database, whatever its text collation does with spaces
     */
    .addColumn('alpha_rank', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vod_titles_hd_asset_idx').on('vod_titles').column('hd_asset').execute();
  await db.schema.createIndex('vod_titles_sd_asset_idx').on('vod_titles').column('sd_asset').execute();
  await db.schema.createIndex('vod_titles_image_idx').on('vod_titles').column('image_name').execute();
  await db.schema
    .createIndex('vod_titles_series_idx')
    .on('vod_titles')
    .columns(['series_menu_id', 'season_number', 'episode_number'])
    .execute();
  await db.schema
    .createIndex('vod_titles_added_idx')
    .on('vod_titles')
    .columns(['added_at', 'title_id'])
    .execute();

  // Which titles a menu files (a title may be under several: a genre, an A-Z group, New Releases).
  await db.schema
    .createTable('vod_menu_titles')
    .addColumn('menu_id', 'text', (c) => c.notNull())
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vod_menu_titles_pk', ['menu_id', 'title_id'])
    .execute();

  // Dense ranks 1..n of a menu's visible titles in each of the 15 views (3 sorts x 5 filters).
  // Page N of any view is the key range rank_no in ((N-1)*size, N*size]: a seek, however deep.
  await db.schema
    .createTable('vod_browse')
    .addColumn('menu_id', 'text', (c) => c.notNull())
    .addColumn('view_id', 'integer', (c) => c.notNull())
    .addColumn('rank_no', 'integer', (c) => c.notNull())
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vod_browse_pk', ['menu_id', 'view_id', 'rank_no'])
    .execute();
  await db.schema
    .createTable('vod_browse_totals')
    .addColumn('menu_id', 'text', (c) => c.notNull())
    .addColumn('view_id', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('vod_browse_totals_pk', ['menu_id', 'view_id'])
    .execute();

  await db.schema
    .createTable('vod_series')
    .addColumn('menu_id', 'text', (c) => c.primaryKey())
    .addColumn('tms_series_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('genres', 'text', (c) => c.notNull())
    .addColumn('actors', 'text', (c) => c.notNull())
    .addColumn('directors', 'text', (c) => c.notNull())
    .addColumn('qualifiers', 'text', (c) => c.notNull())
    .addColumn('image_name', 'text')
    .addColumn('network', 'text')
    .addColumn('callsign', 'text')
    .execute();

  await db.schema
    .createTable('vod_people')
    .addColumn('person_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    /** bits: 1 actor, 2 director */
    .addColumn('roles', 'integer', (c) => c.notNull())
    .addColumn('title_count', 'integer', (c) => c.notNull())
    .execute();
  // A person's titles, most watched first (title_pop is the title's pop_rank).
  await db.schema
    .createTable('vod_title_people')
    .addColumn('person_id', 'integer', (c) => c.notNull())
    .addColumn('title_pop', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('actor', 'director')`))
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vod_title_people_pk', ['person_id', 'title_pop', 'role'])
    .execute();
  await db.schema
    .createTable('vod_genres')
    .addColumn('genre', 'text', (c) => c.primaryKey())
    .addColumn('menu_id', 'text')
    .addColumn('title_count', 'integer', (c) => c.notNull())
    .execute();

  // The search index (docs/decisions/0006: words and their prefixes as rows). Keyed by term then
  // the title's pop_rank, so one word's best titles are the first rows of its key range.
  await db.schema
    .createTable('vod_title_terms')
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('title_pop', 'integer', (c) => c.notNull())
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vod_title_terms_pk', ['term', 'title_pop'])
    .execute();
  // People ('p', ref = person_id) and genres ('g', ref = genre), most titles first by rank_no.
  await db.schema
    .createTable('vod_name_terms')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('p', 'g')`))
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('rank_no', 'integer', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vod_name_terms_pk', ['kind', 'term', 'rank_no'])
    .execute();

  await db.schema
    .createTable('vod_ribbons')
    .addColumn('ribbon_id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull().unique())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('menu_id', 'text')
    .execute();
  await db.schema
    .createTable('vod_ribbon_titles')
    .addColumn('ribbon_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vod_ribbon_titles_pk', ['ribbon_id', 'position'])
    .execute();
  await db.schema
    .createTable('vod_top_picks')
    .addColumn('position', 'integer', (c) => c.primaryKey())
    .addColumn('title_id', 'text', (c) => c.notNull())
    .execute();

  // A customer's cart, or favorites for a special-box customer: one row per asset (HD or SD).
  await db.schema
    .createTable('vod_cart_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('list', 'text', (c) => c.notNull().check(sql`list in ('cart', 'favorites')`))
    .addColumn('asset_id', 'integer', (c) => c.notNull())
    .addColumn('title_id', 'text', (c) => c.notNull())
    .addColumn('quality', 'text', (c) => c.notNull().check(sql`quality in ('HD', 'SD')`))
    .addColumn('tracking', 'text')
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('vod_cart_items_pk', ['user_id', 'list', 'asset_id'])
    .execute();
  await db.schema
    .createIndex('vod_cart_items_title_idx')
    .on('vod_cart_items')
    .columns(['user_id', 'list', 'title_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'vod_cart_items',
    'vod_top_picks',
    'vod_ribbon_titles',
    'vod_ribbons',
    'vod_name_terms',
    'vod_title_terms',
    'vod_genres',
    'vod_title_people',
    'vod_people',
    'vod_series',
    'vod_browse_totals',
    'vod_browse',
    'vod_menu_titles',
    'vod_titles',
    'vod_menus',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
