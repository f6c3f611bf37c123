import type { Kysely } from 'kysely';
import type { MoveTransferResponse, TransferBody, TransferInfo } from '@coax/contract';
import {
  addDays,
  displayAccountNumber,
  isoDayOf,
  PaymentMessages,
  TRANSFER_SUCCESS_CODE,
  transferCodes,
  transferDaysLeft,
  transferResultMessages,
  transferWindowOpen,
} from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { errors, issue } from '../../../platform/errors.ts';
import type { Caller } from '../../../platform/http/caller.ts';
import { recordBillingEvent, type BillingActor } from '../audit.ts';
import { carryOver, type CarriedOver } from './carry-over.ts';
import { movesInto, resolveMove, setRemindAfter, type MoveRow } from './repository.ts';
import { ebillInformationOf } from './view.ts';

/** Nothing could be moved: the transaction is rolled back and the person is told so. */
class NothingMoved extends Error {
  constructor(readonly carried: CarriedOver) {
    super('nothing moved');
  }
}

type Move = MoveRow & { disconnect_date: string | null };

export function transferService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  /**
   * The subscriber's own account (never the toggled one: a move is into the account the
   * subscriber has now) and who acts on it.
   */
  function subject(p: Caller | null) {
    const own = p?.subject?.user.account_number;
    if (!p?.subject || !own) throw errors.forbidden('session.not-allowed');
    const actor: BillingActor = { agentId: p.self.user.id, subjectId: p.subject.user.id, accountNumber: own };
    return { own, actor };
  }

  /** The newest move into the account whose 90 days have not run out, resolved or not. */
  async function currentMove(own: string, today: string): Promise<{ move: Move; daysLeft: number } | null> {
    for (const m of await movesInto(db, own)) {
      const daysLeft = m.disconnect_date ? transferDaysLeft(m.disconnect_date, today) : null;
      if (daysLeft !== null && transferWindowOpen(daysLeft)) return { move: m, daysLeft };
    }
    return null;
  }

  /** The move a request acts on: it must exist, be within its window, and still be open. */
  async function openMove(own: string, today: string) {
    const found = await currentMove(own, today);
    if (!found) {
      const any = (await movesInto(db, own)).length > 0;
      throw errors.notFound(any ? 'transfer.window-closed' : 'transfer.no-move');
    }
    if (found.move.mt_aknow_ind === 1) throw errors.conflict('transfer.already-done');
    return found;
  }

  const reply = (action: MoveTransferResponse['action'], message: string): MoveTransferResponse => ({
    action,
    currMonAutoPayDate: null,
    responseInfo: {
      statusCode: TRANSFER_SUCCESS_CODE,
      ancillaryStatusCode: null,
      message: { mainmsg: message, additionalInfo: null },
    },
    ancillaryMessage: { payMethod: null },
  });

  async function transfer(
    body: TransferBody,
    own: string,
    actor: BillingActor,
    move: Move,
    today: string,
  ): Promise<MoveTransferResponse> {
    if (move.pm_opt_out === 0 && (body.payMethodNames ?? []).length > 0) {
      throw errors.conflict('transfer.already-done');
    }
    if (move.ap_opt_out === 0 && body.autopay) {
      throw errors.conflict('transfer.already-done');
    }
    const now = clock.now();
    const input = {
      from: move.from_account_number,
      to: own,
      today,
      now,
      actor,
      moveCreatedAt: move.created_at,
      payMethodNames: body.payMethodNames ?? [],
      autopay: body.autopay ?? null,
      transferPreferences: body.transferPreferences ?? false,
      email: body.email === undefined || body.email === null || body.email === '' ? null : body.email,
    };
    let carried: CarriedOver;
    try {
      carried = await db.transaction().execute(async (trx) => {
        const done = await carryOver(trx, input);
        const codes = transferCodes(done.facts);
        if (codes.statusCode !== TRANSFER_SUCCESS_CODE && codes.ancillaryStatusCode === null) {
          throw new NothingMoved(done);
        }
        const resolved = await resolveMove(trx, move.from_account_number, {
          mt_aknow_ind: 1,
          ap_opt_out: move.ap_opt_out,
          pm_opt_out: move.pm_opt_out,
          result_code: codes.ancillaryStatusCode,
          resolved_at: now,
          resolved_by: actor.agentId,
        });
        if (!resolved) throw errors.conflict('transfer.already-done');
        await recordBillingEvent(trx, {
          ...actor,
          at: now,
          action: 'billing.transfer.made',
          detail: `${codes.statusCode} ${codes.ancillaryStatusCode ?? ''}`.trim(),
        });
        return done;
      });
    } catch (e) {
      if (!(e instanceof NothingMoved)) throw e;
      carried = e.carried;
    }
    const codes = transferCodes(carried.facts);
    const moved = codes.ancillaryStatusCode === null ? [] : carried.moved;
    return {
      action: 'transfer',
      currMonAutoPayDate: carried.currMonAutoPayDate,
      responseInfo: {
        ...codes,
        message: transferResultMessages(carried.facts, codes, displayAccountNumber(own)),
      },
      ancillaryMessage: { payMethod: moved.length > 0 ? moved.join(',') : null },
    };
  }

  return {
    /** What the wizard offers: the pending move with both accounts' methods, autopay and e-mail, or null. */
    async info(caller: Caller | null): Promise<TransferInfo> {
      const { own } = subject(caller);
      const today = isoDayOf(clock.now());
      const found = await currentMove(own, today);
      const disco = found?.move.disconnect_date;
      if (!found || found.move.mt_aknow_ind === 1 || !disco) return { move: null };
      const { move, daysLeft } = found;
      const [from, to] = await Promise.all([
        ebillInformationOf(db, move.from_account_number, true, today),
        ebillInformationOf(db, own, false, today),
      ]);
      return {
        move: {
          discoDate: disco,
          daysLeft,
          mtAknowInd: 0,
          apOptOut: move.ap_opt_out === 1 ? 1 : 0,
          pmOptOut: move.pm_opt_out === 1 ? 1 : 0,
          email: from.email,
          remindLater: move.remind_after !== null && move.remind_after > today,
          ebillInformationOutputs: [from, to],
        },
      };
    },

    /** moveTransferPaymentSettings (seed 002 §7): transfer, opt out, or maybe later. */
    async submit(caller: Caller | null, body: TransferBody): Promise<MoveTransferResponse> {
      const { own, actor } = subject(caller);
      const today = isoDayOf(clock.now());
      const { move } = await openMove(own, today);
      if (body.action === 'transfer') return transfer(body, own, actor, move, today);

      const now = clock.now();
      if (body.action === 'mayBeLater') {
        // Offered again from tomorrow, wherever the subscriber signs in.
        await db.transaction().execute(async (trx) => {
          await setRemindAfter(trx, move.from_account_number, addDays(today, 1));
          await recordBillingEvent(trx, { ...actor, at: now, action: 'billing.transfer.later' });
        });
        return reply('mayBeLater', PaymentMessages.completed);
      }

      // Seed 002 §4: an opt-out sets the indicators; 0 declines. Both declined ends the offer.
      const ap = body.apOptOut ?? 1;
      const pm = body.pmOptOut ?? 1;
      if (ap === 1 && pm === 1) {
        throw errors.badRequest('autopay.opt-out.none', undefined, [
          issue('body.apOptOut', 'autopay.opt-out.none'),
        ]);
      }
      await db.transaction().execute(async (trx) => {
        const both = ap === 0 && pm === 0;
        const ok = await resolveMove(trx, move.from_account_number, {
          mt_aknow_ind: both ? 1 : 0,
          ap_opt_out: ap,
          pm_opt_out: pm,
          result_code: null,
          resolved_at: both ? now : null,
          resolved_by: both ? actor.agentId : null,
        });
        if (!ok) throw errors.conflict('transfer.already-done');
        await recordBillingEvent(trx, {
          ...actor,
          at: now,
          action: 'billing.transfer.declined',
          detail: `ap ${ap} pm ${pm}`,
        });
      });
      return reply('optOut', PaymentMessages.completed);
    },

    /** The idempotency scope: the subscriber, so an agent's retry for them finds the first answer. */
    async scope(caller: Caller | null): Promise<string> {
      return subject(caller).actor.subjectId;
    },
  };
}

export type TransferService = ReturnType<typeof transferService>;
