import { describe, expect, it } from 'vitest';
import {
  BROWSE_VIEWS,
  MOVIES_AZ_CAPTIONS,
  VOD_FILTER_NAMES,
  VOD_SORT_NAMES,
  VodFilter,
  browseView,
  displayCaption,
  isSummaryPageSize,
  moviesAzGroup,
  pageButtons,
  pageCount,
  pageRankRange,
  sortTitleOf,
  type PageButton,
} from './browse.ts';
import { SUMMARY_DEFAULT_PAGE_SIZE, SUMMARY_PAGE_SIZES } from './vod-constants.ts';

/** A compact picture of the buttons: '[3]' is the current page, '…' a gap. */
const picture = (buttons: PageButton[]) =>
  buttons.map((b) => ('gap' in b ? '…' : b.current ? `[${b.page}]` : String(b.page))).join(' ');

describe('summary filters and sorts (seed 001 §9)', () => {
  it('numbers the filters as the seed does: no filter 0, HD 1, Free 2, Just added 3, Last chance 4', () => {
    expect(VodFilter).toEqual({ none: 0, hd: 1, free: 2, justAdded: 3, lastChance: 4 });
    expect(Object.values(VOD_FILTER_NAMES)).toEqual(['No filter', 'HD', 'Free', 'Just added', 'Last chance']);
  });

  it('offers the sorts Alphabetical, Release year, Popularity', () => {
    expect(Object.values(VOD_SORT_NAMES)).toEqual(['Alphabetical', 'Release year', 'Popularity']);
  });

  it('gives each of the 15 sort and filter pairs its own view number 0-14', () => {
    expect(BROWSE_VIEWS.map((v) => v.view).sort((a, b) => a - b)).toEqual([...Array(15).keys()]);
    expect(browseView('alphabetical', 0)).toBe(0);
    expect(browseView('popularity', 4)).toBe(14);
  });

  it.each([
    [20, true],
    [50, true],
    [100, true],
    [10, false],
    [25, false],
  ])('page size %i is allowed: %s', (n, ok) => expect(isSummaryPageSize(n)).toBe(ok));

  it('defaults to 20 a page', () => {
    expect(SUMMARY_PAGE_SIZES).toEqual([20, 50, 100]);
    expect(SUMMARY_DEFAULT_PAGE_SIZE).toBe(20);
  });
});

describe('pages as rank ranges', () => {
  it.each([
    [1, 20, { after: 0, last: 20 }],
    [2, 20, { after: 20, last: 40 }],
    [2000, 20, { after: 39_980, last: 40_000 }],
    [3, 100, { after: 200, last: 300 }],
  ])('page %i of %i covers ranks after..last', (page, size, range) =>
    expect(pageRankRange(page, size)).toEqual(range),
  );

  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [100_000, 20, 5000],
  ])('%i titles at %i a page make %i pages', (total, size, pages) =>
    expect(pageCount(total, size)).toBe(pages),
  );
});

describe('desktop pagination: 7 page buttons with ellipses (issue 6)', () => {
  it.each([
    [1, 1, '[1]'],
    [3, 7, '1 2 [3] 4 5 6 7'],
    [1, 20, '[1] 2 3 4 5 … 20'],
    [4, 20, '1 2 3 [4] 5 … 20'],
    [5, 20, '1 … 4 [5] 6 … 20'],
    [10, 20, '1 … 9 [10] 11 … 20'],
    [16, 20, '1 … 15 [16] 17 … 20'],
    [17, 20, '1 … 16 [17] 18 19 20'],
    [20, 20, '1 … 16 17 18 19 [20]'],
    [2000, 5000, '1 … 1999 [2000] 2001 … 5000'],
    [99, 8, '1 … 4 5 6 7 [8]'],
  ])('page %i of %i: %s', (current, total, expected) => {
    const buttons = pageButtons(current, total);
    expect(picture(buttons)).toBe(expected);
    expect(buttons.length).toBeLessThanOrEqual(7);
  });
});

describe('Movies A-Z (seed 001 §9)', () => {
  it.each([
    ['ABCDE', 'A-E'],
    ['FGHIJ', 'F-J'],
    ['KLMNO', 'K-O'],
    ['PQRST', 'P-T'],
    ['UVWXYZ', 'U-Z'],
    ['Comedy', 'Comedy'],
  ])('shows the caption %s as %s', (caption, shown) => expect(displayCaption(caption)).toBe(shown));

  it.each([
    ['last harbor', 'KLMNO'],
    ['zenith', 'UVWXYZ'],
    ['atlas', 'ABCDE'],
    ['12 angry jurors', 'ABCDE'],
  ])('files "%s" under %s', (title, group) => expect(moviesAzGroup(title)).toBe(group));

  it('has exactly the five groups', () => expect(Object.keys(MOVIES_AZ_CAPTIONS)).toHaveLength(5));
});

describe('the Alphabetical sort key', () => {
  it.each([
    ['The Last Harbor', 'last harbor'],
    ['A Quiet Place', 'quiet place'],
    ['An Empire', 'empire'],
    ["Delia's Garden", 'delias garden'],
    ['Pâtisserie', 'patisserie'],
    ['The', 'the'],
    ['Theory', 'theory'],
  ])('%s sorts as "%s"', (title, key) => expect(sortTitleOf(title)).toBe(key));
});
