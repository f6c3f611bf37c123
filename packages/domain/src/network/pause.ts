/**
 * Pausing the internet for a device or a named group (beyond the seeds, as xFi does): now, until
 * a time (up to seed 002 §5's 14 days ahead), or in a time block of a day (the time-block rules).
 */
import { TIME_BLOCK_MAX_DAYS_AHEAD } from '../constants.ts';
import { BoxSettingsMessages } from '../box-settings/messages.ts';
import { MINUTES_PER_DAY } from '../box-settings/constants.ts';
import { isoToCalendar } from '../billing/payment-date.ts';
import { DAY_MS, MINUTE_MS } from '../time.ts';
import { checkTimeBlockDay, DeviceSettingsMessages } from '../validation/device-settings.ts';
import type { PauseMode } from './constants.ts';
import type { NetworkIssue } from './issues.ts';
import { HomeNetworkMessages as M } from './messages.ts';

/** A time block: a UTC day (YYYY-MM-DD) and minutes after its midnight, end up to 1440. */
export interface PauseBlock {
  day: string;
  startMinutes: number;
  endMinutes: number;
}

export type PauseRequest =
  { mode: 'now' } | { mode: 'until'; until: number } | { mode: 'schedule'; block: PauseBlock };

type PauseCode =
  'pauseUntilPast' | 'timeBlockTooFarAhead' | 'timeBlockInThePast' | 'timeBlockOrder' | 'timeBlockDay';
export type PauseIssue = NetworkIssue<PauseCode>;

const dayStart = (now: number) => now - (now % DAY_MS);

/** Every refused field of a pause; empty when it may start. */
export function checkPause(p: PauseRequest, now: number): PauseIssue[] {
  if (p.mode === 'now') return [];
  if (p.mode === 'until') {
    if (p.until <= now) return [{ path: 'until', code: 'pauseUntilPast', message: M.pauseUntilPast }];
    if (p.until >= dayStart(now) + (TIME_BLOCK_MAX_DAYS_AHEAD + 1) * DAY_MS) {
      return [
        { path: 'until', code: 'timeBlockTooFarAhead', message: DeviceSettingsMessages.timeBlockTooFarAhead },
      ];
    }
    return [];
  }
  const { day, startMinutes, endMinutes } = p.block;
  const date = isoToCalendar(day);
  const today = isoToCalendar(new Date(now).toISOString().slice(0, 10));
  if (!date || !today) {
    return [{ path: 'block.day', code: 'timeBlockDay', message: BoxSettingsMessages.timeBlockDay }];
  }
  const dayCheck = checkTimeBlockDay(date, today);
  if (!dayCheck.ok) return [{ path: 'block.day', code: dayCheck.code, message: dayCheck.message }];
  if (startMinutes >= endMinutes || endMinutes > MINUTES_PER_DAY) {
    return [
      { path: 'block.endMinutes', code: 'timeBlockOrder', message: BoxSettingsMessages.timeBlockOrder },
    ];
  }
  return [];
}

/** A stored pause, as the clock reads it. */
export interface PauseWindow {
  mode: PauseMode;
  /** 'until': when it ends */
  until: number | null;
  /** 'schedule': the block */
  block: PauseBlock | null;
}

/** When the pause holds the device offline at `now`, the instant it lets go (null: until resumed). */
export function pauseState(p: PauseWindow, now: number): { active: boolean; resumesAt: number | null } {
  if (p.mode === 'now') return { active: true, resumesAt: null };
  if (p.mode === 'until') {
    const until = p.until ?? now;
    return { active: now < until, resumesAt: until };
  }
  if (!p.block) return { active: false, resumesAt: null };
  const start = Date.parse(`${p.block.day}T00:00:00Z`) + p.block.startMinutes * MINUTE_MS;
  const end = Date.parse(`${p.block.day}T00:00:00Z`) + p.block.endMinutes * MINUTE_MS;
  return { active: now >= start && now < end, resumesAt: end };
}

/** A pause no longer matters once its end has passed. */
export function pauseIsOver(p: PauseWindow, now: number): boolean {
  const { active, resumesAt } = pauseState(p, now);
  return !active && resumesAt !== null && resumesAt <= now;
}
