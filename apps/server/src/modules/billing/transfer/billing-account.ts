import type { Kysely } from 'kysely';
import type { BillingAccountList, ToggleAccountBody } from '@coax/contract';
import { displayAccountNumber, isoDayOf, SESSION_COOKIE_MAX_AGE_SECONDS, toggleTarget } from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { errors } from '../../../platform/errors.ts';
import type { Caller } from '../../../platform/http/caller.ts';
import { availableAccounts, billPayCaller, type AvailableAccount } from '../payer.ts';
import { forgetChoice, purgeChoices, saveChoice } from './repository.ts';

/** The account bill pay works on for this request, and the subscriber's own. */
async function who(db: Kysely<Database>, p: Caller | null) {
  const billing = await billPayCaller(db, p);
  const own = p?.subject?.user.account_number;
  const current = billing?.subject?.user.account_number;
  if (!p?.subject || !own || !current) throw errors.forbidden('session.not-allowed');
  return { p, own, current, subjectId: p.subject.user.id };
}

function listOf(accounts: AvailableAccount[], current: string): BillingAccountList {
  return {
    accounts: accounts.map((a) => ({
      accountNumber: displayAccountNumber(a.accountNumber),
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
    async list(caller: Caller | null): Promise<BillingAccountList> {
      const { own, current } = await who(db, caller);
      return listOf(await availableAccounts(db, own, isoDayOf(clock.now())), current);
    },

    /**
     * toggleAccount (seed 002 §7): bill pay for this session switches to the account named.
     * Only the subscriber's own available accounts can be named; anything else is 404.
     */
    async toggle(caller: Caller | null, body: ToggleAccountBody): Promise<BillingAccountList> {
      const { p, own, subjectId } = await who(db, caller);
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
