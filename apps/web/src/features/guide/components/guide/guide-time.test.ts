import { describe, expect, it } from 'vitest';
import {
  airingIndexAt,
  cellBox,
  clampWindowStart,
  dayStart,
  guideDays,
  HOUR_MS,
  jumpToDay,
  nowOffsetPct,
  rulerSlots,
  slotFloor,
  visibleAirings,
  WINDOW_MS,
  windowBounds,
} from './guide-time.ts';

const base = new Date(2026, 10, 21, 19, 0).getTime();

describe('guide time arithmetic', () => {
  it('opens on the half hour that is airing now', () => {
    expect(slotFloor(base + 17 * 60_000)).toBe(base);
    expect(slotFloor(base + 45 * 60_000)).toBe(base + 30 * 60_000);
  });

  it('marks the ruler every 30 minutes across the three-hour window', () => {
    const slots = rulerSlots(base);
    expect(slots).toHaveLength(6);
    expect(slots[1]! - slots[0]!).toBe(30 * 60_000);
  });

  it('sizes a cell by its duration and clips airings that run past either edge', () => {
    const whole = cellBox({ start: base, end: base + HOUR_MS }, base);
    expect(whole).toMatchObject({ leftPct: 0, startsBefore: false, endsAfter: false });
    expect(whole.widthPct).toBeCloseTo(100 / 3);
    const clipped = cellBox({ start: base - HOUR_MS, end: base + 30 * 60_000 }, base);
    expect(clipped.leftPct).toBe(0);
    expect(clipped.widthPct).toBeCloseTo(100 / 6);
    expect(clipped.startsBefore).toBe(true);
    expect(cellBox({ start: base + 2.5 * HOUR_MS, end: base + 4 * HOUR_MS }, base).endsAfter).toBe(true);
  });

  it('keeps only the airings that overlap the window, in time order', () => {
    const airings = [
      { start: base + HOUR_MS, end: base + 2 * HOUR_MS },
      { start: base - 2 * HOUR_MS, end: base },
      { start: base - HOUR_MS, end: base + 1 },
      { start: base + WINDOW_MS, end: base + WINDOW_MS + HOUR_MS },
    ];
    expect(visibleAirings(airings, base)).toEqual([airings[2], airings[0]]);
  });

  it('places the now line inside the window only', () => {
    expect(nowOffsetPct(base + 90 * 60_000, base)).toBe(50);
    expect(nowOffsetPct(base - 1, base)).toBeNull();
    expect(nowOffsetPct(base + WINDOW_MS, base)).toBeNull();
  });

  it('keeps the window between the start of today and the end of 14 days of listings', () => {
    const { earliest, latest } = windowBounds(base);
    expect(earliest).toBe(dayStart(base));
    expect(clampWindowStart(earliest - HOUR_MS, base)).toBe(earliest);
    expect(clampWindowStart(base + 30 * 24 * HOUR_MS, base)).toBe(latest);
    expect(latest + WINDOW_MS).toBeLessThanOrEqual(earliest + 14 * 24 * HOUR_MS);
  });

  it('offers today and the next 13 days, and jumps keep the time of day', () => {
    const days = guideDays(base);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe(dayStart(base));
    const target = jumpToDay(days[3]!, base, base);
    expect(new Date(target).getDate()).toBe(new Date(days[3]!).getDate());
    expect(new Date(target).getHours()).toBe(19);
  });

  it('finds the airing on at a time in another row, or the nearest one', () => {
    const row = [
      { start: base, end: base + HOUR_MS },
      { start: base + HOUR_MS, end: base + 2 * HOUR_MS },
    ];
    expect(airingIndexAt(row, base + 70 * 60_000)).toBe(1);
    expect(airingIndexAt(row, base + 5 * HOUR_MS)).toBe(1);
    expect(airingIndexAt([], base)).toBe(-1);
  });
});
