import { DAY_MS } from '../time.ts';
import {
  FILTER_ALL_AT_TIME,
  FILTER_ALL_AT_TIME_ON_WEEKDAY,
  FILTER_ALL_EPISODES,
  FILTER_NEW_ONLY,
  SAVE_EPISODES_ALL,
  type RecordingFilter,
} from './dvr-constants.ts';
import { recordingState, type RecordingSpan } from './recording-state.ts';

const WEEK_MS = 7 * DAY_MS;

/** One airing from the listings, as far as a series rule cares. */
export interface SeriesAiring {
  eventId: string;
  programId: string;
  seriesId: string | null;
  callsign: string;
  start: number;
  end: number;
  isNew: boolean;
}

/** A series rule: the series on one channel, with the filter chosen in the record dialog. */
export interface SeriesRuleSpec {
  seriesId: string;
  callsign: string;
  filter: RecordingFilter;
  /**
   * the start of the airing the rule was made from: "All at {time}" keeps airings starting at the
   * same time of day, "on {weekday}" also on the same day of the week
   */
  anchorStart: number;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** Whether one airing passes the rule's filter (seed 001 §3 filters 1, 4, 3, 5). */
export function matchesFilter(rule: SeriesRuleSpec, airing: SeriesAiring): boolean {
  if (airing.seriesId !== rule.seriesId || airing.callsign !== rule.callsign) return false;
  switch (rule.filter) {
    case FILTER_ALL_EPISODES:
      return true;
    case FILTER_NEW_ONLY:
      return airing.isNew;
    case FILTER_ALL_AT_TIME:
      return mod(airing.start - rule.anchorStart, DAY_MS) === 0;
    case FILTER_ALL_AT_TIME_ON_WEEKDAY:
      return mod(airing.start - rule.anchorStart, WEEK_MS) === 0;
  }
}

/**
 * The airings a series rule records from a list of listings: those passing the filter that have
 * not ended, each episode (program id) once at its first airing, skipping episodes the rule has
 * already recorded or scheduled. Earliest first.
 */
export function expandSeriesRule<A extends SeriesAiring>(
  rule: SeriesRuleSpec,
  airings: readonly A[],
  now: number,
  alreadyHave: ReadonlySet<string> = new Set(),
): A[] {
  const seen = new Set(alreadyHave);
  const out: A[] = [];
  const sorted = [...airings].sort((a, b) => a.start - b.start || a.eventId.localeCompare(b.eventId));
  for (const airing of sorted) {
    if (airing.end <= now || !matchesFilter(rule, airing) || seen.has(airing.programId)) continue;
    seen.add(airing.programId);
    out.push(airing);
  }
  return out;
}

export interface RuleRecording extends RecordingSpan {
  id: number;
}

/**
 * Seed 001 §9 "save episodes All, 5, 4, 3, 2, 1": a rule keeps its newest N recorded episodes.
 * Returns the ids of recorded programs beyond the newest N (oldest first) to delete; scheduled and
 * in-progress recordings are never given up for this.
 */
export function episodesBeyondKeep(
  recordings: readonly RuleRecording[],
  saveEpisodes: number,
  now: number,
): number[] {
  if (saveEpisodes === SAVE_EPISODES_ALL) return [];
  const recorded = recordings
    .filter((r) => recordingState(r, now) === 'recorded')
    .sort((a, b) => b.start - a.start || b.id - a.id);
  return recorded
    .slice(saveEpisodes)
    .sort((a, b) => a.start - b.start || a.id - b.id)
    .map((r) => r.id);
}
