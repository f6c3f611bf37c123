import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  daysInMonth,
  parseDateInput,
  sanitizeDateInput,
  type CalendarDate,
} from './date-input.ts';

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
const today = d(2026, 3, 15);
const range = { start: d(2026, 1, 1), end: d(2027, 12, 31), today };

describe('sanitizeDateInput (seed 000 §5: only digits, slash, space)', () => {
  it.each([
    ['03/15/2026', '03/15/2026'],
    ['03 / 15 / 2026', '03 / 15 / 2026'],
    ['03-15-2026', '03152026'],
    ['Mar 15', ' 15'],
  ])('"%s" -> "%s"', (raw, kept) => {
    expect(sanitizeDateInput(raw)).toBe(kept);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2024, 2, 29],
    [2026, 2, 28],
    [1900, 2, 28],
    [2000, 2, 29],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i -> %i', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('daysBetween', () => {
  it.each([
    [d(2026, 3, 15), d(2026, 3, 29), 14],
    [d(2026, 2, 27), d(2026, 3, 1), 2],
    [d(2026, 12, 31), d(2027, 1, 1), 1],
    [d(2026, 3, 15), d(2026, 3, 14), -1],
  ])('%o -> %o is %i days', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });
});

describe('parseDateInput (seed 000 §5)', () => {
  it.each([
    { value: '03/15/2026', expected: { valid: true, date: d(2026, 3, 15) } },
    { value: '3/5/2026', expected: { valid: true, date: d(2026, 3, 5) } },
    { value: ' 03 / 15 / 2026 ', expected: { valid: true, date: d(2026, 3, 15) } },
    // Two-digit years take the current century.
    { value: '03/15/26', expected: { valid: true, date: d(2026, 3, 15) } },
    { value: '12/30/27', expected: { valid: true, date: d(2027, 12, 30) } },
    { value: '02/29/2024', expected: { valid: false, error: 'outOfRange' } },
    { value: '03-15-2026', expected: { valid: false, error: 'characters' } },
    { value: 'March 15', expected: { valid: false, error: 'characters' } },
    { value: '03/15', expected: { valid: false, error: 'format' } },
    { value: '03/15/2026/1', expected: { valid: false, error: 'format' } },
    { value: '03//2026', expected: { valid: false, error: 'format' } },
    { value: '03/15/202', expected: { valid: false, error: 'format' } },
    { value: '003/15/2026', expected: { valid: false, error: 'format' } },
    { value: '03/1 5/2026', expected: { valid: false, error: 'format' } },
    // A real calendar date.
    { value: '02/29/2026', expected: { valid: false, error: 'notADate' } },
    { value: '02/29/2027', expected: { valid: false, error: 'notADate' } },
    { value: '04/31/2026', expected: { valid: false, error: 'notADate' } },
    { value: '13/01/2026', expected: { valid: false, error: 'notADate' } },
    { value: '00/10/2026', expected: { valid: false, error: 'notADate' } },
    { value: '01/00/2026', expected: { valid: false, error: 'notADate' } },
    // Strictly after the start and strictly before the end.
    { value: '01/01/2026', expected: { valid: false, error: 'outOfRange' } },
    { value: '01/02/2026', expected: { valid: true, date: d(2026, 1, 2) } },
    { value: '12/30/2027', expected: { valid: true, date: d(2027, 12, 30) } },
    { value: '12/31/2027', expected: { valid: false, error: 'outOfRange' } },
    { value: '12/31/2025', expected: { valid: false, error: 'outOfRange' } },
  ])('"$value"', ({ value, expected }) => {
    expect(parseDateInput(value, range)).toEqual(expected);
  });

  it('takes the century from the today it is given, not from a clock', () => {
    const longAgo = { start: d(1990, 1, 1), end: d(2000, 1, 1), today: d(1995, 6, 1) };
    expect(parseDateInput('07/04/96', longAgo)).toEqual({ valid: true, date: d(1996, 7, 4) });
  });
});
