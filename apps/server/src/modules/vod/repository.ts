import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { EXCLUDED_VOD_ASSET_ID, EXCLUDED_VOD_RATING } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { VodMenusTable, VodTitlesTable } from '../../db/schema-vod.ts';

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * Seed 001 §5 "Excluded VOD content: rating NC-17 and one specific asset id." Every query that
 * reads vod_titles adds this, whatever else filtered the rows before (the browse ranks and the
 * search index leave such titles out too): a title loaded by any route never gets past it.
 */
export function visibleTitle(alias: string) {
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  return sql<SqlBool>`(${col('rating')} <> ${EXCLUDED_VOD_RATING} and coalesce(${col('hd_asset')}, -1) <> ${EXCLUDED_VOD_ASSET_ID} and coalesce(${col('sd_asset')}, -1) <> ${EXCLUDED_VOD_ASSET_ID})`;
}

// Reads of the catalogue. Every title query goes through visibleTitle (NC-17 and the excluded
// asset never leave); lists also drop offers past their day of grace (`validFrom`).

export type TitleRow = VodTitlesTable;
export type MenuRow = VodMenusTable;

/** What a tile needs: lists read these, not the whole row (a grid page reads 20 to 100 of them). */
export const CARD_COLUMNS = [
  't.title_id',
  't.tms_id',
  't.title',
  't.episode_title',
  't.series_ind',
  't.series_menu_id',
  't.season_number',
  't.episode_number',
  't.hd_asset',
  't.sd_asset',
  't.price_cents',
  't.offer_end_date',
  't.release_year',
  't.duration_minutes',
  't.rating',
  't.star_rating_halves',
  't.image_name',
  't.image_flags',
  't.added_at',
  't.pop_rank',
] as const;
type CardColumn = (typeof CARD_COLUMNS)[number] extends `t.${infer C}` ? C : never;
export type CardRow = Pick<TitleRow, CardColumn>;

/** Most menus deep a breadcrumb trail may be; the catalogue is four deep. */
const MAX_DEPTH = 12;

export async function findMenu(db: Db, menuId: string): Promise<MenuRow | undefined> {
  return db.selectFrom('vod_menus').selectAll().where('menu_id', '=', menuId).executeTakeFirst();
}

/** The menus under a parent in order; the top level when parentId is null. */
export async function childMenus(db: Db, parentId: string | null): Promise<MenuRow[]> {
  const q = db.selectFrom('vod_menus').selectAll();
  return (
    parentId === null ? q.where('parent_menu_id', 'is', null) : q.where('parent_menu_id', '=', parentId)
  )
    .orderBy('position')
    .orderBy('menu_id')
    .execute();
}

/** The menu and its ancestors, root first. */
export async function menuTrail(db: Db, menu: MenuRow): Promise<MenuRow[]> {
  const trail = [menu];
  let parent = menu.parent_menu_id;
  while (parent !== null && trail.length < MAX_DEPTH) {
    const m = await findMenu(db, parent);
    if (!m) break;
    trail.unshift(m);
    parent = m.parent_menu_id;
  }
  return trail;
}

/** How many titles a menu's view holds. */
export async function viewTotal(db: Db, menuId: string, view: number): Promise<number> {
  const row = await db
    .selectFrom('vod_browse_totals')
    .select('total')
    .where('menu_id', '=', menuId)
    .where('view_id', '=', view)
    .executeTakeFirst();
  return row?.total ?? 0;
}

/**
 * The query behind a grid page, unexecuted so a test can read its plan: the titles ranked
 * (after, last] in one view of one menu. A range on the vod_browse key, then one key lookup per
 * title: the cost is the page size, not the page number.
 */
export function summaryPageQuery(db: Db, menuId: string, view: number, after: number, last: number) {
  return (
    db
      .selectFrom('vod_browse as b')
      .innerJoin('vod_titles as t', 't.title_id', 'b.title_id')
      .select(CARD_COLUMNS)
      .where('b.menu_id', '=', menuId)
      .where('b.view_id', '=', view)
      .where('b.rank_no', '>', after)
      .where('b.rank_no', '<=', last)
      .where(visibleTitle('t'))
      .orderBy('b.rank_no')
      // The limit says "a page, in key order": without it a planner that expects many rows may
      // read every title instead of looking each one up.
      .limit(last - after)
  );
}

export async function summaryPage(
  db: Db,
  menuId: string,
  view: number,
  after: number,
  last: number,
): Promise<CardRow[]> {
  return summaryPageQuery(db, menuId, view, after, last).execute();
}

export async function findTitle(db: Db, titleId: string): Promise<TitleRow | undefined> {
  return db
    .selectFrom('vod_titles as t')
    .selectAll('t')
    .where('t.title_id', '=', titleId)
    .where(visibleTitle('t'))
    .executeTakeFirst();
}

export async function findTitleByAsset(db: Db, assetId: number): Promise<TitleRow | undefined> {
  const byHd = await db
    .selectFrom('vod_titles as t')
    .selectAll('t')
    .where('t.hd_asset', '=', assetId)
    .where(visibleTitle('t'))
    .executeTakeFirst();
  if (byHd) return byHd;
  return db
    .selectFrom('vod_titles as t')
    .selectAll('t')
    .where('t.sd_asset', '=', assetId)
    .where(visibleTitle('t'))
    .executeTakeFirst();
}

/** Titles by id, still on offer, in no particular order. */
export async function titlesByIds(db: Db, ids: readonly string[], validFrom: string): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('vod_titles as t')
    .select(CARD_COLUMNS)
    .where('t.title_id', 'in', [...ids])
    .where('t.offer_end_date', '>=', validFrom)
    .where(visibleTitle('t'))
    .execute();
}

export async function countRibbons(db: Db): Promise<number> {
  const row = await db
    .selectFrom('vod_ribbons')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ribbons by position from `offset`, with their titles in order. */
export async function ribbonsFrom(db: Db, offset: number, count: number, validFrom: string) {
  const ribbons = await db
    .selectFrom('vod_ribbons')
    .selectAll()
    .orderBy('position')
    .limit(count)
    .offset(offset)
    .execute();
  if (ribbons.length === 0) return [];
  const rows = await db
    .selectFrom('vod_ribbon_titles as rt')
    .innerJoin('vod_titles as t', 't.title_id', 'rt.title_id')
    .select(CARD_COLUMNS)
    .select(['rt.ribbon_id', 'rt.position as ribbon_position'])
    .where(
      'rt.ribbon_id',
      'in',
      ribbons.map((r) => r.ribbon_id),
    )
    .where('t.offer_end_date', '>=', validFrom)
    .where(visibleTitle('t'))
    .orderBy('rt.ribbon_id')
    .orderBy('rt.position')
    .execute();
  return ribbons.map((r) => ({ ribbon: r, titles: rows.filter((t) => t.ribbon_id === r.ribbon_id) }));
}

export async function topPickTitles(db: Db, validFrom: string): Promise<CardRow[]> {
  return db
    .selectFrom('vod_top_picks as p')
    .innerJoin('vod_titles as t', 't.title_id', 'p.title_id')
    .select(CARD_COLUMNS)
    .where('t.offer_end_date', '>=', validFrom)
    .where(visibleTitle('t'))
    .orderBy('p.position')
    .execute();
}

/** The most recently added titles, newest first (a backward walk of the added_at index). */
export async function newestTitles(db: Db, limit: number, validFrom: string): Promise<CardRow[]> {
  return db
    .selectFrom('vod_titles as t')
    .select(CARD_COLUMNS)
    .where('t.offer_end_date', '>=', validFrom)
    .where(visibleTitle('t'))
    .orderBy('t.added_at', 'desc')
    .orderBy('t.title_id', 'desc')
    .limit(limit)
    .execute();
}

export async function findSeries(db: Db, menuId: string) {
  return db.selectFrom('vod_series').selectAll().where('menu_id', '=', menuId).executeTakeFirst();
}

/** A series' episodes on offer, by season then episode. */
export async function seriesEpisodes(
  db: Db,
  menuId: string,
  validFrom: string,
  limit: number,
): Promise<CardRow[]> {
  return db
    .selectFrom('vod_titles as t')
    .select(CARD_COLUMNS)
    .where('t.series_menu_id', '=', menuId)
    .where('t.offer_end_date', '>=', validFrom)
    .where(visibleTitle('t'))
    .orderBy('t.season_number')
    .orderBy('t.episode_number')
    .orderBy('t.title_id')
    .limit(limit)
    .execute();
}

/** A visible title's poster text, by its image name (the poster route). */
export function posterTitle(db: Db, imageName: string) {
  return db
    .selectFrom('vod_titles as t')
    .select(['t.title', 't.episode_title', 't.network', 't.genres', 't.genres_es', 't.release_year'])
    .where('t.image_name', '=', imageName)
    .where(visibleTitle('t'))
    .executeTakeFirst();
}

/** A series' poster text, by its image name (the poster route). */
export function posterSeries(db: Db, imageName: string) {
  return db
    .selectFrom('vod_series')
    .select(['title', 'network'])
    .where('image_name', '=', imageName)
    .executeTakeFirst();
}
