import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VodSearch } from '@coax/contract';
import { browseCutoffs, personSearchPath, queryWords, searchWords } from '@coax/domain';
import { Browser, createTestApp, dialect, type TestApp } from '../../../test/harness.ts';
import { exactTitleQuery, titleSearchQuery } from './search-repository.ts';

let app: TestApp;
// A fresh database per file is quick alone, slow on a busy machine: room for both.
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const search = async (q: string, extra = ''): Promise<VodSearch> => {
  const res = await new Browser(app).get(`/api/vod/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VodSearch;
};

/** The words of a title, folded as the index folds them. */
const wordsOf = (text: string) => searchWords(text);

describe('title search (prefix index, every word must match)', () => {
  it('finds titles by a word prefix, most watched first', async () => {
    const res = await search('harb');
    expect(res.titles.length).toBeGreaterThan(0);
    for (const t of res.titles) {
      expect(
        wordsOf(`${t.title} ${t.episodeTitle ?? ''}`).some((w) => w.startsWith('harb')),
        t.title,
      ).toBe(true);
    }
  });

  it('needs every word: two words narrow the list', async () => {
    const one = await search('return', '&limit=100');
    const two = await search('return to', '&limit=100');
    expect(two.titles.length).toBe(one.titles.length); // "to" is too common to count
    const row = await app.db.kysely
      .selectFrom('vod_titles')
      .select('title')
      .where('title', 'like', 'Return to %')
      .where('rating', '<>', 'NC-17')
      .limit(1)
      .executeTakeFirstOrThrow();
    const place = row.title.slice('Return to '.length);
    const narrowed = await search(`return ${place}`, '&limit=100');
    expect(narrowed.titles.length).toBeGreaterThan(0);
    expect(narrowed.titles.length).toBeLessThanOrEqual(one.titles.length);
    for (const t of narrowed.titles) {
      const words = wordsOf(`${t.title} ${t.episodeTitle ?? ''}`);
      for (const q of queryWords(`return ${place}`)) {
        expect(
          words.some((w) => w.startsWith(q)),
          `${t.title} ${q}`,
        ).toBe(true);
      }
    }
  });

  it('pages with the next cursor, without repeats, in the same order as one long page', async () => {
    const long = await search('the', '&limit=100');
    expect(long.titles).toEqual([]); // only a common word: nothing to look for
    const all = await search('a', '&limit=100');
    expect(all.titles).toEqual([]);
    const wide = await search('s', '&limit=100');
    expect(wide.titles).toEqual([]);
    const full = await search('re', '&limit=50');
    const first = await search('re', '&limit=20');
    expect(first.more).toBe(true);
    const second = await search('re', `&limit=20&after=${first.next}`);
    expect([...first.titles, ...second.titles].map((t) => t.titleId)).toEqual(
      full.titles.slice(0, 40).map((t) => t.titleId),
    );
  });

  it('puts a title named exactly as the search first, and pages without showing it twice', async () => {
    // A title whose words another, more watched title also holds: by popularity alone it would
    // not come first ("Bridge" after "The Last Bridge").
    const rows = await app.db.kysely
      .selectFrom('vod_titles')
      .select(['title_id', 'title', 'pop_rank'])
      .where('rating', '<>', 'NC-17')
      .where('series_ind', '=', 0)
      .orderBy('pop_rank', 'desc')
      .execute();
    const holds = (outer: string, inner: string) => {
      const words = wordsOf(outer);
      return wordsOf(inner).every((w) => words.includes(w));
    };
    const byRank = [...rows].sort((a, b) => a.pop_rank - b.pop_rank);
    const named = rows.find(
      (c) =>
        wordsOf(c.title).length === 1 &&
        byRank.some((d) => d.pop_rank < c.pop_rank && d.title !== c.title && holds(d.title, c.title)),
    );
    expect(named, 'a one-word title another title also holds').toBeDefined();
    const term = named?.title ?? '';
    const byPopularity = await titleSearchQuery(app.db.kysely, queryWords(term), 0, 5, '0000').execute();
    expect(byPopularity[0]?.title).not.toBe(term);

    const first = await search(term, '&limit=20');
    expect(first.titles[0]?.title).toBe(term);
    expect(
      first.titles.slice(1).some((t) => t.title === term && t.titleId === first.titles[0]?.titleId),
    ).toBe(false);
    const lower = await search(term.toUpperCase(), '&limit=20');
    expect(lower.titles[0]?.titleId).toBe(first.titles[0]?.titleId);
    if (first.more) {
      const next = await search(term, `&limit=20&after=${first.next}`);
      const ids = next.titles.map((t) => t.titleId);
      expect(ids).not.toContain(first.titles[0]?.titleId);
      expect(new Set([...first.titles.map((t) => t.titleId), ...ids]).size).toBe(
        first.titles.length + ids.length,
      );
    }
  });

  it('finds nothing for a word no title has', async () => {
    const res = await search('zzyzx');
    expect(res).toMatchObject({ titles: [], people: [], genres: [], more: false, next: null });
  });
});

describe('people and genres', () => {
  it('lists the people whose name matches, with their roles and title counts', async () => {
    const person = await app.db.kysely
      .selectFrom('vod_people')
      .selectAll()
      .orderBy('title_count', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const last = person.name.split(' ').at(-1) ?? '';
    const res = await search(last);
    const hit = res.people.find((p) => p.name === person.name);
    expect(hit).toMatchObject({ titleCount: person.title_count });
    expect(hit?.roles.length).toBeGreaterThan(0);
  });

  it("gives a person link (quoted full name, seed 001 §2) that person's titles", async () => {
    const person = await app.db.kysely
      .selectFrom('vod_people')
      .selectAll()
      .where('roles', '=', 1)
      .orderBy('title_count', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    // The link the page builds: /search/#/tvOnDemand/"Name"/false
    const term = decodeURIComponent(personSearchPath(person.name).split('/')[4] ?? '');
    expect(term).toBe(`"${person.name}"`);
    const res = await search(term, '&limit=100');
    expect(res.phrase).toBe(true);
    expect(res.people.map((p) => p.name)).toEqual([person.name]);
    const validFrom = browseCutoffs(app.clock.now()).offerValidFromDay;
    const rows = await app.db.kysely
      .selectFrom('vod_titles')
      .select('title_id')
      .where('actors', 'like', `%${person.name}%`)
      .where('rating', '<>', 'NC-17')
      .where('offer_end_date', '>=', validFrom)
      .execute();
    expect(res.titles.map((t) => t.titleId).sort()).toEqual(rows.map((r) => r.title_id).sort());
  });

  it('finds a genre by its name, with the menu it opens', async () => {
    const res = await search('come');
    expect(res.genres).toContainEqual(
      expect.objectContaining({ name: 'Comedy', menuId: expect.any(String) }),
    );
  });
});

describe('search input', () => {
  it.each([
    ['an empty term', '/api/vod/search?q='],
    ['a blank term', '/api/vod/search?q=%20%20'],
    ['a term over 100 characters', `/api/vod/search?q=${'a'.repeat(101)}`],
    ['an odd page size', '/api/vod/search?q=harbor&limit=30'],
    ['a cursor that is not a number', '/api/vod/search?q=harbor&after=x'],
  ])('refuses %s with 400', async (_what, url) => {
    const res = await new Browser(app).get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('treats SQL and markup as words', async () => {
    const res = await search(`' OR 1=1 -- <script>`);
    expect(res.titles).toEqual([]);
  });
});

/** The plan of a compiled query, one line per step. */
async function planOf(compiled: { sql: string; parameters: readonly unknown[] }): Promise<string> {
  if (dialect === 'sqlite') {
    const plan = await app.db.kysely.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    return plan.rows.map((r) => r.detail).join('\n');
  }
  const plan = await app.db.kysely.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
  );
  return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('search speed: index lookups, never a scan of the titles', () => {
  const validFrom = '2026-01-01';

  it('looks one word up on the vod_title_terms key, already in popularity order', async () => {
    const plan = await planOf(titleSearchQuery(app.db.kysely, ['harb'], 0, 21, validFrom).compile());
    if (dialect === 'sqlite') {
      expect(plan).toMatch(
        /SEARCH tt USING (PRIMARY KEY|INDEX sqlite_autoindex_vod_title_terms_1) \(term=\? AND title_pop>\?\)/,
      );
      expect(plan).toMatch(/SEARCH t USING INDEX sqlite_autoindex_vod_titles_1 \(title_id=\?\)/);
      expect(plan).not.toMatch(/SCAN (tt|t)\b/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    } else {
      expect(plan).toMatch(/Index (Only )?Scan using vod_title_terms_pk on vod_title_terms tt/);
      expect(plan).not.toMatch(/Seq Scan on vod_title_terms/);
    }
  });

  it('finds a title named exactly as the search on the lower-cased title index', async () => {
    const plan = await planOf(exactTitleQuery(app.db.kysely, 'harbor', 21, validFrom).compile());
    if (dialect === 'sqlite') {
      expect(plan).toMatch(/SEARCH t USING INDEX vod_titles_title_lower_idx/);
      expect(plan).not.toMatch(/SCAN t\b/);
    } else {
      expect(plan).not.toMatch(/Seq Scan on vod_titles/);
    }
  });

  it('checks further words with key lookups', async () => {
    const plan = await planOf(
      titleSearchQuery(app.db.kysely, ['harbor', 'return'], 0, 21, validFrom).compile(),
    );
    if (dialect === 'sqlite') {
      expect(plan).toMatch(
        /SEARCH o (EXISTS )?USING (PRIMARY KEY|COVERING INDEX sqlite_autoindex_vod_title_terms_1) \(term=\? AND title_pop=\?\)/,
      );
      expect(plan).not.toMatch(/SCAN (tt|t|o)\b/);
    } else {
      expect(plan).toMatch(/vod_title_terms_pk/);
      expect(plan).not.toMatch(/Seq Scan on vod_title_terms/);
    }
  });
});
