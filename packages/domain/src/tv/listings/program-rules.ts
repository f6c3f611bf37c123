import { STAR_RATING_MAX } from '../../vod/rating.ts';
import {
  EVENT_ID_MAX,
  LINEAR_QUALITIES,
  RATING_EVENT_REQUIRED,
  RATING_EVENT_REQUIRED_CODE,
  RATING_STAR_REQUIRED,
  RATING_STAR_REQUIRED_CODE,
  type LinearQuality,
} from './listings-constants.ts';

/** The known qualities of a list, once each, in the seed's order; unknown names are dropped. */
export function normalizeQualities(names: readonly string[]): LinearQuality[] {
  const set = new Set(names.map((n) => n.trim()));
  return LINEAR_QUALITIES.filter((q) => set.has(q));
}

/** An airing is new when it is marked New or BN (brand new); a Rerun never is. */
export function isNewAiring(qualities: readonly string[]): boolean {
  if (qualities.includes('Rerun')) return false;
  return qualities.includes('New') || qualities.includes('BN');
}

/** Qualities as stored: a comma-separated list. */
export function qualitiesFromText(text: string | null | undefined): LinearQuality[] {
  return text ? normalizeQualities(text.split(',')) : [];
}

export type RatingCheck =
  | { ok: true; eventId: number; rating: number }
  | { ok: false; code: typeof RATING_EVENT_REQUIRED_CODE | typeof RATING_STAR_REQUIRED_CODE; message: string };

const wholeNumber = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  if (typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim())) return Number(v.trim());
  return null;
};

/**
 * Seed 001 §5 "Rating: event id numeric; rating integer 0 to 4" with the §8 messages and codes:
 * "eventId is required" (-1) comes first, then "starRating (0 <= starRating <= 4) is required" (-2).
 */
export function checkUserRating(eventId: unknown, rating: unknown): RatingCheck {
  const id = wholeNumber(eventId);
  if (id === null || id <= 0 || id > EVENT_ID_MAX) return { ok: false, code: RATING_EVENT_REQUIRED_CODE, message: RATING_EVENT_REQUIRED };
  const stars = wholeNumber(rating);
  if (stars === null || stars < 0 || stars > STAR_RATING_MAX) {
    return { ok: false, code: RATING_STAR_REQUIRED_CODE, message: RATING_STAR_REQUIRED };
  }
  return { ok: true, eventId: id, rating: stars };
}

/** The URL slug of a title: lower case letters and digits joined by single dashes. */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'program';
}

/** Seed 001 §2: /tv/program/{id}/{callSign}/{movie|episode}/{titleSlug}. */
export function programPath(eventId: number, callsign: string, isMovie: boolean, title: string): string {
  return `/tv/program/${eventId}/${encodeURIComponent(callsign)}/${isMovie ? 'movie' : 'episode'}/${titleSlug(title)}`;
}

/** True when an airing [start, end) overlaps the window [from, to). */
export function overlapsWindow(start: number, end: number, from: number, to: number): boolean {
  return start < to && end > from;
}
