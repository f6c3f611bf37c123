import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NewCustomerVisits } from '@coax/contract';
import {
  APPOINTMENT_ERROR_CODES,
  NEW_CUSTOMER_GRANT_TTL_MS,
  NEW_CUSTOMER_MAX_FAILURES_PER_ACCOUNT,
  NEW_CUSTOMER_MAX_FAILURES_PER_ADDRESS,
  NEW_CUSTOMER_WINDOW_MS,
  NewCustomerMessages,
  accountNumberCandidates,
  accountNumberMatches,
} from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, errors } from '../../platform/errors.ts';
import type { PasswordHasher } from '../../platform/password.ts';
import * as repo from './new-customer-repository.ts';
import type { AppointmentsOwner, AppointmentsService } from './service.ts';

/** Who changed a visit under a grant, in the timeline and the events. */
export const NEW_CUSTOMER_ACTOR = 'new-customer';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const grantEnded = () =>
  new AppError(401, 'UNAUTHORIZED', 'appointments.new-customer.grant-ended', NewCustomerMessages.grantEnded);
const locked = () => errors.throttled('appointments.new-customer.locked', NewCustomerMessages.locked);

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  hasher: PasswordHasher;
  appointments: AppointmentsService;
}

/**
 * validate_newCustomerLogin (seed 002 §7): the account number and the account PIN open a grant to
 * that account's visits for NEW_CUSTOMER_GRANT_TTL_MS. Failed checks count per account number as
 * typed and per address; past either limit every check is refused until the window has passed,
 * whether or not the PIN is right, so guessing gains nothing.
 */
export function newCustomerService(deps: Deps) {
  const { db, clock, hasher, appointments } = deps;

  async function refuseWhenLocked(accountKey: string, ip: string, now: number) {
    const since = now - NEW_CUSTOMER_WINDOW_MS;
    const [byAccount, byAddress] = await Promise.all([
      repo.pinFailures(db, { accountKey }, since),
      repo.pinFailures(db, { ip }, since),
    ]);
    if (
      byAccount >= NEW_CUSTOMER_MAX_FAILURES_PER_ACCOUNT ||
      byAddress >= NEW_CUSTOMER_MAX_FAILURES_PER_ADDRESS
    ) {
      throw locked();
    }
    return NEW_CUSTOMER_MAX_FAILURES_PER_ACCOUNT - byAccount;
  }

  /** The visits still to come (or under way): a completed one is no reason to check in. */
  async function visitsOf(owner: AppointmentsOwner, expiresAt: number): Promise<NewCustomerVisits> {
    const list = await appointments.list(owner);
    return {
      today: list.today,
      appointments: list.appointments.filter((a) => a.appointmentStatus !== 'Completed'),
      grantExpiresAt: expiresAt,
    };
  }

  const ownerOf = (accountNumber: string, language: 'en' | 'es'): AppointmentsOwner => ({
    accountNumber,
    actorId: NEW_CUSTOMER_ACTOR,
    mayChange: true,
    language,
  });

  return {
    /** Checks the number and PIN; answers the visits and the grant to set as a cookie. */
    async check(
      input: { accountNumber: string; pin: string; language: 'en' | 'es' },
      ip: string,
    ): Promise<{ visits: NewCustomerVisits; grant: string }> {
      const now = clock.now();
      const accountKey = input.accountNumber.replace(/[\s-]/g, '');
      const left = await refuseWhenLocked(accountKey, ip, now);
      const account = await repo.accountWithPin(db, accountNumberCandidates(input.accountNumber));
      if (!account || !accountNumberMatches(input.accountNumber, account.account_number)) {
        await repo.recordPinFailure(db, accountKey, ip, now);
        throw errors.notFound('appointments.account.not-found');
      }
      // An account whose holder has set no PIN answers as a wrong PIN: seed 002 §8 code 9 is
      // "Account pin missing or is incorrect".
      if (!account.pin_hash || !(await hasher.verify(account.pin_hash, input.pin))) {
        await repo.recordPinFailure(db, accountKey, ip, now);
        throw new AppError(403, 'FORBIDDEN', 'appointments.pin.incorrect', APPOINTMENT_ERROR_CODES[9], {
          attempts_remaining: Math.max(0, left - 1),
        });
      }
      const owner = ownerOf(account.account_number, input.language);
      const expiresAt = now + NEW_CUSTOMER_GRANT_TTL_MS;
      const visits = await visitsOf(owner, expiresAt);
      if (visits.appointments.length === 0) throw errors.notFound('appointments.not-found');
      const grant = randomBytes(32).toString('base64url');
      await repo.insertGrant(db, {
        ...{ hash: sha256(grant), accountNumber: account.account_number },
        ...{ language: input.language, now, expiresAt },
      });
      await repo.pruneNewCustomerRows(db, now, now - NEW_CUSTOMER_WINDOW_MS);
      return { visits, grant };
    },

    /** The owner a live grant stands for; refused once it has ended or when there is none. */
    async owner(grant: string | undefined): Promise<AppointmentsOwner & { expiresAt: number }> {
      if (!grant) throw grantEnded();
      const row = await repo.liveGrant(db, sha256(grant), clock.now());
      if (!row) throw grantEnded();
      return { ...ownerOf(row.account_number, row.language), expiresAt: Number(row.expires_at) };
    },

    visits: (owner: AppointmentsOwner & { expiresAt: number }) => visitsOf(owner, owner.expiresAt),

    async end(grant: string | undefined): Promise<void> {
      if (grant) await repo.endGrant(db, sha256(grant));
    },
  };
}

export type NewCustomerService = ReturnType<typeof newCustomerService>;
