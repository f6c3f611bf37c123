/**
 * Typed date fields of seed 000 §5: month/day/year with only digits, slashes and spaces; a
 * real calendar date strictly between a start and an end date. Dates are plain calendar days
 * (no time, no time zone), and "today" is always passed in, never read from a clock.
 */
import { DAY_MS } from '../time.ts';

/** A calendar day; month 1-12, day 1-31. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Why a typed date was refused: characters other than digits, slash or space; not three parts; no such day; outside the range. */
export type DateInputError = 'characters' | 'format' | 'notADate' | 'outOfRange';

export type DateInputResult = { valid: true; date: CalendarDate } | { valid: false; error: DateInputError };

const YEARS_PER_CENTURY = 100;
const MONTHS_PER_YEAR = 12;

/** Removes everything but digits, slashes and spaces, as the field does while typing. */
export function sanitizeDateInput(raw: string): string {
  return raw.replace(/[^\d/ ]/g, '');
}

/** Gregorian leap years: every fourth year, except centuries not divisible by 400. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days in a month of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  // Date.UTC is plain arithmetic on the proleptic calendar: no clock, no local time zone.
  const utc = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day);
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/**
 * Seed 000 §5: two-digit years take the current century, so with today in 2026 "27" is 2027
 * and "99" is 2099. Four-digit years stand as typed; other lengths are not years.
 */
function expandYear(part: string, today: CalendarDate): number | undefined {
  if (part.length === 4) return Number(part);
  if (part.length === 2) return today.year - (today.year % YEARS_PER_CENTURY) + Number(part);
  return undefined;
}

/**
 * Parses "MM/DD/YYYY" (or "M/D/YY", with spaces around the parts allowed) and accepts it only
 * when it names a real day strictly after `start` and strictly before `end`.
 */
export function parseDateInput(
  value: string,
  range: { start: CalendarDate; end: CalendarDate; today: CalendarDate },
): DateInputResult {
  if (sanitizeDateInput(value) !== value) return { valid: false, error: 'characters' };
  const parts = value.split('/').map((part) => part.trim());
  if (parts.length !== 3 || parts.some((part) => !/^\d{1,4}$/.test(part))) {
    return { valid: false, error: 'format' };
  }
  const [monthPart = '', dayPart = '', yearPart = ''] = parts;
  if (monthPart.length > 2 || dayPart.length > 2) return { valid: false, error: 'format' };
  const year = expandYear(yearPart, range.today);
  if (year === undefined) return { valid: false, error: 'format' };
  const date: CalendarDate = { year, month: Number(monthPart), day: Number(dayPart) };
  if (
    date.month < 1 ||
    date.month > MONTHS_PER_YEAR ||
    date.day < 1 ||
    date.day > daysInMonth(year, date.month)
  ) {
    return { valid: false, error: 'notADate' };
  }
  if (compareCalendarDates(date, range.start) <= 0 || compareCalendarDates(date, range.end) >= 0) {
    return { valid: false, error: 'outOfRange' };
  }
  return { valid: true, date };
}
