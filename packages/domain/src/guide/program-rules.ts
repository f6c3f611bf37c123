import { LINEAR_QUALITIES, type LinearQuality } from './listings-constants.ts';

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
