/**
 * Content ratings, critics' stars and the content that is never shown (seed 001 §5, §9;
 * seed 002 §5 Shop "Excluded VOD content").
 */

/** Seed 001 §9: "Ratings map 0 to 12", in the seed's order; the index is the rating code. */
export const VOD_RATINGS = [
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
] as const;
export type VodRating = (typeof VOD_RATINGS)[number];

/** The rating of a code; undefined outside 0-12. */
export function ratingOf(code: number): VodRating | undefined {
  return Number.isInteger(code) ? VOD_RATINGS[code] : undefined;
}

/** Seed 001 §5: "Excluded VOD content: rating NC-17 and one specific asset id." */
export const EXCLUDED_VOD_RATING: VodRating = 'NC-17';
/**
 * The one asset id the seeds exclude without naming it. This catalogue's stand-in; an operator
 * whose back end has such an asset puts its id here.
 */
export const EXCLUDED_VOD_ASSET_ID = 4_000_015;

/** Seed 001 §9: critics' stars and the user rating run 0 to 4. */
export const STAR_RATING_MAX = 4;

/** What decides whether a title may be shown at all. */
export interface ExclusionFacts {
  rating: string;
  hdAsset: number | null;
  sdAsset: number | null;
}

/** True for content never shown anywhere: rated NC-17, or carrying the excluded asset. */
export function isExcludedVod(t: ExclusionFacts): boolean {
  return (
    t.rating === EXCLUDED_VOD_RATING ||
    t.hdAsset === EXCLUDED_VOD_ASSET_ID ||
    t.sdAsset === EXCLUDED_VOD_ASSET_ID
  );
}
