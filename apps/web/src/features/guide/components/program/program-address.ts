/**
 * The linear program addresses (seed 001 §2): /tv/program/{id}/{callSign}/{movie|episode}/{titleSlug},
 * /tvprogram/{eventId}/{callsign}, /tvprogram/{eventId}/{hubId}/{withHD}, and on /tv/asset/ the
 * hashes #/tvprogram/{eventId}/..., #/program/..., #/movie/{eventId}/{hubId}/{isHD},
 * #/movie/{eventId}/{callSign}/{channelNumber} and #/tvprograms/record/{start}/{end}/{callsign}/{isHD}.
 * Every program form names the event first; the rest only repeats what the event already says.
 */
export type LinearTarget =
  | { kind: 'program'; eventId: number }
  | { kind: 'record'; start: number; end: number; callsign: string; isHd: boolean }
  | { kind: 'series'; menuId: string }
  | { kind: 'none' };

const MAX_EVENT_ID = 9_007_199_254_740;

/** Seed 001 §5 "event id numeric": a whole number, or null. */
export function eventIdOf(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,13}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_EVENT_ID ? id : null;
}

/** The event id of /tv/program/* and /tvprogram/*: the path's first segment after the prefix. */
export function eventIdFromPath(splat: string | undefined): number | null {
  return eventIdOf((splat ?? '').split('/')[0]);
}

function msOf(segment: string | undefined): number | null {
  return segment !== undefined && /^\d{1,15}$/.test(segment) ? Number(segment) : null;
}

/** The seed's "tId:{tmsId}&mId:{menuId}" linear episode id: the series menu it belongs to. */
function menuIdOf(segment: string): string | null {
  const match = /(?:^|&)mId:([A-Za-z0-9]+)/.exec(segment);
  return match?.[1] ?? null;
}

/** Reads the linear part of a /tv/asset/ hash, given as its decoded segments ('tvprogram', '5001', ...). */
export function linearTargetOf(segments: readonly string[]): LinearTarget {
  const [kind, first, ...rest] = segments;
  if (kind === 'tvprograms') {
    if (first !== 'record') return { kind: 'none' };
    const [start, end, callsign, isHd] = rest;
    const from = msOf(start);
    const to = msOf(end);
    if (from === null || to === null || to <= from || !callsign || !/^[A-Za-z0-9-]{1,12}$/.test(callsign)) {
      return { kind: 'none' };
    }
    return { kind: 'record', start: from, end: to, callsign, isHd: isHd === 'true' || isHd === '1' };
  }
  if (kind === 'tvprogram' || kind === 'movie' || kind === 'program') {
    const eventId = eventIdOf(first);
    if (eventId !== null) return { kind: 'program', eventId };
    const menuId = kind === 'program' && first ? menuIdOf(first) : null;
    return menuId ? { kind: 'series', menuId } : { kind: 'none' };
  }
  return { kind: 'none' };
}

/** Seed 001 §2: /tv/asset/#/tvprograms/record/{start}/{end}/{callsign}/{isHD} opens the record dialog. */
export function recordPath(start: number, end: number, callsign: string, isHd: boolean): string {
  return `/tv/asset/#/tvprograms/record/${start}/${end}/${encodeURIComponent(callsign)}/${isHd}`;
}

/** Seed 001 §2: on-demand titles open at /tv/asset/#/movie/{id}. */
export function onDemandPath(titleId: string): string {
  return `/tv/asset/#/movie/${encodeURIComponent(titleId)}`;
}
