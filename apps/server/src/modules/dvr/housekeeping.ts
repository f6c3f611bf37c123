import type { Kysely } from 'kysely';
import {
  episodesBeyondKeep,
  expandSeriesRule,
  findConflicts,
  freeableMinutes,
  isExpired,
  recordingMinutes,
  recordingState,
  spaceToFree,
  type RecordingFilter,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import { seriesAirings, type Db, type ListedAiring } from './listings-repository.ts';
import * as repo from './repository.ts';
import { spanOf } from './views.ts';

const storedOf = (r: repo.RecordingRow) => ({ id: r.id, keepDays: r.save_days, ...spanOf(r) });
const heldMinutes = (rows: readonly repo.RecordingRow[]) =>
  rows.reduce((sum, r) => sum + recordingMinutes(spanOf(r)), 0);

/**
 * Removes what has had its time: recorded programs past their keep days, a series rule's
 * recorded episodes beyond its newest N (seed 001 §9 save episodes), and, on a box whose
 * recordings (made or being made) no longer fit its minutes, the oldest "until space needed"
 * programs, just enough to fit again. When even all of those would not be enough, none go:
 * giving them up would not make the room.
 */
export async function prune(db: Db, boxIds: readonly number[], now: number): Promise<void> {
  const live = await repo.liveRecordings(db, boxIds);
  const gone = new Set<number>();
  for (const r of live) {
    if (recordingState(spanOf(r), now) === 'recorded' && isExpired(spanOf(r), r.save_days, now)) {
      gone.add(r.id);
    }
  }
  const rules = (await repo.activeRules(db)).filter((rule) => boxIds.includes(rule.box_id));
  for (const rule of rules) {
    const mine = live
      .filter((r) => r.rule_id === rule.id && !gone.has(r.id))
      .map((r) => ({ id: r.id, ...spanOf(r) }));
    for (const id of episodesBeyondKeep(mine, rule.save_episodes, now)) gone.add(id);
  }
  for (const box of await repo.boxesByIds(db, boxIds)) {
    const mine = live.filter((r) => r.box_id === box.id && !gone.has(r.id));
    const onDisk = mine.filter((r) => recordingState(spanOf(r), now) !== 'scheduled');
    const over = spaceToFree(mine.map(storedOf), heldMinutes(onDisk), 0, box.storage_minutes, now) ?? [];
    for (const id of over) gone.add(id);
  }
  await repo.removeRecordings(db, [...gone], now);
}

/**
 * Seed 001 §9 "until space needed": gives up the oldest such recorded programs of a box, just
 * enough that `neededMinutes` more fit next to everything it holds (recorded, being recorded and
 * booked), in the caller's transaction. Returns the ids given up. The plan made in the same
 * transaction has already found that the room exists; were it missing, nothing is given up,
 * since deleting would not make it.
 */
export async function makeRoom(
  db: Db,
  box: repo.BoxRow,
  neededMinutes: number,
  now: number,
  excludeIds: ReadonlySet<number> = new Set(),
): Promise<number[]> {
  const mine = (await repo.liveRecordings(db, [box.id])).filter((r) => !excludeIds.has(r.id));
  const ids =
    spaceToFree(mine.map(storedOf), heldMinutes(mine), neededMinutes, box.storage_minutes, now) ?? [];
  await repo.removeRecordings(db, ids, now);
  return ids;
}

/** A box's capacity for the conflict check, with the recordings it is committed to. */
export function capacityOf(
  box: repo.BoxRow,
  live: readonly repo.RecordingRow[],
  now: number,
  excludeIds: ReadonlySet<number>,
) {
  const mine = live.filter((r) => r.box_id === box.id && !excludeIds.has(r.id));
  const committed =
    box.is_cloud === 1 ? mine : mine.filter((r) => recordingState(spanOf(r), now) !== 'recorded');
  return {
    capacity: {
      isCloud: box.is_cloud === 1,
      tuners: box.tuners,
      totalMinutes: box.storage_minutes,
      // A recording holds its minutes from the moment it is booked: the cloud quota counts what is
      // recorded and booked, and a local disk is admitted the same way so that what is booked
      // still fits when it starts.
      usedMinutes: heldMinutes(mine),
      freeableMinutes: freeableMinutes(mine.map(storedOf), now),
    },
    booked: box.is_cloud === 1 ? [] : committed.map((r) => ({ id: r.id, ...spanOf(r) })),
  };
}

/** The airings a rule would add now, and those that would fail on its box. */
export async function ruleCandidates(
  db: Db,
  rule: {
    boxId: number;
    seriesId: string;
    callsign: string;
    filter: RecordingFilter;
    anchorStart: number;
    ruleId: number | null;
    endPaddingSeconds: number;
  },
  box: repo.BoxRow,
  now: number,
  excludeIds: ReadonlySet<number> = new Set(),
): Promise<{
  accepted: ListedAiring[];
  failed: { airing: ListedAiring; reason: 'tuners' | 'quota'; clashingIds: number[] }[];
}> {
  const airings = await seriesAirings(db, rule.seriesId, rule.callsign, now);
  const onBox = await repo.eventsOnBox(db, box.id);
  const liveOrMine = onBox.filter(
    (r) => r.removed_at === null || (rule.ruleId !== null && r.rule_id === rule.ruleId),
  );
  const have = new Set(liveOrMine.map((r) => r.program_id));
  const eventsHeld = new Set(liveOrMine.map((r) => r.event_id));
  const wanted = expandSeriesRule(rule, airings, now, have).filter((a) => !eventsHeld.has(a.eventId));
  const live = await repo.liveRecordings(db, [box.id]);
  const { capacity, booked } = capacityOf(box, live, now, excludeIds);
  const spans = wanted.map((a) => ({
    airing: a,
    start: a.start,
    end: a.end,
    endPaddingSeconds: rule.endPaddingSeconds,
  }));
  const conflicts = findConflicts(capacity, booked, spans);
  const failedSet = new Set(conflicts.map((c) => c.candidate.airing.eventId));
  return {
    accepted: wanted.filter((a) => !failedSet.has(a.eventId)),
    failed: conflicts.map((c) => ({
      airing: c.candidate.airing,
      reason: c.reason,
      clashingIds: c.clashingIds,
    })),
  };
}

/** Adds a rule's new episodes to its box (the rule must be saved). */
export async function expandRule(db: Db, ruleId: number, box: repo.BoxRow, now: number): Promise<number[]> {
  const rule = (await repo.activeRules(db)).find((r) => r.id === ruleId);
  if (!rule) return [];
  const { accepted } = await ruleCandidates(
    db,
    {
      boxId: box.id,
      seriesId: rule.series_id,
      callsign: rule.callsign,
      filter: rule.filter as RecordingFilter,
      anchorStart: Number(rule.anchor_start),
      ruleId: rule.id,
      endPaddingSeconds: rule.end_padding_seconds,
    },
    box,
    now,
  );
  // The candidates were admitted counting "until space needed" programs as room: take it now.
  const needed = accepted.reduce(
    (sum, a) => sum + recordingMinutes({ ...a, endPaddingSeconds: rule.end_padding_seconds }),
    0,
  );
  await makeRoom(db, box, needed, now);
  const ids: number[] = [];
  for (const a of accepted) {
    ids.push(
      await repo.insertRecording(db, {
        box_id: box.id,
        event_id: a.eventId,
        program_id: a.programId,
        series_id: a.seriesId,
        callsign: a.callsign,
        channel_number: a.channelNumber,
        title: a.title,
        episode_title: a.episodeTitle,
        is_movie: a.isMovie ? 1 : 0,
        start_ms: a.start,
        end_ms: a.end,
        end_padding_seconds: rule.end_padding_seconds,
        quality: rule.quality,
        save_days: rule.save_days,
        rule_id: rule.id,
        created_at: now,
        removed_at: null,
      }),
    );
  }
  return ids;
}

/**
 * Every active series rule takes the episodes that newly arrived listings offer. Run after the
 * listings are (re)loaded; one transaction per rule, its box row locked on PostgreSQL.
 */
export async function expandAllRules(db: Kysely<Database>, now: number, lockRows: boolean): Promise<number> {
  let added = 0;
  for (const rule of await repo.activeRules(db)) {
    added += await db.transaction().execute(async (trx) => {
      const box = await repo.boxById(trx, rule.box_id, lockRows);
      if (!box) return 0;
      await prune(trx, [box.id], now);
      return (await expandRule(trx, rule.id, box, now)).length;
    });
  }
  return added;
}
