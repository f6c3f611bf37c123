import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LOCKOUT_LOOKBACK_MS, LockoutPolicy, lockoutVerdict, type LockoutVerdict } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { DAY, MINUTE } from '../../platform/clock.ts';
import { errors, type AppError } from '../../platform/errors.ts';
import {
  clearLoginFailures,
  deleteLoginFailuresBefore,
  failureCountForAddress,
  forgetDevicesUnusedSince,
  failureTimesForUser,
  isTrustedDevice,
  recordLoginFailure,
  trustDevice,
} from './repository.ts';

const lookback = LOCKOUT_LOOKBACK_MS;
const ADDRESS_WINDOW = LockoutPolicy.ADDRESS_WINDOW_MINUTES * MINUTE;

/** The device cookie: a browser where an id signed in before (docs/decisions/0003-sign-in-lockout.md). */
export const DEVICE_COOKIE = 'coax_device';
/** How long a browser stays trusted after its last sign-in. */
export const DEVICE_COOKIE_DAYS = 180;
export const DEVICE_TRUST_MS = DEVICE_COOKIE_DAYS * DAY;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The sign-in job: failures past the lockout's reach count for nothing and browsers unused for
 * the device cookie's life are trusted no more; both are deleted (they name ids and addresses).
 */
export async function purgeSignIn(db: Kysely<Database>, now: number): Promise<number> {
  const failures = await deleteLoginFailuresBefore(db, now - Math.max(lookback, ADDRESS_WINDOW));
  const devices = await forgetDevicesUnusedSince(db, now - DEVICE_TRUST_MS);
  return failures + devices;
}

function banError(v: Extract<LockoutVerdict, { kind: 'banned' }>, now: number): AppError {
  const seconds = Math.ceil((v.until - now) / 1000);
  return errors.tempBan({
    ban_info: { until: new Date(v.until).toISOString(), seconds_remaining: seconds },
  });
}

/**
 * Failed sign-ins counted per id (lockout) and per address (throttle); see LockoutPolicy. An id's
 * failures are counted per channel: a browser holding a device cookie from an earlier sign-in of
 * that id counts its own, and every other browser shares one count. So a stranger's five wrong
 * passwords ban the strangers, while the subscriber's own browser still signs in.
 */
export function loginThrottle(db: Kysely<Database>, clock: Clock) {
  /** The channel a try is counted on: the device's hash when it is trusted for this id, else null. */
  async function channel(userKey: string, deviceToken: string | undefined): Promise<string | null> {
    if (!deviceToken || deviceToken.length > 100) return null;
    const hash = hashOf(deviceToken);
    return (await isTrustedDevice(db, hash, userKey, clock.now() - DEVICE_TRUST_MS)) ? hash : null;
  }

  /** Whether an id is banned for browsers it has not signed in with. */
  async function strangersBanned(userKey: string): Promise<boolean> {
    const now = clock.now();
    const times = await failureTimesForUser(db, userKey, now - lookback, null);
    return lockoutVerdict(times, now).kind === 'banned';
  }

  return {
    channel,
    strangersBanned,

    /** An agent lifts the strangers' ban (and forgets their failures); answers whether there was one. */
    async liftStrangersBan(userKey: string): Promise<boolean> {
      const was = await strangersBanned(userKey);
      await clearLoginFailures(db, userKey, null);
      return was;
    },

    /** Refuses before any password is checked when the address is throttled or the channel is banned. */
    async assertMayTry(userKey: string, ip: string, device: string | null): Promise<void> {
      const now = clock.now();
      const fromAddress = await failureCountForAddress(db, ip, now - ADDRESS_WINDOW);
      if (fromAddress >= LockoutPolicy.ADDRESS_MAX_FAILURES) {
        throw errors.throttled(
          'session.throttled',
          'Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.',
        );
      }
      const v = lockoutVerdict(await failureTimesForUser(db, userKey, now - lookback, device), now);
      if (v.kind === 'banned') throw banError(v, now);
    },

    /** Records a failure and answers with BAD_CREDENTIALS, or TEMP_BAN when this failure reached the limit. */
    async failure(userKey: string, ip: string, device: string | null): Promise<AppError> {
      const now = clock.now();
      await recordLoginFailure(db, userKey, ip, now, device);
      const v = lockoutVerdict(await failureTimesForUser(db, userKey, now - lookback, device), now);
      if (v.kind === 'banned') return banError(v, now);
      return errors.badCredentials({
        attempts_remaining: v.attemptsRemaining,
        failed_attempts: v.failedAttempts,
      });
    },

    /** A password that was right: that channel's failures are forgotten. */
    async success(userKey: string, device: string | null): Promise<void> {
      await clearLoginFailures(db, userKey, device);
    },

    /**
     * Trusts the browser that just signed in as this id. Answers the device token the browser
     * keeps: its own, or a new one when it had none.
     */
    async trust(userKey: string, deviceToken: string | undefined): Promise<string> {
      const token =
        deviceToken && deviceToken.length >= 32 && deviceToken.length <= 100
          ? deviceToken
          : randomBytes(32).toString('base64url');
      await trustDevice(db, hashOf(token), userKey, clock.now());
      return token;
    },
  };
}
