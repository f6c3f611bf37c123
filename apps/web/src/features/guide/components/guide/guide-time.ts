/**
 * The guide's clock arithmetic: the window it shows, the ruler's 30-minute steps, where an airing
 * sits in the window, and the days a visitor may jump to. Pure, so the grid and its tests agree.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@coax/domain';

// The durations live in domain; the guide's components take them from here with its other clock numbers.
export { DAY_MS, HOUR_MS, MINUTE_MS };
/** The ruler marks every half hour. */
export const SLOT_MS = 30 * MINUTE_MS;
/** The grid shows three hours at a time, and earlier/later move by the same three hours. */
export const WINDOW_HOURS = 3;
export const WINDOW_MS = WINDOW_HOURS * HOUR_MS;
/** Listings reach 14 days ahead: the day menu offers today and the 13 days after it. */
export const GUIDE_DAYS = 14;

/** Anything with a start and an end in epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

/** The half hour that contains `ms` (the guide opens on the slot that is airing now). */
export function slotFloor(ms: number): number {
  return Math.floor(ms / SLOT_MS) * SLOT_MS;
}

/** Local midnight of the day that contains `ms`. */
export function dayStart(ms: number): number {
  const day = new Date(ms);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

/** The earliest and latest window starts: from the start of today to the end of the listings. */
export function windowBounds(nowMs: number): { earliest: number; latest: number } {
  const earliest = dayStart(nowMs);
  const latest = slotFloor(earliest + GUIDE_DAYS * DAY_MS - WINDOW_MS);
  return { earliest, latest };
}

/** A window start kept on a half hour and inside the listings. */
export function clampWindowStart(startMs: number, nowMs: number): number {
  const { earliest, latest } = windowBounds(nowMs);
  return Math.min(latest, Math.max(earliest, slotFloor(startMs)));
}

/** The half-hour marks of the ruler for a window. */
export function rulerSlots(startMs: number, windowMs: number = WINDOW_MS): number[] {
  const count = Math.ceil(windowMs / SLOT_MS);
  return Array.from({ length: count }, (_, i) => startMs + i * SLOT_MS);
}

/** Where an airing sits in the window, as percentages of the row, and whether it runs past either edge. */
export interface CellBox {
  leftPct: number;
  widthPct: number;
  startsBefore: boolean;
  endsAfter: boolean;
}

export function cellBox(airing: Span, startMs: number, windowMs: number = WINDOW_MS): CellBox {
  const endMs = startMs + windowMs;
  const from = Math.max(airing.start, startMs);
  const to = Math.min(airing.end, endMs);
  return {
    leftPct: ((from - startMs) / windowMs) * 100,
    widthPct: (Math.max(0, to - from) / windowMs) * 100,
    startsBefore: airing.start < startMs,
    endsAfter: airing.end > endMs,
  };
}

/** The airings of a row that show in the window, in time order. */
export function visibleAirings<T extends Span>(
  airings: readonly T[],
  startMs: number,
  windowMs: number = WINDOW_MS,
): T[] {
  const endMs = startMs + windowMs;
  return airings.filter((a) => a.end > startMs && a.start < endMs).sort((a, b) => a.start - b.start);
}

/** The "now" line's place in the window, or null when now is outside it. */
export function nowOffsetPct(nowMs: number, startMs: number, windowMs: number = WINDOW_MS): number | null {
  if (nowMs < startMs || nowMs >= startMs + windowMs) return null;
  return ((nowMs - startMs) / windowMs) * 100;
}

/** True while the airing is on (start <= now < end). */
export function isOnNow(airing: Span, nowMs: number): boolean {
  return airing.start <= nowMs && nowMs < airing.end;
}

/** The days of the day menu: local midnights from today, GUIDE_DAYS of them. */
export function guideDays(nowMs: number): number[] {
  const today = new Date(dayStart(nowMs));
  return Array.from({ length: GUIDE_DAYS }, (_, i) => {
    const day = new Date(today);
    day.setDate(today.getDate() + i);
    return day.getTime();
  });
}

/**
 * The window start after jumping to a day: the same time of day as the window shown now (so a
 * visitor looking at 8 PM tonight sees 8 PM on that day), kept inside the listings.
 */
export function jumpToDay(dayMs: number, currentStartMs: number, nowMs: number): number {
  const timeOfDay = currentStartMs - dayStart(currentStartMs);
  const target = new Date(dayMs);
  target.setHours(0, 0, 0, 0);
  return clampWindowStart(target.getTime() + timeOfDay, nowMs);
}

/**
 * The airing to focus in another row when moving up or down: the one on at the anchor time, or
 * else the nearest one by start. -1 when the row has none.
 */
export function airingIndexAt(airings: readonly Span[], anchorMs: number): number {
  if (airings.length === 0) return -1;
  const on = airings.findIndex((a) => a.start <= anchorMs && anchorMs < a.end);
  if (on >= 0) return on;
  let best = 0;
  airings.forEach((a, i) => {
    const current = airings[best];
    if (current && Math.abs(a.start - anchorMs) < Math.abs(current.start - anchorMs)) best = i;
  });
  return best;
}
