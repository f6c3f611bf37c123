import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseView, pageRankRange } from '@coax/domain';
import { createTestApp, dialect, type TestApp } from '../../../test/harness.ts';
import { MENU } from '../../db/seed/vod/menus.ts';
import { summaryPageQuery } from './repository.ts';

// Issue 6: "Paging must stay fast at any depth on a 100k catalogue (no OFFSET scans)." Page N of
// a grid is the rank range ((N-1)*size, N*size] of one view: these plans show both databases
// answer it with a seek on the vod_browse key, whatever N is.

let app: TestApp;
// A fresh database per file is quick alone, slow on a busy machine: room for both.
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function plan(page: number, pageSize: number, view: number): Promise<string> {
  const { after, last } = pageRankRange(page, pageSize);
  const compiled = summaryPageQuery(app.db.kysely, MENU.movies, view, after, last).compile();
  if (dialect === 'sqlite') {
    const rows = await app.db.kysely.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    return rows.rows.map((r) => r.detail).join('\n');
  }
  const rows = await app.db.kysely.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
  );
  return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('a grid page is an index range, at any depth', () => {
  it.each([
    [1, 20, browseView('alphabetical', 0)],
    [2000, 20, browseView('alphabetical', 0)],
    [2000, 100, browseView('popularity', 1)],
    [2000, 50, browseView('releaseYear', 4)],
  ])(
    'page %i of %i (view %i) seeks the vod_browse key and looks each title up by id',
    async (page, size, view) => {
      const p = await plan(page, size, view);
      if (dialect === 'sqlite') {
        expect(p).toMatch(
          /SEARCH b USING (PRIMARY KEY|INDEX sqlite_autoindex_vod_browse_1) \(menu_id=\? AND view_id=\? AND rank_no>\? AND rank_no<\?\)/,
        );
        expect(p).toMatch(/SEARCH t USING INDEX sqlite_autoindex_vod_titles_1 \(title_id=\?\)/);
        expect(p).not.toMatch(/SCAN (b|t)\b/);
        // Rows come off the key in rank order: nothing to sort.
        expect(p).not.toMatch(/TEMP B-TREE/);
      } else {
        expect(p).toMatch(
          /Index (Only )?Scan using vod_browse_pk on vod_browse b|Bitmap Index Scan on vod_browse_pk/,
        );
        expect(p).toMatch(
          /Index Cond: \(\(menu_id = .*\) AND \(view_id = .*\) AND \(rank_no > .*\) AND \(rank_no <= .*\)\)/,
        );
        expect(p).not.toMatch(/Seq Scan on vod_browse/);
        // A test catalogue's few hundred titles may be read whole for page 1 (the planner's
        // choice for a small table); past the first pages each title is a key lookup.
        if (page > 1) expect(p).toMatch(/Index Scan using vod_titles_pkey on vod_titles t/);
      }
    },
  );
});
