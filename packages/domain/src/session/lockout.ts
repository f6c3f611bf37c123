/**
 * Sign-in lockout policy (see docs/decisions/0003-sign-in-lockout.md).
 * Per account: after MAX_FAILURES failed attempts inside WINDOW_MINUTES the id is banned
 * for BAN_MINUTES (TEMP_BAN with ban_info). Per address: ADDRESS_MAX_FAILURES failures in
 * ADDRESS_WINDOW_MINUTES throttle that address, so one attacker cannot lock every subscriber out.
 */
export const LockoutPolicy = {
  MAX_FAILURES: 5,
  WINDOW_MINUTES: 30,
  BAN_MINUTES: 30,
  ADDRESS_MAX_FAILURES: 20,
  ADDRESS_WINDOW_MINUTES: 15,
} as const;

/**
 * How far back an id's failures can still matter: a ban that has not lifted began at most
 * BAN_MINUTES ago, at a failure that completed a count begun at most WINDOW_MINUTES before it.
 */
export const LOCKOUT_LOOKBACK_MS = (LockoutPolicy.WINDOW_MINUTES + LockoutPolicy.BAN_MINUTES) * 60_000;

export type LockoutVerdict =
  | { kind: 'open'; failedAttempts: number; attemptsRemaining: number }
  | { kind: 'banned'; failedAttempts: number; until: number };

/**
 * Given the times (ms) of an id's recent failures, newest last, says whether the id is banned
 * at `now`. A ban lasts BAN_MINUTES from the failure that reached the limit; failures older than
 * the window no longer count, and a ban that has lifted starts the count again.
 */
export function lockoutVerdict(failureTimes: readonly number[], now: number): LockoutVerdict {
  const windowMs = LockoutPolicy.WINDOW_MINUTES * 60_000;
  const banMs = LockoutPolicy.BAN_MINUTES * 60_000;
  const recent = failureTimes.filter((t) => now - t < LOCKOUT_LOOKBACK_MS).sort((a, b) => a - b);
  // Walk the failures in order; each time the limit is reached a ban starts and the count resets.
  let count = 0;
  // Stryker disable next-line ArrayDeclaration: the walk and the count below keep only times within the window, and an entry that is not a time has no age (NaN) so it is always dropped
  let windowStart: number[] = [];
  let banUntil = 0;
  for (const t of recent) {
    if (t < banUntil) continue;
    windowStart = windowStart.filter((w) => t - w < windowMs);
    windowStart.push(t);
    count = windowStart.length;
    if (count >= LockoutPolicy.MAX_FAILURES) {
      banUntil = t + banMs;
      // Stryker disable next-line ArrayDeclaration: the next failure and the count below keep only times within the window, and an entry that is not a time has no age (NaN) so it is always dropped
      windowStart = [];
    }
  }
  if (now < banUntil) return { kind: 'banned', failedAttempts: LockoutPolicy.MAX_FAILURES, until: banUntil };
  const live = windowStart.filter((w) => now - w < windowMs).length;
  return { kind: 'open', failedAttempts: live, attemptsRemaining: LockoutPolicy.MAX_FAILURES - live };
}
