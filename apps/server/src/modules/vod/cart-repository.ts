import { sql } from 'kysely';
import type { CartKind, VodQuality } from '@coax/domain';
import { visibleTitle, type Db } from './repository.ts';

// A customer's cart or favorites list: rows of vod_cart_items, always by the session's user id.

/** The list's items with their titles, newest first. A title gone from the catalogue drops out. */
export async function listItems(db: Db, userId: string, list: CartKind, limit: number) {
  return db
    .selectFrom('vod_cart_items as c')
    .innerJoin('vod_titles as t', 't.title_id', 'c.title_id')
    .select([
      'c.asset_id',
      'c.quality',
      'c.added_at',
      't.title_id',
      't.title',
      't.episode_title',
      't.price_cents',
      't.duration_minutes',
      't.offer_end_date',
      't.image_name',
    ])
    .where('c.user_id', '=', userId)
    .where('c.list', '=', list)
    .where(visibleTitle('t'))
    .orderBy('c.added_at', 'desc')
    .orderBy('c.asset_id')
    .limit(limit)
    .execute();
}

export async function countItems(db: Db, userId: string, list: CartKind): Promise<number> {
  const row = await db
    .selectFrom('vod_cart_items')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The qualities in the list of each of some titles. */
export async function qualitiesOf(db: Db, userId: string, list: CartKind, titleIds: readonly string[]) {
  if (titleIds.length === 0) return [];
  return db
    .selectFrom('vod_cart_items')
    .select(['title_id', 'quality'])
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .where('title_id', 'in', [...titleIds])
    .execute();
}

/** Adds an asset; adding one already there changes nothing. */
export async function addItem(
  db: Db,
  row: {
    userId: string;
    list: CartKind;
    assetId: number;
    titleId: string;
    quality: VodQuality;
    tracking: string | null;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('vod_cart_items')
    .values({
      user_id: row.userId,
      list: row.list,
      asset_id: row.assetId,
      title_id: row.titleId,
      quality: row.quality,
      tracking: row.tracking,
      added_at: row.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'list', 'asset_id']).doNothing())
    .execute();
}

/** Removes assets from the list; the ones that were there. */
export async function removeItems(
  db: Db,
  userId: string,
  list: CartKind,
  assetIds: readonly number[],
): Promise<number[]> {
  if (assetIds.length === 0) return [];
  const rows = await db
    .deleteFrom('vod_cart_items')
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .where('asset_id', 'in', [...assetIds])
    .returning('asset_id')
    .execute();
  return rows.map((r) => r.asset_id);
}

/** Which of some assets are in the list. */
export async function presentAssets(
  db: Db,
  userId: string,
  list: CartKind,
  assetIds: readonly number[],
): Promise<number[]> {
  if (assetIds.length === 0) return [];
  const rows = await db
    .selectFrom('vod_cart_items')
    .select('asset_id')
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .where('asset_id', 'in', [...assetIds])
    .execute();
  return rows.map((r) => r.asset_id);
}
