import { describe, expect, it } from 'vitest';
import { LOCKOUT_LOOKBACK_MS, LockoutPolicy, lockoutVerdict } from './lockout.ts';

const MIN = 60_000;
const at = (...minutes: number[]) => minutes.map((m) => m * MIN);

describe('lockoutVerdict', () => {
  it.each([
    { failures: at(), now: 0, expected: { kind: 'open', failedAttempts: 0, attemptsRemaining: 5 } },
    { failures: at(0), now: 1 * MIN, expected: { kind: 'open', failedAttempts: 1, attemptsRemaining: 4 } },
    {
      failures: at(0, 1, 2, 3),
      now: 4 * MIN,
      expected: { kind: 'open', failedAttempts: 4, attemptsRemaining: 1 },
    },
    // The fifth failure starts a 30-minute ban from that failure.
    {
      failures: at(0, 1, 2, 3, 4),
      now: 5 * MIN,
      expected: { kind: 'banned', failedAttempts: 5, until: 34 * MIN },
    },
    // When the ban lifts, the count starts again.
    {
      failures: at(0, 1, 2, 3, 4),
      now: 35 * MIN,
      expected: { kind: 'open', failedAttempts: 0, attemptsRemaining: 5 },
    },
    // Failures spread over more than the window never add up to a ban.
    {
      failures: at(0, 10, 20, 31, 45),
      now: 46 * MIN,
      expected: { kind: 'open', failedAttempts: 3, attemptsRemaining: 2 },
    },
  ])('$failures.length failures, now $now', ({ failures, now, expected }) => {
    expect(lockoutVerdict(failures, now)).toEqual(expected);
  });

  it('reads the failures in any order', () => {
    expect(lockoutVerdict(at(4, 3, 2, 1, 0), 5 * MIN)).toEqual({
      kind: 'banned',
      failedAttempts: 5,
      until: 34 * MIN,
    });
    expect(lockoutVerdict(at(3, 0, 4, 2, 1), 5 * MIN)).toEqual({
      kind: 'banned',
      failedAttempts: 5,
      until: 34 * MIN,
    });
  });

  it('neither extends a ban nor starts a new count with failures made while banned', () => {
    expect(lockoutVerdict(at(0, 1, 2, 3, 4, 10, 11, 12, 13, 14), 20 * MIN)).toEqual({
      kind: 'banned',
      failedAttempts: 5,
      until: 34 * MIN,
    });
  });

  it('counts a failure for 30 minutes and no longer', () => {
    expect(lockoutVerdict(at(0), 30 * MIN - 1)).toEqual({
      kind: 'open',
      failedAttempts: 1,
      attemptsRemaining: 4,
    });
    expect(lockoutVerdict(at(0), 30 * MIN)).toEqual({
      kind: 'open',
      failedAttempts: 0,
      attemptsRemaining: 5,
    });
  });

  it('bans at the fifth failure within 30 minutes, not at the fourth', () => {
    expect(lockoutVerdict(at(0, 10, 20, 29), 29 * MIN)).toEqual({
      kind: 'open',
      failedAttempts: 4,
      attemptsRemaining: 1,
    });
    expect(lockoutVerdict([0, 10 * MIN, 20 * MIN, 29 * MIN, 30 * MIN - 1], 30 * MIN - 1)).toEqual({
      kind: 'banned',
      failedAttempts: 5,
      until: 60 * MIN - 1,
    });
  });

  it('keeps a ban for its 30 minutes though the failures that reached the limit began before them', () => {
    expect(lockoutVerdict(at(0, 1, 2, 3, 29), 30 * MIN)).toEqual({
      kind: 'banned',
      failedAttempts: 5,
      until: 59 * MIN,
    });
    expect(lockoutVerdict(at(0, 1, 2, 3, 29), 59 * MIN - 1)).toEqual({
      kind: 'banned',
      failedAttempts: 5,
      until: 59 * MIN,
    });
    expect(lockoutVerdict(at(0, 1, 2, 3, 4), 33 * MIN)).toEqual({
      kind: 'banned',
      failedAttempts: 5,
      until: 34 * MIN,
    });
    expect(lockoutVerdict(at(0, 1, 2, 3, 29), 59 * MIN)).toEqual({
      kind: 'open',
      failedAttempts: 0,
      attemptsRemaining: 5,
    });
    expect(LOCKOUT_LOOKBACK_MS).toBe(60 * MIN);
  });

  it('is no looser than 10 failures per 30 minutes', () => {
    expect(LockoutPolicy.MAX_FAILURES).toBeLessThanOrEqual(10);
    expect(LockoutPolicy.WINDOW_MINUTES).toBeGreaterThanOrEqual(30);
  });
});
