import { sql } from 'kysely';
import { CARD_COLUMNS, visibleTitle, type CardRow, type Db } from './repository.ts';

// The on-demand search (docs/decisions/0006's prefix index, applied to titles, people and
// genres). Every query is an equality lookup per word on an index key; one word's hits come out
// of its key range already in popularity order, so the first page costs its own length.

/**
 * Titles holding every word (as a word or a prefix of one) in their title, most watched first,
 * after the cursor `after` (a pop_rank). Unexecuted, so a test can read its plan.
 */
export function titleSearchQuery(
  db: Db,
  words: readonly string[],
  after: number,
  limit: number,
  validFrom: string,
) {
  const base = db
    .selectFrom('vod_title_terms as tt')
    .innerJoin('vod_titles as t', 't.title_id', 'tt.title_id')
    .select(CARD_COLUMNS)
    .where('tt.title_pop', '>', after)
    .where('t.offer_end_date', '>=', validFrom)
    .where(visibleTitle('t'));
  if (words.length === 1) {
    return base
      .where('tt.term', '=', words[0] ?? '')
      .orderBy('tt.title_pop')
      .limit(limit);
  }
  // Several words: a title must have a row for each. The first word's rows drive the walk and
  // each other word is a key lookup, so the order still comes from the index.
  let q = base.where('tt.term', '=', words[0] ?? '');
  for (const w of words.slice(1)) {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('vod_title_terms as o')
          .select(sql.lit(1).as('one'))
          .where('o.term', '=', w)
          .whereRef('o.title_pop', '=', 'tt.title_pop'),
      ),
    );
  }
  return q.orderBy('tt.title_pop').limit(limit);
}

/**
 * Titles named exactly `key` (already trimmed, single-spaced and lower-cased), most watched first:
 * one lookup on the lower-cased title index. Unexecuted, so a test can read its plan.
 */
export function exactTitleQuery(db: Db, key: string, limit: number, validFrom: string) {
  return db
    .selectFrom('vod_titles as t')
    .select(CARD_COLUMNS)
    .where(sql`lower(${sql.ref('t.title')})`, '=', key)
    .where('t.offer_end_date', '>=', validFrom)
    .where(visibleTitle('t'))
    .orderBy('t.pop_rank')
    .limit(limit);
}

/** Counting stops here: past it a word is common enough that the others should lead. */
const COUNT_CAP = 2000;

/** How many titles hold a word, up to COUNT_CAP: a short walk of its key range. */
async function termCount(db: Db, term: string): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('vod_title_terms')
        .select(sql.lit(1).as('one'))
        .where('term', '=', term)
        .limit(COUNT_CAP)
        .as('hits'),
    )
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Titles holding every word. With several words the rarest drives the walk, so "return creek"
 * reads the few creeks and checks each for "return" rather than the other way round.
 */
export async function searchTitles(
  db: Db,
  words: readonly string[],
  after: number,
  limit: number,
  validFrom: string,
): Promise<CardRow[]> {
  if (words.length === 0) return [];
  let ordered = [...words];
  if (words.length > 1) {
    const counts = new Map<string, number>();
    for (const w of words) counts.set(w, await termCount(db, w));
    ordered = ordered.sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0));
  }
  return titleSearchQuery(db, ordered, after, limit, validFrom).execute();
}

/** People or genres ('p' or 'g') whose name holds every word, most titles first; their refs. */
export async function searchNames(
  db: Db,
  kind: 'p' | 'g',
  words: readonly string[],
  limit: number,
): Promise<string[]> {
  if (words.length === 0) return [];
  let q = db
    .selectFrom('vod_name_terms as n')
    .select(['n.ref', 'n.rank_no'])
    .where('n.kind', '=', kind)
    .where('n.term', '=', words[0] ?? '');
  for (const w of words.slice(1)) {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('vod_name_terms as o')
          .select(sql.lit(1).as('one'))
          .where('o.kind', '=', kind)
          .where('o.term', '=', w)
          .whereRef('o.rank_no', '=', 'n.rank_no'),
      ),
    );
  }
  const rows = await q.orderBy('n.rank_no').limit(limit).execute();
  return rows.map((r) => r.ref);
}

export async function peopleByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('vod_people')
    .selectAll()
    .where('person_id', 'in', [...ids])
    .execute();
}

export async function genresByName(db: Db, names: readonly string[]) {
  if (names.length === 0) return [];
  return db
    .selectFrom('vod_genres')
    .selectAll()
    .where('genre', 'in', [...names])
    .execute();
}

/** The titles of some people, most watched first, after the cursor; each title once. */
export async function titlesOfPeople(
  db: Db,
  personIds: readonly number[],
  after: number,
  limit: number,
  validFrom: string,
): Promise<CardRow[]> {
  if (personIds.length === 0) return [];
  const rows = await db
    .selectFrom('vod_title_people as tp')
    .innerJoin('vod_titles as t', 't.title_id', 'tp.title_id')
    .select(CARD_COLUMNS)
    .where('tp.person_id', 'in', [...personIds])
    .where('tp.title_pop', '>', after)
    .where('t.offer_end_date', '>=', validFrom)
    .where(visibleTitle('t'))
    .orderBy('tp.title_pop')
    // A person who both directs and acts in a title has two rows for it.
    .limit(limit * 2)
    .execute();
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.title_id) && seen.add(r.title_id)).slice(0, limit);
}
