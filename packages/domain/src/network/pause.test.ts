import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../time.ts';
import { checkPause, pauseIsOver, pauseState } from './index.ts';

const now = Date.UTC(2026, 10, 20, 15, 0);

describe('the field a refused pause names, and its message', () => {
  it('a time that has passed: the until time', () => {
    expect(checkPause({ mode: 'until', until: now - 1 }, now)).toEqual([
      { path: 'until', code: 'pauseUntilPast', message: 'Choose a time that has not passed yet.' },
    ]);
  });

  it('a time more than 14 days ahead: the until time', () => {
    expect(checkPause({ mode: 'until', until: Date.UTC(2026, 11, 5) }, now)).toEqual([
      { path: 'until', code: 'timeBlockTooFarAhead', message: 'Time blocks can be set up to 14 days ahead.' },
    ]);
  });

  it('a day that is not YYYY-MM-DD: the day', () => {
    expect(
      checkPause({ mode: 'schedule', block: { day: '2026-11-3', startMinutes: 0, endMinutes: 60 } }, now),
    ).toEqual([{ path: 'block.day', code: 'timeBlockDay', message: 'Enter the day as YYYY-MM-DD.' }]);
  });

  it('a day that has passed: the day', () => {
    expect(
      checkPause({ mode: 'schedule', block: { day: '2026-11-19', startMinutes: 0, endMinutes: 60 } }, now),
    ).toEqual([
      {
        path: 'block.day',
        code: 'timeBlockInThePast',
        message: 'Time blocks cannot be set for a day that has passed.',
      },
    ]);
  });

  it('a block that ends before it starts: the end', () => {
    expect(
      checkPause({ mode: 'schedule', block: { day: '2026-11-21', startMinutes: 61, endMinutes: 60 } }, now),
    ).toEqual([
      { path: 'block.endMinutes', code: 'timeBlockOrder', message: 'A time block must end after it starts.' },
    ]);
  });
});

describe('a block ends at midnight at the latest', () => {
  it('takes an end at minute 1440 and refuses 1441', () => {
    const block = { day: '2026-11-21', startMinutes: 1380, endMinutes: 1440 };
    expect(checkPause({ mode: 'schedule', block }, now)).toEqual([]);
    expect(
      checkPause({ mode: 'schedule', block: { ...block, endMinutes: 1441 } }, now).map((i) => i.code),
    ).toEqual(['timeBlockOrder']);
  });
});

describe('a scheduled pause without its block', () => {
  const p = { mode: 'schedule' as const, until: null, block: null };

  it('holds nothing and has no end', () => {
    expect(pauseState(p, now)).toEqual({ active: false, resumesAt: null });
  });

  it('is never over', () => {
    expect(pauseIsOver(p, now)).toBe(false);
    expect(pauseIsOver(p, now + 30 * 24 * HOUR_MS)).toBe(false);
  });
});

describe('a pause from now', () => {
  it('is never over until it is resumed', () => {
    expect(pauseIsOver({ mode: 'now', until: null, block: null }, now)).toBe(false);
  });
});
