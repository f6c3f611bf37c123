import type { Kysely, Transaction } from 'kysely';
import type {
  DiscoCheckResult,
  Reason,
  TransferAccount,
  TransferAccountId,
  TransferMoveBody,
  TransferMoveResult,
} from '@coax/contract';
import {
  ID_TRANSFER_SUCCESS_CODE,
  OPTIMUM_ID_LIMIT,
  discoCheck,
  displayAccountNumber,
  idMoveRefusal,
  idTransferSuccessMessage,
  isoDayOf,
  type IdTransferRefusal,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller, UserRow } from '../../platform/http/caller.ts';
import { enqueue } from '../../platform/outbox/outbox.ts';
import { idTransferNotice } from './notices.ts';
import { idsOfAccount } from './repository.ts';
import {
  insertTransferAudit,
  lockAccount,
  moveIds,
  movedFrom,
  movedTo,
  transferAccountRow,
} from './transfer-repository.ts';

export interface TransferDeps {
  db: Kysely<Database>;
  clock: Clock;
  brand: string;
  /** true on PostgreSQL: a move locks the new account's row (SQLite serialises writes) */
  lockRows: boolean;
}

type Db = Kysely<Database> | Transaction<Database>;

const reasonOf = (r: IdTransferRefusal): Reason => `identity.transfer.${r}`;

/** A refusal of the transfer as a whole: who may not, and a state that does not allow it. */
function refuse(r: IdTransferRefusal): never {
  if (r === 'not-primary') throw errors.forbidden(reasonOf(r));
  if (r === 'none-chosen') throw errors.badRequest(reasonOf(r));
  if (r === 'unknown-id') throw errors.notFound(reasonOf(r));
  throw errors.conflict(reasonOf(r));
}

/** An account's secondary ids: those a transfer may choose. */
const secondaries = (ids: readonly UserRow[]) => ids.filter((u) => u.primary_user !== 1);

function toTransferId(u: UserRow): TransferAccountId {
  const [first = '', ...rest] = u.display_name.split(' ');
  return {
    id: u.id,
    first_name: u.first_name ?? first,
    last_name: u.last_name ?? rest.join(' '),
    is_primary: u.primary_user === 1,
  };
}

/**
 * Account transfer of user ids (issue 15 item 4; seed 002 §3 Transfer account, §7 transfer/account,
 * transfer/move, disco-check). The primary user of a disconnected account that moved may, for the
 * 90 days the past account stays available, move the household's ids to the new account: the
 * primary always, and the secondaries chosen, within the new account's id limit.
 *
 * Sessions of the moved ids keep working: an id is the same person with the same password, and
 * the guard reads the id's account on every request, so from its next request each moved id sees
 * the new account. Nobody is signed out in the middle of the move.
 *
 * Secondaries not chosen stay on the old account. While its window is open they may follow: the
 * primary, now on the new account, sees them there and moves the ones chosen (a follow-up move,
 * in which the primary does not move again).
 */
export function transferService(deps: TransferDeps) {
  const { db, clock, brand, lockRows } = deps;

  function subjectOf(p: Caller | null): UserRow & { account_number: string } {
    if (!p) throw errors.noSession();
    const s = p.subject;
    if (!s) throw errors.forbidden('session.choose-subscriber', 'Choose a subscriber to act for first.');
    const account = s.user.account_number;
    if (!account) throw errors.forbidden(reasonOf('not-primary'));
    return { ...s.user, account_number: account };
  }

  /**
   * Disco-check of the caller's account, with the accounts the ids would move from and to: out of
   * a disconnected account that moved, or, on the new account of a move, the ids left behind on
   * the old one (`followUp`).
   */
  async function checkOf(q: Db, account: string) {
    const today = isoDayOf(clock.now());
    const row = await transferAccountRow(q, account);
    if (row?.active === 1) {
      const from = await movedFrom(q, account);
      const old = from ? await transferAccountRow(q, from) : undefined;
      const left = from ? secondaries(await idsOfAccount(q, from)) : [];
      const check = discoCheck({
        active: true,
        disconnectDate: row.disconnect_date,
        movedTo: null,
        movedFrom: from ? { disconnectDate: old?.disconnect_date ?? null, idsLeft: left.length } : null,
        today,
      });
      return { ...check, from, to: account, followUp: true };
    }
    const to = await movedTo(q, account);
    const check = discoCheck({
      active: false,
      disconnectDate: row?.disconnect_date ?? null,
      movedTo: to,
      movedFrom: null,
      today,
    });
    return { ...check, from: account, to, followUp: false };
  }

  /** The primary of an account whose ids may move now, from where and to where. */
  async function openTransfer(q: Db, p: Caller | null) {
    const user = subjectOf(p);
    if (user.primary_user !== 1) refuse('not-primary');
    const check = await checkOf(q, user.account_number);
    if (check.refusal) refuse(check.refusal);
    if (!check.from || !check.to || check.daysLeft === null) refuse('not-disconnected');
    return { user, from: check.from, to: check.to, daysLeft: check.daysLeft, followUp: check.followUp };
  }

  return {
    async discoCheck(p: Caller | null): Promise<DiscoCheckResult> {
      const user = subjectOf(p);
      const check = await checkOf(db, user.account_number);
      return {
        disconnected: check.disconnected,
        transferAvailable: check.refusal === null && user.primary_user === 1,
        daysLeft: check.daysLeft,
      };
    },

    async account(p: Caller | null): Promise<TransferAccount> {
      const { from, to, daysLeft, followUp } = await openTransfer(db, p);
      const [current, next, newAccount] = await Promise.all([
        idsOfAccount(db, from),
        idsOfAccount(db, to),
        transferAccountRow(db, to),
      ]);
      return {
        account_number: to,
        currentAccountNumber: from,
        // in a follow-up the primary is already on the new account: only the ids left behind
        currentAccountOptimumIds: (followUp ? secondaries(current) : current).map(toTransferId),
        newAccountOptimumIds: next.map(toTransferId),
        newAccountServiceLevel: [
          ...(newAccount?.ool === 1 ? (['internet'] as const) : []),
          ...(newAccount?.io === 1 ? (['tv'] as const) : []),
          ...(newAccount?.ov === 1 ? (['phone'] as const) : []),
        ],
        daysLeft,
      };
    },

    async move(p: Caller | null, body: TransferMoveBody): Promise<TransferMoveResult> {
      const chosen = [...new Set(body.ids.map((id) => id.trim().toLowerCase()))];
      return db.transaction().execute(async (trx) => {
        const { user, from, to, followUp } = await openTransfer(trx, p);
        // Moves into one account queue here, so each reads the ids the one before it moved.
        if (lockRows) await lockAccount(trx, to);
        const current = await idsOfAccount(trx, from);
        const next = await idsOfAccount(trx, to);
        // A first move that waited for another finds the primary gone: nothing more to do here.
        if (!followUp && !current.some((u) => u.id === user.id)) refuse('already-moved');
        const refusal = idMoveRefusal({
          chosen,
          secondaries: secondaries(current).map((u) => u.id),
          newAccountIds: next.length,
          newAccountHasPrimary: next.some((u) => u.primary_user === 1),
          followUp,
          limit: OPTIMUM_ID_LIMIT,
        });
        if (refusal) refuse(refusal);
        if (followUp) {
          // All or nothing: an id another move took meanwhile refuses this one, which rolls back.
          if ((await moveIds(trx, chosen, from, to, true)) !== chosen.length) refuse('already-moved');
        } else {
          // The primary first: of two moves at once, the one that finds the primary gone moved nothing.
          if ((await moveIds(trx, [user.id], from, to)) !== 1) refuse('already-moved');
          await moveIds(trx, chosen, from, to);
        }
        const moved = followUp ? chosen : [user.id, ...chosen];
        const now = clock.now();
        const shown = displayAccountNumber(to);
        if (user.contact_email) {
          const notice = idTransferNotice({
            brand,
            id: user.id,
            account: shown,
            ids: moved,
            lang: user.language,
          });
          await enqueue(trx, now, [
            {
              channel: 'email',
              to: user.contact_email,
              subject: notice.subject,
              body: notice.body,
              topic: `identity:transfer:${user.id}`,
            },
          ]);
        }
        await insertTransferAudit(trx, {
          at: now,
          actor_id: p?.isAgent ? p.self.user.id : user.id,
          actor_role: p?.isAgent ? 'agent' : 'subscriber',
          subject_id: user.id,
          account_number: to,
          kind: 'change',
          action: 'identity.transfer.moved',
          status: 200,
          detail: `${moved.length} ids`,
        });
        return {
          status: ID_TRANSFER_SUCCESS_CODE,
          message: idTransferSuccessMessage(shown),
          account_number: to,
          movedIds: moved,
        };
      });
    },
  };
}

export type TransferService = ReturnType<typeof transferService>;
