import type { VodSearch, VodSearchQuery } from '@coax/contract';
import {
  SUMMARY_DEFAULT_PAGE_SIZE,
  browseCutoffs,
  containsPhrase,
  parseQuotedTerm,
  queryWords,
  searchWords,
} from '@coax/domain';
import type { CardRow } from './repository.ts';
import {
  exactTitleQuery,
  genresByName,
  peopleByIds,
  searchNames,
  searchTitles,
  titlesOfPeople,
} from './search-repository.ts';
import { cardMapper } from './title-view.ts';
import type { Db } from './repository.ts';

/** People and genres listed next to the titles; a name search is for finding, not browsing. */
const PEOPLE_MAX = 10;
const GENRES_MAX = 5;
/** A phrase search reads this many candidates per title it returns, to have enough left after the phrase check. */
const PHRASE_WINDOW = 4;

const sameWords = (a: string, b: string) => searchWords(a).join(' ') === searchWords(b).join(' ');

/**
 * Search over titles, people and genres (issue 6 item 5). Unquoted, a title matches when its
 * title holds every word as a word or prefix. Quoted (the director and actor links), the words
 * must be a person's full name, whose titles come back, or appear together in a title.
 */
export async function searchCatalogue(db: Db, query: VodSearchQuery, now: number): Promise<VodSearch> {
  const { phrase, text } = parseQuotedTerm(query.q);
  const limit = Number(query.limit ?? SUMMARY_DEFAULT_PAGE_SIZE);
  const after = query.after ?? 0;
  const validFrom = browseCutoffs(now).offerValidFromDay;
  const words = queryWords(text);

  const personRefs = await searchNames(db, 'p', words, PEOPLE_MAX);
  const found = await peopleByIds(db, personRefs.map(Number));
  const order = new Map(personRefs.map((r, i) => [Number(r), i]));
  let people = found.sort((a, b) => (order.get(a.person_id) ?? 0) - (order.get(b.person_id) ?? 0));

  let titles: TitlePage;
  if (phrase) {
    const exact = people.filter((p) => sameWords(p.name, text));
    if (exact.length > 0) {
      people = exact;
      const ids = exact.map((p) => p.person_id);
      titles = pageOf(await titlesOfPeople(db, ids, after, limit + 1, validFrom), limit);
    } else {
      const candidates = await searchTitles(db, words, after, (limit + 1) * PHRASE_WINDOW, validFrom);
      const inPhrase = candidates.filter((t) => containsPhrase(`${t.title} ${t.episode_title ?? ''}`, text));
      titles = pageOf(inPhrase, limit);
    }
  } else {
    titles = await titlesExactFirst(db, text, words, after, limit, validFrom);
  }
  return finish(db, query, words, titles, people, now);
}

/** A page from rows read one past the limit, in popularity order. */
function pageOf(rows: CardRow[], limit: number): TitlePage {
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  return { page, more, next: more ? (page.at(-1)?.pop_rank ?? null) : null };
}

interface TitlePage {
  page: CardRow[];
  more: boolean;
  /** the cursor for the next page: the last pop_rank read in popularity order */
  next: number | null;
}

/**
 * Unquoted titles, a title named exactly as the search first ("Bridge" before "The Last Bridge"),
 * then the rest most watched first. Every page leaves the exact titles out of the rest, so paging
 * never shows one twice; the cursor is the last of the rest.
 */
async function titlesExactFirst(
  db: Db,
  text: string,
  words: readonly string[],
  after: number,
  limit: number,
  validFrom: string,
): Promise<TitlePage> {
  const key = text.trim().replace(/\s+/g, ' ').toLowerCase();
  const exact = key
    ? (await exactTitleQuery(db, key, limit, validFrom).execute()).filter((t) => sameWords(t.title, text))
    : [];
  const exactIds = new Set(exact.map((t) => t.title_id));
  const rest = (await searchTitles(db, words, after, limit + 1 + exact.length, validFrom)).filter(
    (t) => !exactIds.has(t.title_id),
  );
  const lead = after === 0 ? exact : [];
  const page = [...lead, ...rest].slice(0, limit);
  const more = lead.length + rest.length > limit;
  const lastRest = page.filter((t) => !exactIds.has(t.title_id)).at(-1);
  return { page, more, next: more ? (lastRest?.pop_rank ?? after) : null };
}

async function finish(
  db: Db,
  query: VodSearchQuery,
  words: readonly string[],
  { page, more, next }: TitlePage,
  people: Awaited<ReturnType<typeof peopleByIds>>,
  now: number,
): Promise<VodSearch> {
  const { phrase } = parseQuotedTerm(query.q);
  const genreNames = await searchNames(db, 'g', words, GENRES_MAX);
  const genreRows = await genresByName(db, genreNames);
  const genres = genreNames.flatMap((name) => {
    const g = genreRows.find((r) => r.genre === name);
    return g ? [{ name: g.genre, nameEs: g.genre_es, menuId: g.menu_id, titleCount: g.title_count }] : [];
  });

  return {
    status: 'SUCCESS',
    term: query.q,
    phrase,
    titles: page.map(cardMapper(now)),
    more,
    next,
    people: people.map((p) => ({
      name: p.name,
      roles: [
        ...((p.roles & 1) !== 0 ? (['actor'] as const) : []),
        ...((p.roles & 2) !== 0 ? (['director'] as const) : []),
      ],
      titleCount: p.title_count,
    })),
    genres,
  };
}
