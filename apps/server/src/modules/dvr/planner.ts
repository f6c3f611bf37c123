import type { DvrCheck, DvrConflict, DvrSaveResult } from '@coax/contract';
import {
  DvrMessages,
  DvrRuleMessages,
  REC_TYPE_SERIES,
  findConflicts,
  recordingMinutes,
  recordingState,
  type EndPaddingSeconds,
  type KeepDays,
  type RecordingFilter,
  type RecordingQuality,
  type SaveEpisodes,
} from '@coax/domain';
import { errors } from '../../platform/errors.ts';
import { capacityOf, expandRule, makeRoom, prune, ruleCandidates } from './housekeeping.ts';
import {
  findAiring,
  programAirings,
  receivesChannel,
  type Db,
  type ListedAiring,
} from './listings-repository.ts';
import * as repo from './repository.ts';
import { spanOf, toRecording, toRule } from './views.ts';

/** The caller, as the DVR rules see them. */
export interface DvrCaller {
  userId: string;
  accountNumber: string;
  /** seed 001 §6: secondary users without DVR */
  dvrBlocked: boolean;
  /** seed 001 §6 "p.dvr equal to 1 shows recording": the user's DVR flag */
  hasDvr: boolean;
  /** laBoxUser: HD forced */
  specialBox: boolean;
}

/** A save request after the contract's defaults. */
export interface SaveRequest {
  boxId: number;
  callSign: string;
  startTime: number;
  recType: 0 | 1;
  quality: RecordingQuality;
  saveDays: KeepDays;
  saveEpisodes: SaveEpisodes;
  filter: RecordingFilter;
  endPaddingSeconds: EndPaddingSeconds;
  cancelIds: number[];
}

interface Plan {
  check: DvrCheck;
  box: repo.BoxRow;
  airing: ListedAiring | null;
  accepted: ListedAiring[];
}

const emptyChoices = { otherAirings: [], otherBoxes: [], clashing: [] };

function refused(status: DvrCheck['status'], message: string, quality: RecordingQuality): DvrCheck {
  return { status, message, airings: [], conflicts: [], choices: emptyChoices, quality };
}

const choiceOf = (a: ListedAiring) => ({
  eventId: a.eventId,
  callsign: a.callsign,
  channelNumber: a.channelNumber,
  startTime: a.start,
  endTime: a.end,
  isHd: a.isHd,
});

/**
 * What a save would do, without doing it: the refusals of seed 001 §6/§8 first, then the airings
 * to record and those that would fail (issue 7 item 6) with the choices to resolve them.
 */
export async function plan(
  db: Db,
  caller: DvrCaller,
  req: SaveRequest,
  now: number,
  lock: boolean,
): Promise<Plan> {
  const box = await repo.findBox(db, caller.accountNumber, req.boxId, lock);
  if (!box) throw errors.notFound('dvr.box.not-found');
  const forced = box.is_cloud === 1 || caller.specialBox;
  const quality: RecordingQuality = forced ? 'hd' : req.quality;
  const none = { box, airing: null, accepted: [] };
  if (caller.dvrBlocked) return { ...none, check: refused('BLOCKED', DvrRuleMessages.blocked, quality) };
  // A primary user whose p.dvr is not 1 has no DVR service to record with: the same refusal, in the account's words.
  if (!caller.hasDvr) return { ...none, check: refused('BLOCKED', DvrRuleMessages.noDvr, quality) };
  if (!box.tuners && box.is_cloud !== 1) throw errors.badRequest('dvr.connect');
  const airing = await findAiring(db, req.callSign, req.startTime);
  if (!airing) throw errors.notFound('dvr.airing.not-found');
  if (airing.end <= now) return { ...none, airing, check: refused('ENDED', DvrRuleMessages.ended, quality) };
  if (!(await receivesChannel(db, caller.accountNumber, airing.channelId))) {
    return { ...none, airing, check: refused('NOT_AUTHORIZED', DvrMessages.notAuthorized, quality) };
  }
  if (box.is_cloud === 1 && (await repo.termsAcceptedAt(db, caller.accountNumber)) === null) {
    return { ...none, airing, check: refused('TERMS_REQUIRED', DvrRuleMessages.termsRequired, quality) };
  }
  if (req.recType === REC_TYPE_SERIES && !airing.seriesId) {
    return { ...none, airing, check: refused('NO_SERIES', DvrRuleMessages.noSeries, quality) };
  }

  await prune(db, [box.id], now);
  // Only what the save will really cancel (scheduled or recording now) is left out of the box's load.
  const mine = await repo.recordingsByIds(db, caller.accountNumber, req.cancelIds);
  const exclude = new Set(mine.filter((r) => recordingState(spanOf(r), now) !== 'recorded').map((r) => r.id));
  let accepted: ListedAiring[];
  let failed: { airing: ListedAiring; reason: 'tuners' | 'quota'; clashingIds: number[] }[];
  if (req.recType === REC_TYPE_SERIES && airing.seriesId) {
    const existing = await repo.findRuleFor(db, box.id, airing.seriesId, airing.callsign);
    ({ accepted, failed } = await ruleCandidates(
      db,
      {
        boxId: box.id,
        seriesId: airing.seriesId,
        callsign: airing.callsign,
        filter: req.filter,
        anchorStart: airing.start,
        ruleId: existing?.id ?? null,
        endPaddingSeconds: req.endPaddingSeconds,
      },
      box,
      now,
      exclude,
    ));
  } else {
    const live = await repo.liveRecordings(db, [box.id]);
    if (live.some((r) => r.event_id === airing.eventId)) {
      accepted = [airing];
      failed = [];
    } else {
      const { capacity, booked } = capacityOf(box, live, now, exclude);
      const conflicts = findConflicts(capacity, booked, [
        { ...airing, endPaddingSeconds: req.endPaddingSeconds },
      ]);
      accepted = conflicts.length === 0 ? [airing] : [];
      failed = conflicts.map((c) => ({ airing, reason: c.reason, clashingIds: c.clashingIds }));
    }
  }

  const check: DvrCheck = {
    status: failed.length > 0 ? 'CONFLICT' : 'SUCCESS',
    message: null,
    airings: [...accepted, ...failed.map((f) => f.airing)]
      .sort((a, b) => a.start - b.start)
      .map((a) => ({ ...choiceOf(a), title: a.title })),
    conflicts: [],
    choices: emptyChoices,
    quality,
  };
  if (failed.length > 0) Object.assign(check, await resolveChoices(db, caller, box, failed, req, now));
  return { check, box, airing, accepted };
}

async function resolveChoices(
  db: Db,
  caller: DvrCaller,
  box: repo.BoxRow,
  failed: { airing: ListedAiring; reason: 'tuners' | 'quota'; clashingIds: number[] }[],
  req: SaveRequest,
  now: number,
): Promise<Pick<DvrCheck, 'message' | 'conflicts' | 'choices'>> {
  const allClashIds = [...new Set(failed.flatMap((f) => f.clashingIds))];
  const clashRows = await repo.recordingsByIds(db, caller.accountNumber, allClashIds);
  const clashing = clashRows.map((r) => toRecording(r, now));
  const conflicts: DvrConflict[] = failed.map((f) => ({
    eventId: f.airing.eventId,
    title: f.airing.title,
    startTime: f.airing.start,
    endTime: f.airing.end,
    reason: f.reason,
    message:
      f.reason === 'tuners'
        ? DvrRuleMessages.conflict
        : box.is_cloud === 1
          ? DvrRuleMessages.quotaFull
          : DvrRuleMessages.diskFull,
    clashing: clashing.filter((c) => f.clashingIds.includes(c.id)),
  }));

  const boxes = await repo.listBoxes(db, caller.accountNumber);
  const live = await repo.liveRecordings(
    db,
    boxes.map((b) => b.id),
  );
  const terms = (await repo.termsAcceptedAt(db, caller.accountNumber)) !== null;
  const spans = failed.map((f) => ({ ...f.airing, endPaddingSeconds: req.endPaddingSeconds }));
  const otherBoxes = boxes
    .filter((b) => b.id !== box.id && (b.is_cloud !== 1 || terms))
    .filter((b) => {
      const { capacity, booked } = capacityOf(b, live, now, new Set());
      const held = new Set(live.filter((r) => r.box_id === b.id).map((r) => r.event_id));
      return (
        findConflicts(
          capacity,
          booked,
          spans.filter((s) => !held.has(s.eventId)),
        ).length === 0
      );
    })
    .map((b) => ({ boxId: b.id, alias: b.alias }));

  const first = failed[0];
  const otherAirings: ListedAiring[] = [];
  if (first) {
    const { capacity, booked } = capacityOf(box, live, now, new Set());
    for (const a of await programAirings(db, first.airing.programId, now)) {
      if (
        a.eventId === first.airing.eventId ||
        !(await receivesChannel(db, caller.accountNumber, a.channelId))
      ) {
        continue;
      }
      if (
        findConflicts(capacity, booked, [{ ...a, endPaddingSeconds: req.endPaddingSeconds }]).length === 0
      ) {
        otherAirings.push(a);
      }
    }
  }
  return {
    message: conflicts[0]?.message ?? null,
    conflicts,
    choices: { otherAirings: otherAirings.map(choiceOf), otherBoxes, clashing },
  };
}

/**
 * Saves inside the caller's transaction: the plan is made again there (with the box row locked
 * on PostgreSQL, and SQLite's writes serialised), so two saves cannot both take the last tuner.
 * A single airing that would fail is not saved; a series rule keeps the episodes that fit.
 */
export async function saveInTransaction(
  trx: Db,
  caller: DvrCaller,
  req: SaveRequest,
  now: number,
  lock: boolean,
): Promise<DvrSaveResult> {
  const p = await plan(trx, caller, req, now, lock);
  const nothing = { recordings: [], seriesRule: null, cancelledIds: [] };
  if (p.check.status !== 'SUCCESS' && p.check.status !== 'CONFLICT') return { ...p.check, ...nothing };
  const { box, airing } = p;
  if (!airing) return { ...p.check, ...nothing };
  const isSeries = req.recType === REC_TYPE_SERIES && airing.seriesId !== null;
  if (!isSeries && p.check.status === 'CONFLICT') return { ...p.check, ...nothing };

  const cancellable = (await repo.recordingsByIds(trx, caller.accountNumber, req.cancelIds)).filter(
    (r) => toRecording(r, now).state !== 'recorded',
  );
  await repo.removeRecordings(
    trx,
    cancellable.map((r) => r.id),
    now,
  );

  let ids: number[];
  let ruleId: number | null = null;
  if (isSeries && airing.seriesId) {
    const existing = await repo.findRuleFor(trx, box.id, airing.seriesId, airing.callsign);
    ruleId = await repo.saveRule(
      trx,
      {
        box_id: box.id,
        series_id: airing.seriesId,
        title: airing.title,
        callsign: airing.callsign,
        filter: req.filter,
        anchor_start: airing.start,
        save_episodes: req.saveEpisodes,
        save_days: req.saveDays,
        quality: p.check.quality,
        end_padding_seconds: req.endPaddingSeconds,
        created_at: now,
        cancelled_at: null,
      },
      existing?.id ?? null,
    );
    ids = await expandRule(trx, ruleId, box, now);
  } else {
    // The plan admitted the airing counting "until space needed" programs as room: take it now.
    // A row of the same airing is replaced by the insert, so it does not count against the room.
    const same = (await repo.liveRecordings(trx, [box.id]))
      .filter((r) => r.event_id === airing.eventId)
      .map((r) => r.id);
    const minutes = recordingMinutes({
      start: airing.start,
      end: airing.end,
      endPaddingSeconds: req.endPaddingSeconds,
    });
    await makeRoom(trx, box, minutes, now, new Set(same));
    ids = [
      await repo.insertRecording(trx, {
        box_id: box.id,
        event_id: airing.eventId,
        program_id: airing.programId,
        series_id: airing.seriesId,
        callsign: airing.callsign,
        channel_number: airing.channelNumber,
        title: airing.title,
        episode_title: airing.episodeTitle,
        is_movie: airing.isMovie ? 1 : 0,
        start_ms: airing.start,
        end_ms: airing.end,
        end_padding_seconds: req.endPaddingSeconds,
        quality: p.check.quality,
        save_days: req.saveDays,
        rule_id: null,
        created_at: now,
        removed_at: null,
      }),
    ];
  }
  const rows = await repo.recordingsByIds(trx, caller.accountNumber, ids);
  const live = await repo.liveRecordings(trx, [box.id]);
  const rule = ruleId === null ? null : await repo.findRule(trx, caller.accountNumber, ruleId);
  return {
    ...p.check,
    recordings: rows.sort((a, b) => Number(a.start_ms) - Number(b.start_ms)).map((r) => toRecording(r, now)),
    seriesRule: rule ? toRule(rule, live, now) : null,
    cancelledIds: cancellable.map((r) => r.id),
  };
}
