import { DEFAULT_HD, DEFAULT_HUB_ID } from '../vod/vod-constants.ts';

/** Which line-up the guide shows. */
export interface LineupChoice {
  hubId: number;
  /** null: the hub's default line-up */
  lineupId: number | null;
  isHd: boolean;
}

/**
 * Seed 001 §5: "Hub id numeric strings become numbers." Numbers pass through; anything that is
 * not a whole number (empty, letters, negative) is null.
 */
export function parseHubId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string' || !/^\s*\d{1,9}\s*$/.test(value)) return null;
  // Stryker disable next-line MethodExpression: Number() skips the same leading and trailing white space (\s) itself
  return Number(value.trim());
}

/** What the session says about the caller's line-ups (seed 001 §3: hubId, lineupId, ehubId, elineupId). */
export interface SessionLineup {
  hubId: string | null;
  lineupId: string | null;
  hdHubId: string | null;
  hdLineupId: string | null;
}

/**
 * The line-up to show. Seed 001 §9: "Default hub 105 and HD true when line-up is unavailable or
 * unset". The HD hub wins when it is set (HD is the default); otherwise the SD hub, shown SD.
 */
export function resolveLineup(session: SessionLineup | null): LineupChoice {
  const hdHub = parseHubId(session?.hdHubId);
  // Stryker disable next-line OptionalChaining: an HD hub was read from the session, so the session is there
  if (hdHub !== null) return { hubId: hdHub, lineupId: parseHubId(session?.hdLineupId), isHd: true };
  const hub = parseHubId(session?.hubId);
  // Stryker disable next-line OptionalChaining: a hub was read from the session, so the session is there
  if (hub !== null) return { hubId: hub, lineupId: parseHubId(session?.lineupId), isHd: false };
  return { hubId: DEFAULT_HUB_ID, lineupId: null, isHd: DEFAULT_HD };
}
