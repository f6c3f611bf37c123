import { describe, expect, it } from 'vitest';
import {
  browseCutoffs,
  defaultWhereToWatch,
  durationParts,
  isEpisodeTitle,
  isMovieProgram,
  isOfferExpired,
  isTvSeriesMenuId,
  parseQuotedTerm,
  personSearchPath,
  rentalHours,
  seriesPagePath,
  summaryPagePath,
  titleFlagsAt,
  truncateTitle,
  titlePagePath,
} from './title-rules.ts';
import { DAY_MS } from '../time.ts';

const NOW = Date.UTC(2026, 10, 20, 15, 0, 0); // 2026-11-20 15:00 UTC

describe('episode detection (seed 001 §2 VOD movie)', () => {
  it.each([
    [{ tmsId: 'EP000123450102', seriesInd: 0 }, true],
    [{ tmsId: 'MV00000001', seriesInd: 1 }, true],
    [{ tmsId: 'MV00000001', seriesInd: 0 }, false],
    [{ tmsId: 'SH00000001', seriesInd: 0 }, false],
  ])('%o is an episode: %s', (t, episode) => expect(isEpisodeTitle(t)).toBe(episode));
});

describe('movie detection (seed 001 §5)', () => {
  it.each([
    ['FEATURE FILM', null, true],
    ['feature_film', null, true],
    ['SHORT FILM', null, true],
    ['TV_MOVIE', null, true],
    ['TV MOVIE', undefined, true],
    ['SERIES', 'Y', true],
    ['SERIES', 'N', false],
    ['SPORTS EVENT', null, false],
    [null, null, false],
    ['  Feature Film  ', null, true],
    [' tv_movie', undefined, true],
  ])('%j with movies flag %s is a movie: %s', (type, flag, movie) =>
    expect(isMovieProgram(type, flag)).toBe(movie),
  );
});

describe('offer expiry (seed 001 §4: after offer_end_date plus one day, go to /tv/asset/)', () => {
  it.each([
    ['2026-11-20', '2026-11-20', false],
    ['2026-11-20', '2026-11-21', false],
    ['2026-11-20', '2026-11-22', true],
    ['2026-12-31', '2026-11-20', false],
    ['not a date', '2026-11-20', false],
    ['2026-11-01', 'not a date', false],
    // only a plain YYYY-MM-DD day is read
    ['+002026-11-01', '2026-11-20', false],
    ['2026-11-01 (end of day', '2026-11-20', false],
    ['2026-11-01', '+002026-11-20', false],
    ['2026-11-01', '2026-11-20 (noon', false],
  ])('an offer ending %s, on %s, has expired: %s', (end, today, expired) =>
    expect(isOfferExpired(end, today)).toBe(expired),
  );
});

describe('where to watch (seed 001 §4)', () => {
  it.each([
    ['SH00000012', 'all'],
    ['SP00000003', 'all'],
    ['300012', 'onDemand'],
  ])('a series with menu id %s defaults to %s', (menuId, filter) => {
    expect(defaultWhereToWatch(menuId)).toBe(filter);
    expect(isTvSeriesMenuId(menuId)).toBe(filter === 'all');
  });
});

describe('durations (seed 001 §3)', () => {
  it.each([
    [0, { hours: 0, minutes: 0 }],
    [45, { hours: 0, minutes: 45 }],
    [60, { hours: 1, minutes: 0 }],
    [147, { hours: 2, minutes: 27 }],
  ])('%i minutes read %o', (m, parts) => expect(durationParts(m)).toEqual(parts));

  it.each([
    [86_400, 24],
    [172_800, 48],
    [5_399, 1],
  ])('a rental period of %i seconds is %i hours', (s, h) => expect(rentalHours(s)).toBe(h));
});

describe('person links (seed 001 §2: quotes stripped, then wrapped in quotes, with /false appended)', () => {
  it.each([
    ['Ava Lindqvist', '/search/#/tvOnDemand/%22Ava%20Lindqvist%22/false'],
    ['Dwayne "The Rock" Vance', '/search/#/tvOnDemand/%22Dwayne%20The%20Rock%20Vance%22/false'],
    ['  Ava Lindqvist ', '/search/#/tvOnDemand/%22Ava%20Lindqvist%22/false'],
    ['"Ava Lindqvist "', '/search/#/tvOnDemand/%22Ava%20Lindqvist%22/false'],
  ])('%s opens %s', (name, path) => expect(personSearchPath(name)).toBe(path));

  it.each([
    ['"Ava Lindqvist"', { phrase: true, text: 'Ava Lindqvist' }],
    ['harbor lights', { phrase: false, text: 'harbor lights' }],
    ['"unbalanced', { phrase: false, text: 'unbalanced' }],
    ['""', { phrase: true, text: '' }],
    ['  "Ava Lindqvist"  ', { phrase: true, text: 'Ava Lindqvist' }],
    ['" Ava Lindqvist "', { phrase: true, text: 'Ava Lindqvist' }],
    ['"', { phrase: false, text: '' }],
    ['Ava"', { phrase: false, text: 'Ava' }],
    ['harbor"lights', { phrase: false, text: 'harbor lights' }],
    ['  harbor lights  ', { phrase: false, text: 'harbor lights' }],
  ])('%s is searched as %o', (term, parsed) => expect(parseQuotedTerm(term)).toEqual(parsed));
});

describe('title flags and the time-bound filters', () => {
  const base = {
    hdAsset: 1,
    sdAsset: 2,
    price: 399,
    addedAtMs: NOW - 100 * DAY_MS,
    offerEndDate: '2027-06-01',
  };

  it('marks what a tile may say', () => {
    expect(titleFlagsAt(base, browseCutoffs(NOW))).toEqual(['HD', 'SD']);
    expect(titleFlagsAt({ ...base, hdAsset: null, price: 0 }, browseCutoffs(NOW))).toEqual(['SD', 'FREE']);
    expect(titleFlagsAt({ ...base, sdAsset: null }, browseCutoffs(NOW))).toEqual(['HD']);
    expect(titleFlagsAt({ ...base, hdAsset: null, sdAsset: null, price: 1 }, browseCutoffs(NOW))).toEqual([]);
  });

  it.each([
    [NOW - 14 * DAY_MS, true],
    [NOW - 14 * DAY_MS - 1, false],
  ])('a title added at %i is just added: %s', (addedAtMs, flagged) =>
    expect(titleFlagsAt({ ...base, addedAtMs }, browseCutoffs(NOW)).includes('JUST_ADDED')).toBe(flagged),
  );

  it.each([
    ['2026-12-04', true],
    ['2026-12-05', false],
    ['2026-11-19', true],
    ['2026-11-18', false],
  ])('an offer ending %s is on its last chance: %s', (offerEndDate, flagged) =>
    expect(titleFlagsAt({ ...base, offerEndDate }, browseCutoffs(NOW)).includes('LAST_CHANCE')).toBe(flagged),
  );

  it('uses the same cut-offs as the grid filters', () => {
    expect(browseCutoffs(NOW)).toEqual({
      justAddedSinceMs: NOW - 14 * DAY_MS,
      lastChanceUntilDay: '2026-12-04',
      offerValidFromDay: '2026-11-19',
    });
  });
});

describe('page links (seed 001 §2)', () => {
  it('opens a movie on the movie page and an episode on the episode page', () => {
    expect(titlePagePath({ titleId: 'T100001', isEpisode: false })).toBe('/tv/asset/#/movie/T100001');
    expect(titlePagePath({ titleId: 'E200002', isEpisode: true })).toBe('/tv/asset/#/episode/E200002');
  });

  it('names a series by its menu id', () => {
    expect(seriesPagePath('SH0042')).toBe('/tv/asset/#/series/SH0042');
  });

  it('appends the caption to a summary link only when one is given (Movies A-Z)', () => {
    expect(summaryPagePath('M10')).toBe('/tv/on-demand/#/summary/M10');
    expect(summaryPagePath('M1101', 'ABCDE')).toBe('/tv/on-demand/#/summary/M1101/ABCDE');
  });
});

describe('truncateTitle (seed 001 §9: 23, 20 on phones)', () => {
  const long = 'The Extraordinarily Long Adventure';
  it('keeps a name of up to 23 characters whole on a wider screen', () =>
    expect(truncateTitle('A'.repeat(23), false)).toBe('A'.repeat(23)));
  it('cuts a longer name between words, within 23 characters, ending in an ellipsis', () => {
    expect(truncateTitle(long, false)).toBe('The Extraordinarily…');
    expect(truncateTitle('Renovation Nation Weekend Special', false)).toBe('Renovation Nation…');
    expect(Array.from(truncateTitle('B'.repeat(30), false))).toHaveLength(23);
  });
  it('cuts at 20 on a phone', () => {
    expect(truncateTitle('A'.repeat(20), true)).toBe('A'.repeat(20));
    expect(truncateTitle(long, true)).toBe('The Extraordinarily…');
    expect(Array.from(truncateTitle('B'.repeat(21), true))).toHaveLength(20);
  });
});
