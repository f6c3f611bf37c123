import type { Kysely } from 'kysely';
import type {
  CreateHouseholdIdBody,
  HouseholdId,
  HouseholdIdList,
  SecondaryPermissionsBody,
} from '@coax/contract';
import {
  IdentityMessages,
  MAILBOX_STATUSES,
  allowedRemaining,
  isDvrBlocked,
  userIdMessages,
  validateUserId,
  type MailboxStatus,
  type UserIdErrorCode,
} from '@coax/domain';
import type { Reason } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors, issue } from '../../platform/errors.ts';
import type { Caller, UserRow } from '../../platform/http/caller.ts';
import type { PasswordHasher } from '../../platform/password.ts';
import type { SessionStore } from '../../platform/sessions/session-store.ts';
import {
  countIdsOfAccount,
  deleteSecondary,
  idsOfAccount,
  insertSecondary,
  setEmailOptIn,
  setPermissions,
  userRow,
} from './repository.ts';

export interface HouseholdDeps {
  db: Kysely<Database>;
  clock: Clock;
  hasher: PasswordHasher;
  store: SessionStore;
  brand: string;
}

const USER_ID_REASONS: Readonly<Record<UserIdErrorCode, Reason>> = {
  invalidChars: 'identity.id.invalid-chars',
  beginChars: 'identity.id.begin-chars',
  repeatedSeparators: 'identity.id.repeated-separators',
  tooShort: 'identity.id.too-short',
  tooLong: 'identity.id.too-long',
};

const mailboxOf = (v: string | null): MailboxStatus | null =>
  (MAILBOX_STATUSES as readonly string[]).includes(v ?? '') ? (v as MailboxStatus) : null;

/** The names of a row; ids made before names were kept split their display name at the first space. */
function namesOf(u: UserRow): { first: string; last: string } {
  if (u.first_name !== null || u.last_name !== null) {
    return { first: u.first_name ?? '', last: u.last_name ?? '' };
  }
  const [first = '', ...rest] = u.display_name.split(' ');
  return { first, last: rest.join(' ') };
}

/** Seed 002 §3 Optimum ID user, from a row. */
export function toHouseholdId(u: UserRow): HouseholdId {
  const primary = u.primary_user === 1;
  const { first, last } = namesOf(u);
  return {
    id: u.id,
    first_name: first,
    last_name: last,
    is_primary: primary,
    is_billpay_secondary: !primary && u.bp === 1,
    is_parental_controls_secondary: !primary && u.parental_controls === 1,
    is_optimum_voice_secondary: !primary && u.voice === 1,
    is_ovp: u.ovp === 1,
    is_cso: u.cso === 1,
    is_oac: u.oac === 1,
    is_oacadm: u.oacadm === 1,
    emailEnabled: u.email === 1,
    optedInOptimumEmail: u.email_opt_in === 1,
    dvrBlocked: isDvrBlocked({ primary, dvr: u.dvr === 1 }),
    mailbox: mailboxOf(u.mus),
  };
}

/**
 * Household ids (issue 15 item 2). Only a primary user manages the ids of their own account
 * (seed 002 §6); an agent acting for one may too. Everything is read from the database on each
 * call, and the guard reads the caller's own row on every request, so a changed permission
 * applies from the changed id's next request.
 */
export function householdService(deps: HouseholdDeps) {
  const { db, clock, hasher, store, brand } = deps;
  const messages = userIdMessages(brand);

  /** The caller's account, when the caller is its primary user. */
  function primaryAccount(p: Caller | null): {
    account: string;
    hasInternet: boolean;
    language: 'en' | 'es';
  } {
    if (!p) throw errors.noSession();
    const s = p.subject;
    if (!s) throw errors.forbidden('session.choose-subscriber', 'Choose a subscriber to act for first.');
    if (s.user.primary_user !== 1 || !s.user.account_number) throw errors.forbidden('identity.not-primary');
    return { account: s.user.account_number, hasInternet: s.account?.ool === 1, language: s.user.language };
  }

  /** A secondary id of the caller's account; another account's ids are "not found", as if absent. */
  async function secondaryOf(account: string, rawId: string): Promise<UserRow> {
    const row = await userRow(db, rawId.trim().toLowerCase());
    if (!row || row.account_number !== account || row.role !== 'subscriber') {
      throw errors.notFound('identity.not-found');
    }
    if (row.primary_user === 1) throw errors.forbidden('identity.primary-not-changeable');
    return row;
  }

  function checkIdRules(id: string): void {
    const check = validateUserId(id, messages);
    if (!check.ok) {
      const reason = USER_ID_REASONS[check.code];
      throw errors.badRequest(reason, check.message, [issue('body.id', reason, check.message)]);
    }
  }

  return {
    async list(p: Caller | null): Promise<HouseholdIdList> {
      const { account } = primaryAccount(p);
      const rows = await idsOfAccount(db, account);
      const acct = p?.subject?.account;
      return {
        ids: rows.map(toHouseholdId),
        allowed_remaining: allowedRemaining(rows.length),
        packages: [
          ...(acct?.ool === 1 ? (['internet'] as const) : []),
          ...(acct?.io === 1 ? (['tv'] as const) : []),
          ...(acct?.ov === 1 ? (['phone'] as const) : []),
        ],
      };
    },

    async available(p: Caller | null, rawId: string): Promise<{ available: boolean }> {
      primaryAccount(p);
      const id = rawId.trim().toLowerCase();
      checkIdRules(id);
      return { available: (await userRow(db, id)) === null };
    },

    async create(p: Caller | null, input: CreateHouseholdIdBody): Promise<HouseholdId> {
      const { account, hasInternet, language } = primaryAccount(p);
      const id = input.id.trim().toLowerCase();
      checkIdRules(id);
      const passwordHash = await hasher.hash(input.password);
      const created = await db.transaction().execute(async (trx) => {
        if (allowedRemaining(await countIdsOfAccount(trx, account)) === 0) {
          throw errors.conflict('identity.limit-reached');
        }
        if (await userRow(trx, id)) {
          throw errors.conflict('identity.id.taken', IdentityMessages.idTaken, [
            issue('body.id', 'identity.id.taken', messages.notAvailable),
          ]);
        }
        await insertSecondary(
          trx,
          {
            id,
            accountNumber: account,
            firstName: input.firstName,
            lastName: input.lastName,
            passwordHash,
            permissions: input.permissions,
            language,
            now: clock.now(),
          },
          hasInternet,
        );
        return userRow(trx, id);
      });
      if (!created) throw errors.internal();
      return toHouseholdId(created);
    },

    async setPermissions(
      p: Caller | null,
      rawId: string,
      perms: SecondaryPermissionsBody,
    ): Promise<HouseholdId> {
      const { account } = primaryAccount(p);
      const row = await secondaryOf(account, rawId);
      await setPermissions(db, row.id, perms);
      return toHouseholdId((await userRow(db, row.id)) ?? row);
    },

    async setEmailOptIn(p: Caller | null, rawId: string, optedIn: boolean): Promise<HouseholdId> {
      const { account } = primaryAccount(p);
      const row = await userRow(db, rawId.trim().toLowerCase());
      if (!row || row.account_number !== account || row.role !== 'subscriber') {
        throw errors.notFound('identity.not-found');
      }
      await setEmailOptIn(db, row.id, optedIn);
      return toHouseholdId((await userRow(db, row.id)) ?? row);
    },

    async remove(p: Caller | null, rawId: string): Promise<{ ok: true }> {
      const { account } = primaryAccount(p);
      const row = await secondaryOf(account, rawId);
      await db.transaction().execute((trx) => deleteSecondary(trx, row.id));
      await store.destroyAllFor(row.id);
      return { ok: true };
    },
  };
}

export type HouseholdService = ReturnType<typeof householdService>;
