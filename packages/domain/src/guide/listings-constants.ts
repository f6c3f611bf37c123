/**
 * Guide and linear-program limits and messages (seed 001 §3, §5, §8, §9; issue 7 items 1-3).
 */

/** The guide grid asks for at most 6 hours at a time: a wider window is another request. */
export const GUIDE_MAX_HOURS = 6;
/** Hours the grid shows when the request does not say. */
export const GUIDE_DEFAULT_HOURS = 3;
/** Channels per window request: enough for a tall screen plus overscan, small enough to stay fast. */
export const GUIDE_MAX_COUNT = 100;
/** Channels per window request when the request does not say. */
export const GUIDE_DEFAULT_COUNT = 50;
/** Bounds a channel offset; no line-up comes near it. */
export const GUIDE_MAX_OFFSET = 100_000;
/** Days of listings the line-up carries from today (issue 7: "14 days of airings"). */
export const GUIDE_LISTING_DAYS = 14;
/** The miniguide shows a handful of channels; a longer list is the full guide's job. */
export const MINIGUIDE_MAX_CALLSIGNS = 20;
/** The miniguide covers at most 6 hours, like the grid. */
export const MINIGUIDE_MAX_HOURS = 6;
/** Most watched and more like this list this many programs. */
export const GUIDE_LIST_MAX = 10;
/**
 * No airing runs longer than this. The window query bounds the start side with it
 * (start > windowStart - MAX_AIRING_MS), which turns "overlaps the window" into an index range.
 */
export const MAX_AIRING_MS = 8 * 3_600_000;

/** Event ids are positive 32-bit integers (an integer column on every database). */
export const EVENT_ID_MAX = 2_147_483_647;

/** Seed 001 §3 Linear program qualities, in the seed's order. */
export const LINEAR_QUALITIES = [
  'HDTV',
  'CC',
  'Stereo',
  'DD 5.1',
  'New',
  'BN',
  'AT',
  'SAP',
  'Rerun',
] as const;
export type LinearQuality = (typeof LINEAR_QUALITIES)[number];

/**
 * Seed 001 §8 rating errors, word for word. The seed's codes (-1, -2) are not sent: a refusal
 * carries a reason id instead (docs/decisions/0009-refusal-reasons.md).
 */
export const RATING_EVENT_REQUIRED = 'eventId is required';
export const RATING_STAR_REQUIRED = 'starRating (0 <= starRating <= 4) is required';
/** Seed 001 §8: event details without an event id (a 400-type error). */
export const EVENT_ID_PARAM_REQUIRED = 'eventId parameter is required';

/** Seed 001 §8 linear messages. */
export const SCHEDULE_UNAVAILABLE = 'Sorry, Schedule Unavailable';
export const PROGRAM_LOAD_FAILED = 'Unable to load program data';
export const NO_PROGRAMS_FOUND = 'No programs found';
