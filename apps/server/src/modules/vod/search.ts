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
import { genresByName, peopleByIds, searchNames, searchTitles, titlesOfPeople } from './search-repository.ts';
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

  let titles: CardRow[];
  if (phrase) {
    const exact = people.filter((p) => sameWords(p.name, text));
    if (exact.length > 0) {
      people = exact;
      titles = await titlesOfPeople(
        db,
        exact.map((p) => p.person_id),
        after,
        limit + 1,
        validFrom,
      );
    } else {
      const candidates = await searchTitles(db, words, after, (limit + 1) * PHRASE_WINDOW, validFrom);
      titles = candidates
        .filter((t) => containsPhrase(`${t.title} ${t.episode_title ?? ''}`, text))
        .slice(0, limit + 1);
    }
  } else {
    titles = await searchTitles(db, words, after, limit + 1, validFrom);
  }

  const genreNames = await searchNames(db, 'g', words, GENRES_MAX);
  const genreRows = await genresByName(db, genreNames);
  const genres = genreNames.flatMap((name) => {
    const g = genreRows.find((r) => r.genre === name);
    return g ? [{ name: g.genre, menuId: g.menu_id, titleCount: g.title_count }] : [];
  });

  const more = titles.length > limit;
  const page = titles.slice(0, limit);
  return {
    status: 'SUCCESS',
    term: query.q,
    phrase,
    titles: page.map(cardMapper(now)),
    more,
    next: more ? (page.at(-1)?.pop_rank ?? null) : null,
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
