import { DAY_MS } from '../time.ts';
import { KEEP_UNTIL_DELETED, KEEP_UNTIL_SPACE_NEEDED, RECORDING_WINDOW_DAYS } from './dvr-constants.ts';

export type RecordingState = 'scheduled' | 'recording' | 'recorded';

/** The times a recording occupies a tuner: the airing plus its end padding. */
export interface RecordingSpan {
  start: number;
  end: number;
  endPaddingSeconds: number;
}

/** When the tuner is free again: the airing's end plus the end padding. */
export function recordingEnd(span: RecordingSpan): number {
  return span.end + span.endPaddingSeconds * 1000;
}

/**
 * Seed 001 §4: "A recording is recorded, recording now (now between start and end), or scheduled
 * (not recorded)". The end includes the padding: the box is still recording then.
 */
export function recordingState(span: RecordingSpan, now: number): RecordingState {
  if (now < span.start) return 'scheduled';
  if (now < recordingEnd(span)) return 'recording';
  return 'recorded';
}

/** Seed 001 §4: "dependable if recorded or starting within 6 days ahead". */
export function isDependable(span: RecordingSpan, now: number): boolean {
  return recordingState(span, now) !== 'scheduled' || span.start - now <= RECORDING_WINDOW_DAYS * DAY_MS;
}

/**
 * When a recorded program goes by its keep choice: keep days after it ends; never for "until
 * deleted" and "until space needed" (the latter goes only to make room, see spaceToFree).
 */
export function expiresAt(span: RecordingSpan, keepDays: number): number | null {
  if (keepDays === KEEP_UNTIL_DELETED || keepDays === KEEP_UNTIL_SPACE_NEEDED) return null;
  return recordingEnd(span) + keepDays * DAY_MS;
}

/** Whether a recorded program has passed its keep time. */
export function isExpired(span: RecordingSpan, keepDays: number, now: number): boolean {
  const at = expiresAt(span, keepDays);
  return at !== null && now >= at;
}

/** Minutes a recording takes on disk (or against the cloud quota). */
export function recordingMinutes(span: RecordingSpan): number {
  return Math.ceil((recordingEnd(span) - span.start) / 60_000);
}

export interface StoredRecording extends RecordingSpan {
  id: number;
  keepDays: number;
}

/** Whether a box may give this recording up to make room: a recorded "until space needed" program. */
export function isFreeable(recording: StoredRecording, now: number): boolean {
  return recording.keepDays === KEEP_UNTIL_SPACE_NEEDED && recordingState(recording, now) === 'recorded';
}

/** The minutes a box could win back by giving up every "until space needed" recorded program. */
export function freeableMinutes(recordings: readonly StoredRecording[], now: number): number {
  return recordings.filter((r) => isFreeable(r, now)).reduce((sum, r) => sum + recordingMinutes(r), 0);
}

/**
 * "Until space needed" on a local box: the recorded programs to delete, oldest first, so that
 * `neededMinutes` more fit in `totalMinutes`. Only "until space needed" recordings are given up;
 * null when even deleting all of them leaves too little room.
 */
export function spaceToFree(
  recordings: readonly StoredRecording[],
  usedMinutes: number,
  neededMinutes: number,
  totalMinutes: number,
  now: number,
): number[] | null {
  let free = totalMinutes - usedMinutes;
  if (free >= neededMinutes) return [];
  const candidates = recordings
    .filter((r) => isFreeable(r, now))
    .sort((a, b) => a.start - b.start || a.id - b.id);
  const ids: number[] = [];
  for (const r of candidates) {
    ids.push(r.id);
    free += recordingMinutes(r);
    if (free >= neededMinutes) return ids;
  }
  return null;
}

/**
 * Seed 001 §4 "Program record state: recorded, scheduled, series, already aired, loading": what a
 * program page and a guide cell say about an airing the household has set to record. Already
 * aired and loading are the page's own states, not the DVR's.
 */
export const PROGRAM_RECORD_STATES = ['recorded', 'scheduled', 'series'] as const;
export type ProgramRecordState = (typeof PROGRAM_RECORD_STATES)[number];

/** The household's live recording of an airing, if any, and whether a series rule covers it. */
export interface AiringRecordFacts {
  recording: (RecordingSpan & { seriesRuleId: number | null }) | null;
  /** a live series rule of the airing's series on the airing's channel */
  seriesRule: boolean;
}

/**
 * The record state of an airing: recorded once the box has started on it (a recording in progress
 * is already on the box); an episode a series rule scheduled is 'series', as is one a rule covers
 * but has not scheduled yet; a single scheduled recording is 'scheduled'; otherwise null.
 */
export function programRecordState(facts: AiringRecordFacts, now: number): ProgramRecordState | null {
  const { recording } = facts;
  if (recording) {
    if (recordingState(recording, now) !== 'scheduled') return 'recorded';
    return recording.seriesRuleId !== null ? 'series' : 'scheduled';
  }
  return facts.seriesRule ? 'series' : null;
}

/**
 * Seed 001 §4 "Recording art is shown for small-box users even if not dependable": a recording
 * more than the recording window ahead shows no art, except to a small-box customer.
 */
export function showsRecordingArt(recording: { dependable: boolean }, smallBox: boolean): boolean {
  return recording.dependable || smallBox;
}
