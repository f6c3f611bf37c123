import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_CHANGE_CUTOFF_MS,
  APPOINTMENT_NAME_MAX,
  APPOINTMENT_NAME_MAX_PHONE,
  APPOINTMENT_NAME_SUFFIX_MAX_DIGITS,
  APPOINTMENT_TIMEOUT_MS,
  ARRIVING_BEFORE_WINDOW_MS,
  BOOKING_WINDOW_DAYS,
  SCHEDULE_INFO_DAYS,
  STALE_ETA_MS,
  WAITLIST_HOLD_MS,
} from './constants.ts';

describe('appointment limits (seed 002 §5, §9)', () => {
  it('refuses changes from 2 hours before the window', () => {
    expect(APPOINTMENT_CHANGE_CUTOFF_MS).toBe(7_200_000);
  });

  it('holds a waitlist offer for 15 minutes', () => {
    expect(WAITLIST_HOLD_MS).toBe(900_000);
  });

  it('keeps the seed’s 2-hour thresholds and 600000 ms time-out', () => {
    expect(STALE_ETA_MS).toBe(7_200_000);
    expect(ARRIVING_BEFORE_WINDOW_MS).toBe(7_200_000);
    expect(APPOINTMENT_TIMEOUT_MS).toBe(600_000);
  });

  it('cuts names at 23, 20 on phones, keeping up to 4 suffix digits; books 30 days ahead', () => {
    expect([APPOINTMENT_NAME_MAX, APPOINTMENT_NAME_MAX_PHONE, APPOINTMENT_NAME_SUFFIX_MAX_DIGITS]).toEqual([
      23, 20, 4,
    ]);
    expect([BOOKING_WINDOW_DAYS, SCHEDULE_INFO_DAYS]).toEqual([30, 30]);
  });
});
