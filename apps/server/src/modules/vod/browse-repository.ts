import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { BROWSE_VIEWS, VOD_SORTS, VodFilter, browseCutoffs } from '@coax/domain';
import { visibleTitle, type Db } from './repository.ts';

/** The 15 views as rows (view_id, filter_no, sort_no), for the rebuild to multiply the titles by. */
function viewsTable(): RawBuilder<unknown> {
  const rows = BROWSE_VIEWS.map(
    (v) =>
      sql`select ${sql.lit(v.view)} as view_id, ${sql.lit(v.filter)} as filter_no, ${sql.lit(VOD_SORTS.indexOf(v.sort))} as sort_no`,
  );
  return sql.join(rows, sql` union all `);
}

/**
 * The window order of each sort, by sort_no: integers only, so every database orders the same
 * way. Release year is newest first, then alphabetical; popularity is the title's pop_rank.
 */
const ORDER = sql`case v.sort_no when ${sql.lit(VOD_SORTS.indexOf('releaseYear'))} then -t.release_year else 0 end,
  case v.sort_no when ${sql.lit(VOD_SORTS.indexOf('popularity'))} then t.pop_rank else t.alpha_rank end`;

/** Which titles each filter keeps (seed 001 §9 filters 0-4), at `nowMs`. */
function filterCondition(nowMs: number): RawBuilder<SqlBool> {
  const cut = browseCutoffs(nowMs);
  const f = (id: number) => sql.lit(id);
  return sql<SqlBool>`(v.filter_no = ${f(VodFilter.none)}
    or (v.filter_no = ${f(VodFilter.hd)} and t.hd_asset is not null)
    or (v.filter_no = ${f(VodFilter.free)} and t.price_cents = 0)
    or (v.filter_no = ${f(VodFilter.justAdded)} and t.added_at >= ${cut.justAddedSinceMs})
    or (v.filter_no = ${f(VodFilter.lastChance)} and t.offer_end_date <= ${cut.lastChanceUntilDay}))`;
}

/**
 * Rebuilds the category grid's orderings: for every menu and each of the 15 views (3 sorts x 5
 * filters), the dense ranks 1..n of its visible titles whose offer has not expired. The database
 * numbers them in one statement (row_number over each menu and view). The time-bound filters
 * (Just added, Last chance) hold as of `nowMs`: run it whenever the catalogue is loaded, and once
 * a day.
 */
export async function rebuildBrowseIndex(db: Db, nowMs: number): Promise<void> {
  const cut = browseCutoffs(nowMs);
  // Statistics left from an earlier, smaller catalogue would plan this join for a handful of
  // rows; a fresh look at the two source tables keeps a reload from crawling.
  for (const t of ['vod_titles', 'vod_menu_titles'] as const) await sql`analyze ${sql.table(t)}`.execute(db);
  await db.deleteFrom('vod_browse').execute();
  await db.deleteFrom('vod_browse_totals').execute();
  await sql`
    insert into vod_browse (menu_id, view_id, rank_no, title_id)
    select mt.menu_id, v.view_id,
      row_number() over (partition by mt.menu_id, v.view_id order by ${ORDER}) as rank_no,
      mt.title_id
    from vod_menu_titles mt
    inner join vod_titles t on t.title_id = mt.title_id
    cross join (${viewsTable()}) v
    where ${visibleTitle('t')}
      and t.offer_end_date >= ${cut.offerValidFromDay}
      and ${filterCondition(nowMs)}
    order by mt.menu_id, v.view_id, rank_no`.execute(db);
  await db
    .insertInto('vod_browse_totals')
    .columns(['menu_id', 'view_id', 'total'])
    .expression(
      db
        .selectFrom('vod_browse')
        .select(['menu_id', 'view_id', sql<number>`cast(count(*) as integer)`.as('total')])
        .groupBy(['menu_id', 'view_id']),
    )
    .execute();
  await db
    .updateTable('vod_menus')
    .set({
      this_menu_count: sql<number>`coalesce((select bt.total from vod_browse_totals bt where bt.menu_id = vod_menus.menu_id and bt.view_id = 0), 0)`,
    })
    .execute();
}
