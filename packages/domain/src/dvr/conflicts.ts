import { recordingEnd, recordingMinutes, type RecordingSpan } from './recording-state.ts';

export interface BoxCapacity {
  isCloud: boolean;
  /** recordings a local box can make at once */
  tuners: number;
  /** cloud quota (or local disk), minutes */
  totalMinutes: number;
  /** minutes held: recorded, being recorded and booked */
  usedMinutes: number;
  /**
   * Minutes of "until space needed" recorded programs the box may give up to make room
   * (seed 001 §9 keep "until space needed"); none when absent.
   */
  freeableMinutes?: number;
}

export interface BookedRecording extends RecordingSpan {
  id: number;
}

export type ConflictReason = 'tuners' | 'quota';

export interface CandidateConflict<C extends RecordingSpan> {
  candidate: C;
  reason: ConflictReason;
  /** ids of the recordings busy at the tightest moment of the candidate */
  clashingIds: number[];
}

const overlaps = (a: RecordingSpan, b: RecordingSpan) =>
  a.start < recordingEnd(b) && b.start < recordingEnd(a);

/**
 * The largest set of `booked` recordings running at one instant inside `span`. Recordings
 * running at the same time only change at starts, so checking each start is enough.
 */
function busiestMoment(span: RecordingSpan, booked: readonly BookedRecording[]): BookedRecording[] {
  const overlapping = booked.filter((b) => overlaps(span, b));
  let best: BookedRecording[] = [];
  // Stryker disable next-line MethodExpression: the recordings running at a start before span.start all still run at span.start, which is checked first
  const instants = [span.start, ...overlapping.map((b) => b.start).filter((s) => s > span.start)];
  for (const t of instants) {
    const running = overlapping.filter((b) => b.start <= t && t < recordingEnd(b));
    if (running.length > best.length) best = running;
  }
  return best;
}

/**
 * Which candidates would fail on a box (issue 7 item 6): on a local box when every tuner is busy
 * at some moment of the candidate (candidates accepted earlier in the list count as booked); on
 * either kind when its minutes would not fit next to what the box holds, even after giving up
 * every "until space needed" recorded program (reason quota: the cloud quota or a full disk).
 * Candidates are taken earliest first.
 */
export function findConflicts<C extends RecordingSpan>(
  box: BoxCapacity,
  booked: readonly BookedRecording[],
  candidates: readonly C[],
): CandidateConflict<C>[] {
  const conflicts: CandidateConflict<C>[] = [];
  const accepted: BookedRecording[] = [...booked];
  let used = box.usedMinutes;
  const room = box.totalMinutes + (box.freeableMinutes ?? 0);
  let nextId = -1;
  for (const candidate of [...candidates].sort((a, b) => a.start - b.start)) {
    if (!box.isCloud) {
      const busy = busiestMoment(candidate, accepted);
      if (busy.length >= box.tuners) {
        conflicts.push({
          candidate,
          reason: 'tuners',
          clashingIds: busy.filter((b) => b.id > 0).map((b) => b.id),
        });
        continue;
      }
    }
    const minutes = recordingMinutes(candidate);
    if (used + minutes > room) {
      conflicts.push({ candidate, reason: 'quota', clashingIds: [] });
      continue;
    }
    used += minutes;
    if (!box.isCloud) accepted.push({ ...candidate, id: nextId-- });
  }
  return conflicts;
}
