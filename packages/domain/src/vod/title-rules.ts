/**
 * Rules about one title or series (seed 001 §2, §4, §5): episode detection, offer expiry,
 * where-to-watch defaults, durations and the person-search link.
 */
import { DAY_MS } from '../time.ts';
import { truncateWords } from '../format.ts';
import {
  JUST_ADDED_DAYS,
  LAST_CHANCE_DAYS,
  OFFER_EXPIRY_GRACE_DAYS,
  TITLE_TRUNCATE_LENGTH,
  TITLE_TRUNCATE_LENGTH_MOBILE,
} from './vod-constants.ts';

const SECONDS_PER_HOUR = 3600;
const MINUTES_PER_HOUR = 60;

/**
 * Seed 001 §2 VOD movie: "Redirects to the episode page if the title is an episode (tms id
 * starts with EP, or series indicator is 1)".
 */
export function isEpisodeTitle(t: { tmsId: string; seriesInd: number }): boolean {
  return t.tmsId.startsWith('EP') || t.seriesInd === 1;
}

/**
 * Seed 001 §5 Movie detection: "programtype FEATURE FILM, SHORT FILM or TV MOVIE (underscore or
 * space), or movies flag Y; anything else is a series."
 */
export function isMovieProgram(programType: string | null | undefined, moviesFlag?: string | null): boolean {
  if (moviesFlag === 'Y') return true;
  const type = (programType ?? '').trim().toUpperCase().replace(/_/g, ' ');
  return type === 'FEATURE FILM' || type === 'SHORT FILM' || type === 'TV MOVIE';
}

/** Midnight UTC of a YYYY-MM-DD day, or NaN for anything else. */
function dayStart(day: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
}

/**
 * Seed 001 §4: "VOD offer expired: if today is after offer_end_date plus one day, go to
 * /tv/asset/." `today` is a YYYY-MM-DD day. An unreadable end date is not treated as expired.
 */
export function isOfferExpired(offerEndDate: string, today: string): boolean {
  const end = dayStart(offerEndDate);
  const now = dayStart(today);
  // Stryker disable next-line LogicalOperator: with only one of the days NaN, the comparison below is false as well
  if (Number.isNaN(end) || Number.isNaN(now)) return false;
  return now > end + OFFER_EXPIRY_GRACE_DAYS * DAY_MS;
}

/** Where-to-watch filter values (seed 001 §4). */
export const WHERE_TO_WATCH = ['all', 'onDemand', 'onTv'] as const;
export type WhereToWatch = (typeof WHERE_TO_WATCH)[number];

/** Seed 001 §4: a menu id starting SH or SP is a TV series (one with airings on linear TV). */
export function isTvSeriesMenuId(menuId: string): boolean {
  return menuId.startsWith('SH') || menuId.startsWith('SP');
}

/**
 * Seed 001 §4: "On a series page the default is On Demand for VOD series and Show all for TV
 * series (menu id starting SH or SP)."
 */
export function defaultWhereToWatch(seriesMenuId: string): WhereToWatch {
  return isTvSeriesMenuId(seriesMenuId) ? 'all' : 'onDemand';
}

/** Seed 001 §4 season filter: 0 is "Show all". */
export const ALL_SEASONS = 0;

/** Seed 001 §3: duration in minutes "shown as hours and minutes". */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  const m = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(m / MINUTES_PER_HOUR), minutes: m % MINUTES_PER_HOUR };
}

/** Seed 001 §3: rental period "seconds, shown in hours". */
export function rentalHours(seconds: number): number {
  return Math.floor(Math.max(0, seconds) / SECONDS_PER_HOUR);
}

/**
 * Seed 001 §2: "Director and actor links open the on-demand search for the name with double
 * quotes stripped then wrapped in quotes, with /false appended."
 */
export function personSearchPath(name: string): string {
  const quoted = `"${name.replace(/"/g, '').trim()}"`;
  return `/search/#/tvOnDemand/${encodeURIComponent(quoted)}/false`;
}

/** A search term in double quotes asks for the exact phrase (the person links above make them). */
export function parseQuotedTerm(term: string): { phrase: boolean; text: string } {
  const t = term.trim();
  if (t.length >= 2 && t.startsWith('"') && t.endsWith('"')) {
    return { phrase: true, text: t.slice(1, -1).trim() };
  }
  return { phrase: false, text: t.replace(/"/g, ' ').trim() };
}

/** What a tile may say about a title (seed 001 §3 "flags"), derived from its facts and the day. */
export const VOD_TITLE_FLAGS = ['HD', 'SD', 'FREE', 'JUST_ADDED', 'LAST_CHANCE'] as const;
export type VodTitleFlag = (typeof VOD_TITLE_FLAGS)[number];

/**
 * The instants and days the time-bound filters turn on, for a given now: the same numbers for the
 * tiles' flags and for the grid's Just added and Last chance filters.
 */
export function browseCutoffs(nowMs: number) {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    /** added at or after this instant: just added */
    justAddedSinceMs: nowMs - JUST_ADDED_DAYS * DAY_MS,
    /** an offer ending on or before this day: last chance */
    lastChanceUntilDay: day(nowMs + LAST_CHANCE_DAYS * DAY_MS),
    /** an offer ending before this day has expired (after its day of grace) */
    offerValidFromDay: day(nowMs - OFFER_EXPIRY_GRACE_DAYS * DAY_MS),
  };
}

export interface FlagFacts {
  hdAsset: number | null;
  sdAsset: number | null;
  /** cents */
  price: number;
  addedAtMs: number;
  offerEndDate: string;
}

export type BrowseCutoffs = ReturnType<typeof browseCutoffs>;

/** The same, against cut-offs worked out once for a whole page of titles. */
export function titleFlagsAt(t: FlagFacts, cut: BrowseCutoffs): VodTitleFlag[] {
  const flags: VodTitleFlag[] = [];
  if (t.hdAsset !== null) flags.push('HD');
  if (t.sdAsset !== null) flags.push('SD');
  if (t.price === 0) flags.push('FREE');
  if (t.addedAtMs >= cut.justAddedSinceMs) flags.push('JUST_ADDED');
  if (t.offerEndDate <= cut.lastChanceUntilDay && t.offerEndDate >= cut.offerValidFromDay) {
    flags.push('LAST_CHANCE');
  }
  return flags;
}

/** Seed 001 §2 links: the page a title opens, an episode's or a movie's. */
export function titlePagePath(t: { titleId: string; isEpisode: boolean }): string {
  return `/tv/asset/#/${t.isEpisode ? 'episode' : 'movie'}/${encodeURIComponent(t.titleId)}`;
}

/** Seed 001 §2: /tv/asset/#/series/{menuId}. */
export function seriesPagePath(menuId: string): string {
  return `/tv/asset/#/series/${encodeURIComponent(menuId)}`;
}

/** Seed 001 §2: /tv/on-demand/#/summary/{menuId}; "for Movies A-Z the caption is appended after the id". */
export function summaryPagePath(menuId: string, caption?: string): string {
  const base = `/tv/on-demand/#/summary/${encodeURIComponent(menuId)}`;
  return caption ? `${base}/${encodeURIComponent(caption)}` : base;
}

/**
 * Seed 001 §9 "Title truncation 23 (20 mobile)": a title card's name keeps at most that many
 * characters, the last of them an ellipsis, cut between words, so a long name does not push the
 * card's other lines out of the ribbon. The full name stays available to assistive technology and
 * as a tooltip.
 */
export function truncateTitle(name: string, phone: boolean): string {
  return truncateWords(name, phone ? TITLE_TRUNCATE_LENGTH_MOBILE : TITLE_TRUNCATE_LENGTH);
}
