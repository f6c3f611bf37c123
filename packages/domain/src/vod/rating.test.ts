import { describe, expect, it } from 'vitest';
import { EXCLUDED_VOD_ASSET_ID, VOD_RATINGS, isExcludedVod, ratingOf } from './rating.ts';

describe('the ratings map (seed 001 §9 "Ratings map 0 to 12")', () => {
  it('holds the 13 ratings in the seed order', () => {
    expect(VOD_RATINGS).toEqual([
      'N/R',
      'TV-Y',
      'TV-Y7',
      'TV-G',
      'TV-PG',
      'TV-14',
      'TV-MA',
      'G',
      'PG',
      'PG-13',
      'R',
      'NC-17',
      'NR',
    ]);
  });

  it.each([
    [0, 'N/R'],
    [12, 'NR'],
    [13, undefined],
    [-1, undefined],
    [1.5, undefined],
  ])('code %s reads %s', (code, rating) => expect(ratingOf(code)).toBe(rating));
});

describe('excluded content (seed 001 §5: "rating NC-17 and one specific asset id")', () => {
  it.each([
    [{ rating: 'NC-17', hdAsset: 1, sdAsset: 2 }, true],
    [{ rating: 'R', hdAsset: EXCLUDED_VOD_ASSET_ID, sdAsset: null }, true],
    [{ rating: 'PG', hdAsset: null, sdAsset: EXCLUDED_VOD_ASSET_ID }, true],
    [{ rating: 'R', hdAsset: 1, sdAsset: 2 }, false],
    [{ rating: 'NR', hdAsset: null, sdAsset: null }, false],
  ])('%o is excluded: %s', (facts, excluded) => expect(isExcludedVod(facts)).toBe(excluded));
});
