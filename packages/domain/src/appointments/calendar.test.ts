import { describe, expect, it } from 'vitest';
import { bookingWindow, isBookableDay, monthOf, scheduleInfoRange } from './calendar.ts';

describe('the booking window (seed 002 §9)', () => {
  const today = '2026-11-20';

  it('takes today, the first day of the window', () => {
    expect(isBookableDay('2026-11-20', today)).toBe(true);
    expect(isBookableDay('2026-11-21', today)).toBe(true);
  });

  it('runs across a year end', () => {
    expect(bookingWindow('2026-12-15')).toEqual({ first: '2026-12-15', last: '2027-01-14' });
    expect(scheduleInfoRange('2026-12-31')).toEqual({ startDate: '2027-01-01', durationDayCount: 30 });
  });
});

describe('monthOf', () => {
  it.each([
    ['2026-11-20', '2026-11'],
    ['2027-01-01', '2027-01'],
  ])('puts %s in %s', (day, month) => {
    expect(monthOf(day)).toBe(month);
  });
});
