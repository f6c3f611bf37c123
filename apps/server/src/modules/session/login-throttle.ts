import type { Kysely } from 'kysely';
import { LockoutPolicy, lockoutVerdict, type LockoutVerdict } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { MINUTE } from '../../platform/clock.ts';
import { errors, type AppError } from '../../platform/errors.ts';
import {
  clearLoginFailures,
  failureCountForAddress,
  failureTimesForUser,
  recordLoginFailure,
} from './repository.ts';

const lookback = Math.max(LockoutPolicy.WINDOW_MINUTES, LockoutPolicy.BAN_MINUTES) * MINUTE;

function banError(v: Extract<LockoutVerdict, { kind: 'banned' }>, now: number): AppError {
  const seconds = Math.ceil((v.until - now) / 1000);
  return errors.tempBan({
    ban_info: { until: new Date(v.until).toISOString(), seconds_remaining: seconds },
  });
}

/** Failed sign-ins counted per id (lockout) and per address (throttle); see LockoutPolicy. */
export function loginThrottle(db: Kysely<Database>, clock: Clock) {
  return {
    /** Refuses before any password is checked when the address is throttled or the id is banned. */
    async assertMayTry(userKey: string, ip: string): Promise<void> {
      const now = clock.now();
      const fromAddress = await failureCountForAddress(
        db,
        ip,
        now - LockoutPolicy.ADDRESS_WINDOW_MINUTES * MINUTE,
      );
      if (fromAddress >= LockoutPolicy.ADDRESS_MAX_FAILURES) {
        throw errors.throttled(
          'session.throttled',
          'Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.',
        );
      }
      const v = lockoutVerdict(await failureTimesForUser(db, userKey, now - lookback), now);
      if (v.kind === 'banned') throw banError(v, now);
    },

    /** Records a failure and answers with BAD_CREDENTIALS, or TEMP_BAN when this failure reached the limit. */
    async failure(userKey: string, ip: string): Promise<AppError> {
      const now = clock.now();
      await recordLoginFailure(db, userKey, ip, now);
      const v = lockoutVerdict(await failureTimesForUser(db, userKey, now - lookback), now);
      if (v.kind === 'banned') return banError(v, now);
      return errors.badCredentials({
        attempts_remaining: v.attemptsRemaining,
        failed_attempts: v.failedAttempts,
      });
    },

    async success(userKey: string): Promise<void> {
      await clearLoginFailures(db, userKey);
    },
  };
}
