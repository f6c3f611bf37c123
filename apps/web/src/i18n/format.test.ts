import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatCents,
  formatDateTime,
  formatDayAtMinutes,
  formatDayWindow,
  formatMinutes,
  formatMonth,
  formatNumber,
  formatShortDay,
  weekdayNames,
} from './format.ts';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/**
 * The same strings the server's statement text and appointment notices are tested against
 * (apps/server statement-text.test.ts, notices.test.ts): a day, an amount and a window read the
 * same on the page, in the PDF and in the e-mail.
 */
describe('the page writes days, money and windows as the PDF and notices do', () => {
  it.each([
    ['en-US', '2026-11-24', 'November 24, 2026', 123_450, '$1,234.50'],
    ['es-US', '2026-11-24', '24 de noviembre de 2026', 123_450, '$1,234.50'],
    ['en-US', '2026-01-01', 'January 1, 2026', -2_500, '-$25.00'],
    ['es-US', '2026-01-01', '1 de enero de 2026', 0, '$0.00'],
  ])('%s: %s reads %j, %i cents reads %j', (locale, day, dayText, cents, moneyText) => {
    expect(formatCalendarDate(day, locale)).toBe(dayText);
    expect(plain(formatCents(cents, locale))).toBe(moneyText);
  });

  it.each([
    ['en-US', 'Monday, November 23, 1:00 PM – 2:00 PM'],
    ['es-US', 'lunes, 23 de noviembre, 1:00 p.m. – 2:00 p.m.'],
  ])('%s: an arrival window reads %j', (locale, text) => {
    expect(plain(formatDayWindow('2026-11-23', 13 * 60, 14 * 60, locale))).toBe(text);
  });
});

describe('one style per kind of value, in both languages', () => {
  it.each([
    ['en-US', 'November 24, 2026 at 8:00 AM', 'Tue, Nov 24', 'November 2026', '8:00 AM'],
    ['es-US', '24 de noviembre de 2026 a las 8:00 a.m.', 'mar, 24 de nov', 'noviembre de 2026', '8:00 a.m.'],
  ])('%s', (locale, dayAt, shortDay, month, clock) => {
    expect(plain(formatDayAtMinutes('2026-11-24', 8 * 60, locale))).toBe(dayAt);
    expect(formatShortDay('2026-11-24', locale)).toBe(shortDay);
    expect(formatMonth('2026-11', locale)).toBe(month);
    expect(plain(formatMinutes(8 * 60, locale))).toBe(clock);
  });

  it('writes a date and time with the same date as a date alone', () => {
    const at = new Date(2026, 10, 24, 20, 5);
    expect(formatDateTime(at, 'en-US').startsWith(formatCalendarDate('2026-11-24', 'en-US'))).toBe(true);
    expect(formatDateTime(at, 'es-US').startsWith(formatCalendarDate('2026-11-24', 'es-US'))).toBe(true);
  });

  it('names the weekdays Sunday first', () => {
    expect(weekdayNames('en-US')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('es-US')[1]).toBe('lun');
  });

  it('groups digits as the language does', () => {
    expect(formatNumber(1234, 'en-US')).toBe('1,234');
    expect(formatNumber(2.5, 'es-US')).toBe('2.5');
  });

  it('gives back a date it cannot read as it came', () => {
    expect(formatCalendarDate('later', 'en-US')).toBe('later');
    expect(formatDayAtMinutes('later', 60, 'en-US')).toBe('later');
  });
});
