import type { Kysely } from 'kysely';
import type {
  DvrBoxes,
  DvrBulkResult,
  DvrCheck,
  DvrRecordings,
  DvrSaveResult,
  DvrSeriesRule,
} from '@coax/contract';
import { DvrMessages, recordingState } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { expandAllRules, prune } from './housekeeping.ts';
import { plan, saveInTransaction, type DvrCaller, type SaveRequest } from './planner.ts';
import { programImages } from './listings-repository.ts';
import * as repo from './repository.ts';
import { isListable, spanOf, toBox, toRecording, toRule } from './views.ts';

export type { DvrCaller, SaveRequest };

/**
 * The web DVR (seed 001 §3, §4, §6, §7, §8): only the session's own boxes, recordings and rules.
 * `lockRows` is true on PostgreSQL, where a save locks its box row; SQLite serialises writes.
 */
export function dvrService(deps: { db: Kysely<Database>; clock: Clock; lockRows: boolean }) {
  const { db, clock, lockRows } = deps;

  async function accountBoxIds(caller: DvrCaller, boxId?: number): Promise<number[]> {
    const boxes = await repo.listBoxes(db, caller.accountNumber);
    if (boxId === undefined) return boxes.map((b) => b.id);
    if (!boxes.some((b) => b.id === boxId)) throw errors.notFound('dvr.box.not-found');
    return [boxId];
  }

  /** Runs `fn` over the caller's recordings with the expired and beyond-keep ones removed first. */
  async function tidy(boxIds: number[]) {
    await db.transaction().execute((trx) => prune(trx, boxIds, clock.now()));
  }

  /**
   * Every DVR write takes the permission recording takes (seed 001 §6): a secondary user without
   * DVR, or an id whose p.dvr is 0, may not change the household's recordings or series rules.
   */
  function mayRecord(caller: DvrCaller): void {
    if (caller.dvrBlocked) throw errors.forbidden('dvr.blocked');
    if (!caller.hasDvr) throw errors.forbidden('dvr.no-dvr');
  }

  async function bulk(
    caller: DvrCaller,
    ids: readonly number[],
    want: 'cancel' | 'delete',
  ): Promise<DvrBulkResult> {
    mayRecord(caller);
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const rows = await repo.recordingsByIds(trx, caller.accountNumber, ids);
      // Cancel is for what has not been recorded yet (a recording in progress stops); delete for recorded programs.
      const ok = rows.filter((r) => (recordingState(spanOf(r), now) === 'recorded') === (want === 'delete'));
      await repo.removeRecordings(
        trx,
        ok.map((r) => r.id),
        now,
      );
      const done = new Set(ok.map((r) => r.id));
      const failedIds = [...new Set(ids)].filter((id) => !done.has(id));
      return {
        status: failedIds.length === 0 ? 'SUCCESS' : 'PARTIAL_FAILURE',
        doneIds: [...done],
        failedIds,
        message:
          failedIds.length === 0
            ? null
            : want === 'cancel'
              ? DvrMessages.cannotCancel
              : DvrMessages.cannotDelete,
      };
    });
  }

  return {
    /** The session's subscriber as a DVR caller; refused without one or without an account. */
    caller(p: Caller | null): DvrCaller {
      if (!p?.subject?.account) throw errors.forbidden('dvr.user-info');
      const { user, account } = p.subject;
      return {
        userId: user.id,
        accountNumber: account.account_number,
        dvrBlocked: user.primary_user !== 1 && user.dvr !== 1,
        hasDvr: user.dvr === 1,
        specialBox: account.labox === 1,
      };
    },

    async boxes(caller: DvrCaller): Promise<DvrBoxes> {
      const now = clock.now();
      const boxes = await repo.listBoxes(db, caller.accountNumber);
      await tidy(boxes.map((b) => b.id));
      const live = await repo.liveRecordings(
        db,
        boxes.map((b) => b.id),
      );
      return {
        boxes: boxes.map((b) => toBox(b, live, now)),
        hasWebDVR: boxes.length > 0 && !caller.dvrBlocked && caller.hasDvr,
        dvrBlocked: caller.dvrBlocked,
        termsAccepted: (await repo.termsAcceptedAt(db, caller.accountNumber)) !== null,
        forcedHd: caller.specialBox,
      };
    },

    async acceptTerms(caller: DvrCaller) {
      mayRecord(caller);
      const acceptedAt = await repo.acceptTerms(db, caller.accountNumber, caller.userId, clock.now());
      return { termsAccepted: true as const, acceptedAt };
    },

    async recordings(
      caller: DvrCaller,
      boxId: number | undefined,
      scheduled: boolean,
    ): Promise<DvrRecordings> {
      const ids = await accountBoxIds(caller, boxId);
      await tidy(ids);
      const now = clock.now();
      const rows = await repo.liveRecordings(db, ids);
      const art = await programImages(
        db,
        rows.map((r) => r.program_id),
      );
      const items = rows
        .map((r) => toRecording(r, now, art.get(r.program_id) ?? null))
        .filter((r) => isListable(r) && (r.state === 'recorded') !== scheduled);
      // scheduled: soonest first; recorded: newest first
      if (!scheduled) items.sort((a, b) => b.StartTime - a.StartTime || b.id - a.id);
      return { items };
    },

    async upcoming(caller: DvrCaller, limit: number): Promise<DvrRecordings> {
      const page = await this.recordings(caller, undefined, true);
      return { items: page.items.slice(0, limit) };
    },

    async check(caller: DvrCaller, req: SaveRequest): Promise<DvrCheck> {
      // Planning tidies expired recordings of the box first (the same housekeeping a list does).
      return (await plan(db, caller, req, clock.now(), false)).check;
    },

    async save(caller: DvrCaller, req: SaveRequest): Promise<DvrSaveResult> {
      return db.transaction().execute((trx) => saveInTransaction(trx, caller, req, clock.now(), lockRows));
    },

    cancel: (caller: DvrCaller, ids: readonly number[]) => bulk(caller, ids, 'cancel'),
    remove: (caller: DvrCaller, ids: readonly number[]) => bulk(caller, ids, 'delete'),

    async seriesRules(caller: DvrCaller): Promise<{ rules: DvrSeriesRule[] }> {
      const now = clock.now();
      const rules = await repo.activeRules(db, caller.accountNumber);
      const live = await repo.liveRecordings(db, [...new Set(rules.map((r) => r.box_id))]);
      return { rules: rules.map((r) => toRule(r, live, now)) };
    },

    /** Cancelling a rule and deleting what it recorded are separate choices (issue 7 item 5). */
    async cancelSeriesRule(caller: DvrCaller, idText: string, deleteRecordings: boolean) {
      mayRecord(caller);
      const now = clock.now();
      const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
      return db.transaction().execute(async (trx) => {
        const rule = id === null ? null : await repo.findRule(trx, caller.accountNumber, id);
        if (!rule) throw errors.notFound('dvr.series-rule.not-found', 'Series recording not found.');
        const rows = await repo.ruleRecordings(trx, rule.id);
        const pending = rows.filter((r) => recordingState(spanOf(r), now) !== 'recorded').map((r) => r.id);
        const recorded = deleteRecordings
          ? rows.filter((r) => recordingState(spanOf(r), now) === 'recorded').map((r) => r.id)
          : [];
        await repo.cancelRule(trx, rule.id, now);
        await repo.removeRecordings(trx, [...pending, ...recorded], now);
        return { status: 'SUCCESS' as const, cancelledIds: pending, deletedIds: recorded };
      });
    },

    /** After the listings are (re)loaded: every rule takes its new episodes. */
    expandSeriesRules: () => expandAllRules(db, clock.now(), lockRows),
  };
}

export type DvrService = ReturnType<typeof dvrService>;
