/** Seed 002 §5 slot rounding and §9 the slot grid (8:00am to 12:00am in 15-minute steps). */
import {
  ARRIVAL_WINDOW_MINUTES,
  SLOT_GRID_END_MINUTES,
  SLOT_GRID_START_MINUTES,
  SLOT_STEP_MINUTES,
} from './constants.ts';

/** Seed 002 §5: "Appointment slot times round down to 15-minute steps" (minutes after midnight). */
export const roundDownToSlot = (minutes: number): number =>
  Math.floor(minutes / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;

/** The grid's slot starts: 8:00am, 8:15am, ... 11:45pm (the last slot ends at 12:00am). */
export function slotGrid(): number[] {
  const starts: number[] = [];
  for (let m = SLOT_GRID_START_MINUTES; m < SLOT_GRID_END_MINUTES; m += SLOT_STEP_MINUTES) starts.push(m);
  return starts;
}

/** True for a slot start the grid can show (after rounding down). */
export const isOnGrid = (minutes: number): boolean =>
  Number.isInteger(minutes) && minutes >= SLOT_GRID_START_MINUTES && minutes < SLOT_GRID_END_MINUTES;

/** '8:00am', '12:15pm', '12:00am' (midnight, at 0 or 1440), as the seed writes times. */
export function formatSlotTime(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')}${h24 < 12 ? 'am' : 'pm'}`;
}

/** A slot's start as 'HH:MM' (24-hour), the form of slotTime and of a desired time token. */
export const slotTimeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The end of a slot's arrival window, capped at midnight. */
export const slotEndOf = (minutes: number): number =>
  Math.min(roundDownToSlot(minutes) + ARRIVAL_WINDOW_MINUTES, SLOT_GRID_END_MINUTES);

/** Seed 002 §3 slotTimeDesc: the arrival window, '1:00pm - 2:00pm'. */
export const slotTimeDescOf = (minutes: number): string =>
  `${formatSlotTime(roundDownToSlot(minutes))} - ${formatSlotTime(slotEndOf(minutes))}`;

/** A desired time token: the day and the slot's start, '2026-11-24T13:05'. */
export const timeTokenOf = (day: string, minutes: number): string => `${day}T${slotTimeOf(minutes)}`;

/** The day and slot start of a desired time token, or null when it is not one. */
export function parseTimeToken(token: string): { day: string; minutes: number } | null {
  const m = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/.exec(token);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return isOnGrid(roundDownToSlot(minutes)) ? { day: m[1], minutes } : null;
}

/** Arrow keys across the slot grid of `count` cells laid out `columns` wide; Home and End to the ends. */
export function moveInGrid(index: number, key: string, count: number, columns: number): number {
  const clamp = (i: number) => Math.max(0, Math.min(count - 1, i));
  switch (key) {
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'ArrowRight':
      return clamp(index + 1);
    case 'ArrowUp':
      return index - columns >= 0 ? index - columns : index;
    case 'ArrowDown':
      return index + columns < count ? index + columns : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return index;
  }
}
