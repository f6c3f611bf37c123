import { describe, expect, it } from 'vitest';
import { isMonth, monthWeeks, shiftMonth } from './month.ts';

describe('calendar months', () => {
  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2027-01', -1, '2026-12'],
    ['2026-11', -12, '2025-11'],
  ])('%s shifted by %i is %s', (from, n, to) => {
    expect(shiftMonth(from, n)).toBe(to);
  });

  it('lays November 2026 out from Sunday the 1st, in five weeks', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
  });

  it('starts February 2027 on a Monday', () => {
    expect(monthWeeks('2027-02')[0]).toEqual([
      null,
      '2027-02-01',
      '2027-02-02',
      '2027-02-03',
      '2027-02-04',
      '2027-02-05',
      '2027-02-06',
    ]);
  });

  it.each([
    ['2026-11', true],
    ['2026-13', false],
    ['26-11', false],
    [null, false],
  ])('%s is a month: %s', (s, ok) => {
    expect(isMonth(s)).toBe(ok);
  });
});
