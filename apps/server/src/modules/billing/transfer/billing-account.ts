import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { BillingAccountList, ToggleAccountBody } from '@coax/contract';
import {
  BILLING_ACCOUNT_TYPES,
  formatAccountNumber,
  isAccountAvailable,
  isoDayOf,
  SESSION_COOKIE_MAX_AGE_SECONDS,
  toggleTarget,
  type BillingAccountType,
} from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { errors } from '../../../platform/errors.ts';
import { loadPrincipal, type Principal } from '../../session/principal.ts';
import {
  findAccountRow,
  findChoice,
  forgetChoice,
  movesInto,
  purgeChoices,
  saveChoice,
} from './repository.ts';

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

const cache = new WeakMap<FastifyRequest, Principal | null>();

/**
 * The principal as bill pay sees it: the subject's account is the one toggleAccount chose for
 * this session, while that account is still one of the subscriber's available accounts; otherwise
 * the subscriber's own. Every other area keeps the subscriber's own account.
 *
 * "Today" is the day of the session's last-seen time, which the session plugin set from the clock
 * for this request (it is at most a minute old), so no second clock is needed here.
 */
export async function loadBillingPrincipal(
  db: Kysely<Database>,
  req: FastifyRequest,
): Promise<Principal | null> {
  if (cache.has(req)) return cache.get(req) ?? null;
  const p = await loadPrincipal(db, req);
  let out = p;
  const subject = p?.subject;
  const own = subject?.user.account_number;
  if (p && subject && own) {
    const choice = await findChoice(db, p.session.key);
    if (choice && choice.user_id === subject.user.id && choice.account_number !== own) {
      const available = await availableAccounts(db, own, isoDayOf(p.session.lastSeenAt));
      if (available.some((a) => a.accountNumber === choice.account_number)) {
        const account = await db
          .selectFrom('accounts')
          .selectAll()
          .where('account_number', '=', choice.account_number)
          .executeTakeFirst();
        if (account) {
          out = {
            ...p,
            subject: { user: { ...subject.user, account_number: choice.account_number }, account },
          };
        }
      }
    }
  }
  cache.set(req, out);
  return out;
}

/** The account bill pay works on for this request, and the subscriber's own. */
async function who(db: Kysely<Database>, req: FastifyRequest) {
  const [p, billing] = [await loadPrincipal(db, req), await loadBillingPrincipal(db, req)];
  const own = p?.subject?.user.account_number;
  const current = billing?.subject?.user.account_number;
  if (!p?.subject || !own || !current) throw errors.forbidden('session.not-allowed');
  return { p, own, current, subjectId: p.subject.user.id };
}

function listOf(accounts: AvailableAccount[], current: string): BillingAccountList {
  return {
    accounts: accounts.map((a) => ({
      accountNumber: formatAccountNumber(a.accountNumber),
      accountType: a.accountType,
      active: a.active,
      disconnectDate: a.disconnectDate,
      current: a.accountNumber === current,
    })),
  };
}

/** Seconds a choice may outlive its session's start: the longest a session can last. */
const CHOICE_MAX_AGE_MS = SESSION_COOKIE_MAX_AGE_SECONDS * 1000;

export function billingAccountService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** The accounts the pay-bill header offers, the one bill pay works on marked current. */
    async list(req: FastifyRequest): Promise<BillingAccountList> {
      const { own, current } = await who(db, req);
      return listOf(await availableAccounts(db, own, isoDayOf(clock.now())), current);
    },

    /**
     * toggleAccount (seed 002 §7): bill pay for this session switches to the account named.
     * Only the subscriber's own available accounts can be named; anything else is 404.
     */
    async toggle(req: FastifyRequest, body: ToggleAccountBody): Promise<BillingAccountList> {
      const { p, own, subjectId } = await who(db, req);
      const now = clock.now();
      const available = await availableAccounts(db, own, isoDayOf(now));
      const target = toggleTarget(available, body.accountType, body.accountNumber);
      if (!target) throw errors.notFound('transfer.no-such-account');
      if (target.own) await forgetChoice(db, p.session.key);
      else {
        await saveChoice(db, {
          session_key: p.session.key,
          user_id: subjectId,
          account_number: target.accountNumber,
          chosen_at: now,
        });
      }
      await purgeChoices(db, now - CHOICE_MAX_AGE_MS);
      return listOf(available, target.accountNumber);
    },
  };
}

export type BillingAccountService = ReturnType<typeof billingAccountService>;
