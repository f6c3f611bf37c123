import { AsyncLocalStorage } from 'node:async_hooks';

/** The only source of time for services, so tests can fix and move it. */
export interface Clock {
  /** milliseconds since the epoch */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can set and advance. */
export class TestClock implements Clock {
  constructor(private t: number = Date.UTC(2026, 10, 20, 15, 0, 0)) {}
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
  set(ms: number): void {
    this.t = ms;
  }
}

const shifts = new AsyncLocalStorage<number>();

/**
 * The system clock, moved ahead inside a request that runs under `runShifted` (only when the
 * server is started with TEST_CLOCK_COOKIE, for journeys: see platform/http/test-clock.ts).
 * Anything outside such a request (jobs, other browsers) reads the system clock.
 */
export const shiftableClock: Clock = { now: () => Date.now() + (shifts.getStore() ?? 0) };

/** Runs `fn` (and all it starts) with `shiftableClock` moved `ms` ahead. */
export function runShifted(ms: number, fn: () => void): void {
  shifts.run(ms, fn);
}

// The server's short names for domain's durations (MINUTE_MS, HOUR_MS, DAY_MS).
export { MINUTE_MS as MINUTE, HOUR_MS as HOUR, DAY_MS as DAY } from '@coax/domain';
