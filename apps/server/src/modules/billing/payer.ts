import type { Kysely } from 'kysely';
import { BILLING_ACCOUNT_TYPES, isAccountAvailable, isoDayOf, type BillingAccountType } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { actorOf, type BillingActor } from './audit.ts';
import { findAccount, findAccountRow, findChoice, movesInto } from './transfer/repository.ts';

/** An account the pay-bill header may offer: the subscriber's own, or an old one that moved into it. */
export interface AvailableAccount {
  /** digits, as stored */
  accountNumber: string;
  accountType: BillingAccountType;
  active: boolean;
  disconnectDate: string | null;
  own: boolean;
}

export function accountTypeOf(type: number): BillingAccountType {
  const s = String(type);
  return (BILLING_ACCOUNT_TYPES as readonly string[]).includes(s) ? (s as BillingAccountType) : '0';
}

/**
 * The subscriber's own account and the old accounts moved into it, each while it is active or
 * within the 90 days after its disconnect date (seed 002 §4, §9).
 */
export async function availableAccounts(
  db: Kysely<Database>,
  ownAccount: string,
  today: string,
): Promise<AvailableAccount[]> {
  const own = await findAccountRow(db, ownAccount);
  const out: AvailableAccount[] = [];
  const push = (
    a: { account_number: string; type: number; active: number; disconnect_date: string | null },
    isOwn: boolean,
  ) => {
    const entry = {
      accountNumber: a.account_number,
      accountType: accountTypeOf(a.type),
      active: a.active === 1,
      disconnectDate: a.disconnect_date,
      own: isOwn,
    };
    if (isAccountAvailable(entry, today)) out.push(entry);
  };
  if (own) push(own, true);
  for (const m of await movesInto(db, ownAccount)) {
    push(
      {
        account_number: m.from_account_number,
        type: m.type,
        active: m.active,
        disconnect_date: m.disconnect_date,
      },
      false,
    );
  }
  return out;
}

const cache = new WeakMap<Caller, Caller | null>();

/**
 * The principal as bill pay sees it: the subject's account is the one toggleAccount chose for
 * this session, while that account is still one of the subscriber's available accounts; otherwise
 * the subscriber's own. Every other area keeps the subscriber's own account.
 *
 * "Today" is the day of the session's last-seen time, which the session plugin set from the clock
 * for this request (it is at most a minute old), so no second clock is needed here.
 */
export async function billPayCaller(db: Kysely<Database>, p: Caller | null): Promise<Caller | null> {
  if (!p) return null;
  if (cache.has(p)) return cache.get(p) ?? null;
  let out = p;
  const subject = p.subject;
  const own = subject?.user.account_number;
  if (subject && own) {
    const choice = await findChoice(db, p.session.key);
    if (choice && choice.user_id === subject.user.id && choice.account_number !== own) {
      const available = await availableAccounts(db, own, isoDayOf(p.session.lastSeenAt));
      if (available.some((a) => a.accountNumber === choice.account_number)) {
        const account = await findAccount(db, choice.account_number);
        if (account) {
          out = {
            ...p,
            subject: { user: { ...subject.user, account_number: choice.account_number }, account },
          };
        }
      }
    }
  }
  cache.set(p, out);
  return out;
}

/** Who is paying: always the session's subject account, never one named by the caller. */
export interface PayerContext {
  actor: BillingActor;
  /** the agent's id when an agent acts for the subscriber (seed 002 §6 csrId) */
  csrId: string | null;
}

export async function payerOf(db: Kysely<Database>, caller: Caller | null): Promise<PayerContext> {
  const p = await billPayCaller(db, caller);
  const actor = p ? actorOf(p) : null;
  if (!p || !actor) throw errors.forbidden();
  return { actor, csrId: p.isAgent ? p.self.user.id : null };
}

/** The idempotency scope: the subject user, so an agent's retry for a subscriber finds the first answer. */
export async function idempotencyScope(db: Kysely<Database>, caller: Caller | null): Promise<string> {
  return (await payerOf(db, caller)).actor.subjectId;
}
