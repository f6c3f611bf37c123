/**
 * Business constants and limits of the on-demand area (seed 001 §9, with §2 and §4 where they
 * give numbers). Shared carousel defaults (item width, gap, animation, swipe 75, tap delay) are
 * in ../constants.ts already, as are the bulk-remove limit and the 20/100 page sizes.
 */

// ---------------------------------------------------------------- landing

/** Seed 001 §9: "Landing: first 5 ribbons". */
export const LANDING_FIRST_RIBBONS = 5;
/** "step 5": the show-more control loads this many more ribbons. */
export const LANDING_RIBBON_STEP = 5;
/** "max 20 titles per ribbon". */
export const RIBBON_MAX_TITLES = 20;

// ---------------------------------------------------------------- top picks

/** Seed 001 §9: "Top picks: max 5 items". */
export const TOP_PICKS_MAX = 5;
/** "auto cycle 7000 ms". */
export const TOP_PICKS_AUTO_CYCLE_MS = 7000;
/**
 * "(default 10000 before load; another reading gives 10000 as default)": the cycle used until the
 * top-picks answer says otherwise.
 */
export const TOP_PICKS_AUTO_CYCLE_DEFAULT_MS = 10_000;
/** "swipe threshold 50 for top picks" (other carousels use CAROUSEL_SWIPE_THRESHOLD_PX, 75). */
export const TOP_PICKS_SWIPE_THRESHOLD_PX = 50;

// ---------------------------------------------------------------- summary (category grid)

/** Seed 001 §9: "Summary page sizes 20, 50, 100 (default 20)". */
export const SUMMARY_PAGE_SIZES = [20, 50, 100] as const;
export type SummaryPageSize = (typeof SUMMARY_PAGE_SIZES)[number];
/** The page size of a summary nobody has changed. */
export const SUMMARY_DEFAULT_PAGE_SIZE: SummaryPageSize = 20;
/** "mobile loads 20 more on scroll". */
export const SUMMARY_MOBILE_APPEND = 20;
/** Issue 6: desktop pagination shows 7 page buttons (with ellipses for the gaps). */
export const SUMMARY_PAGE_BUTTONS = 7;

// ---------------------------------------------------------------- title pages

/** Seed 001 §9: "Airings: max 3 on episode page". */
export const EPISODE_PAGE_AIRINGS_MAX = 3;
/** "5 on series page". */
export const SERIES_PAGE_AIRINGS_MAX = 5;
/** "Actors and directors capped at 5. Cast shown max 5." */
export const CAST_MAX = 5;
/** "Offer expiry grace: 1 day after offer_end_date". */
export const OFFER_EXPIRY_GRACE_DAYS = 1;
/** "Title truncation 23 (20 mobile)". */
export const TITLE_TRUNCATE_LENGTH = 23;
/** The same truncation on phones. */
export const TITLE_TRUNCATE_LENGTH_MOBILE = 20;

// ---------------------------------------------------------------- cart and favorites

/** Seed 001 §9: "Cart item ending soon: fewer than 25 days remain". */
export const CART_ENDING_SOON_DAYS = 25;
/**
 * Not in the seeds: the most items one cart or favorites list holds. A list is read whole
 * (the pages sort and page it themselves), so it needs a bound; no one rents this many at once.
 */
export const VOD_CART_MAX_ITEMS = 200;

// ---------------------------------------------------------------- browse filters (ours)

/**
 * The seeds name the "Just added" and "Last chance" filters without their windows. A title is
 * just added for this many days after it joins the catalogue...
 */
export const JUST_ADDED_DAYS = 14;
/** ...and on its last chance when its offer ends within this many days. */
export const LAST_CHANCE_DAYS = 14;

// ---------------------------------------------------------------- images

/** Seed 001 §9: "Image sizes: posters 140x210 (alt 240x360), music 200x150". */
export const POSTER_SIZE = '140x210';
/** The poster's alternative size. */
export const POSTER_ALT_SIZE = '240x360';
/** The music art size. */
export const MUSIC_ART_SIZE = '200x150';
/** "Poster names: 67x89, 109x145, 140x187, 218x290, 222x297". */
export const POSTER_NAME_SIZES = ['67x89', '109x145', '140x187', '218x290', '222x297'] as const;
/** Every size the image call draws; anything else falls back to POSTER_SIZE. */
export const IMAGE_SIZES = [POSTER_SIZE, POSTER_ALT_SIZE, MUSIC_ART_SIZE, ...POSTER_NAME_SIZES] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
/** Seed 001 §8: the poster fallback. */
export const NO_IMAGE_FOUND = 'No Image Found';

// ---------------------------------------------------------------- session defaults

/** Seed 001 §9: "Default hub 105 and HD true when line-up is unavailable or unset". */
export const DEFAULT_HUB_ID = 105;
/** HD is on when the line-up does not say. */
export const DEFAULT_HD = true;
