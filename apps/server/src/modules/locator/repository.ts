import type { Kysely } from 'kysely';
import type { Bounds, PlaceKind } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { LocatorCategoriesTable, LocatorPlacesTable } from '../../db/schema-locator.ts';

export type PlaceRow = LocatorPlacesTable;
export type CategoryRow = LocatorCategoriesTable;

/** The categories in their order, the NONE row among them. */
export async function listCategories(db: Kysely<Database>): Promise<CategoryRow[]> {
  return db.selectFrom('locator_categories').selectAll().orderBy('position').execute();
}

/** Places of the kinds inside a box (locator_places_kind_lat_idx), optionally of some categories. */
export async function placesInBox(
  db: Kysely<Database>,
  kinds: readonly PlaceKind[],
  box: Bounds,
  categories?: readonly string[],
): Promise<PlaceRow[]> {
  let q = db
    .selectFrom('locator_places')
    .selectAll()
    .where('kind', 'in', [...kinds])
    .where('lat', '>=', box.minLat)
    .where('lat', '<=', box.maxLat)
    .where('lon', '>=', box.minLon)
    .where('lon', '<=', box.maxLon);
  if (categories && categories.length > 0) q = q.where('category', 'in', [...categories]);
  return q.execute();
}

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */
const likeText = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Payment centres whose name, street or town holds the term, by name (locator_places_kind_name_idx). */
export async function paymentCentersMatching(
  db: Kysely<Database>,
  term: string,
  limit: number,
): Promise<PlaceRow[]> {
  const like = likeText(term);
  return db
    .selectFrom('locator_places')
    .selectAll()
    .where('kind', '=', 'paymentCenter')
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['name']), 'like', eb.val(like)).$castTo<boolean>(),
        eb(eb.fn('lower', ['street']), 'like', eb.val(like)).$castTo<boolean>(),
        eb(eb.fn('lower', ['city']), 'like', eb.val(like)).$castTo<boolean>(),
      ]),
    )
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
}
