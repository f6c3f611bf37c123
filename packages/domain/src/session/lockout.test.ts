import { describe, expect, it } from 'vitest';
import { LockoutPolicy, lockoutVerdict } from './lockout.ts';

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

  it('is no looser than 10 failures per 30 minutes', () => {
    expect(LockoutPolicy.MAX_FAILURES).toBeLessThanOrEqual(10);
    expect(LockoutPolicy.WINDOW_MINUTES).toBeGreaterThanOrEqual(30);
  });
});
