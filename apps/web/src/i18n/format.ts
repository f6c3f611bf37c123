/**
 * The one place the web app writes dates, times and money. Each kind of value has one style per
 * language, shared with the server's statement PDF and notices through `@coax/domain`
 * (format.ts), so a due date reads the same on the page, in the PDF and in the e-mail; an account
 * number is always the domain's `displayAccountNumber`. Money arrives as integer cents (ARCHITECTURE: money is integer cents). Instants are
 * shown in the viewer's time zone; a bare YYYY-MM-DD is a calendar day and never shifts.
 */
import {
  formatDate,
  formatDayWindow as formatDomainDayWindow,
  formatDateTime as formatDomainDateTime,
  formatMinutesOfDay,
  formatMoney,
  formatTime,
  formatWhen,
} from '@coax/domain';

type When = Date | number | string;

/** '$1,234.50' */
export function formatCents(cents: number, locale: string): string {
  return formatMoney(cents, locale);
}

/** 'November 24, 2026 at 8:05 PM' */
export function formatDateTime(when: When, locale: string): string {
  return formatDomainDateTime(when, locale);
}

/** A time today is shown as a clock time; a later day also names the date. */
export function formatTimeOrDateTime(when: Date, locale: string, now: Date = new Date()): string {
  return when.toDateString() === now.toDateString() ? formatTime(when, locale) : formatDateTime(when, locale);
}

/**
 * 'November 24, 2026': a calendar date such as a due date. A bare YYYY-MM-DD is a date, not an
 * instant, so it does not slip a day west of Greenwich. Unparseable text is shown as given.
 */
export function formatCalendarDate(value: string, locale: string): string {
  return formatDate(value, locale);
}

/** '8:05 PM' */
export function formatClock(when: When, locale: string): string {
  return formatTime(when, locale);
}

/** 'Tue, Nov 24': a day where there is little room (a day menu, a calendar header). */
export function formatShortDay(when: When, locale: string, timeZone?: string): string {
  return formatWhen(when, locale, 'shortDay', { timeZone });
}

/** 'Tue, Nov 24, 8:05 PM': an airing or a recording. */
export function formatShortDayTime(when: When, locale: string): string {
  return formatWhen(when, locale, 'shortDayTime');
}

/** 'Tuesday, November 24': a day as a heading. */
export function formatDayHeading(when: When, locale: string, timeZone?: string): string {
  return formatWhen(when, locale, 'dayHeading', { timeZone });
}

/** 'Tuesday': a weekday in a sentence. */
export function formatWeekday(when: When, locale: string): string {
  return formatWhen(when, locale, 'weekdayLong');
}

/** 'November 2026': a calendar's month; `month` is YYYY-MM. */
export function formatMonth(month: string, locale: string): string {
  return formatWhen(`${month}-01`, locale, 'month');
}

/** 'Nov': a day's month where there is little room (under a chart's bar); `day` is YYYY-MM-DD. */
export function formatShortMonth(day: string, locale: string): string {
  return formatWhen(day, locale, 'shortMonth');
}

/** Short weekday names, Sunday first, for a calendar's columns. */
export function weekdayNames(locale: string): string[] {
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) =>
    formatWhen(Date.UTC(2026, 10, 1 + i), locale, 'weekday', { timeZone: 'UTC' }),
  );
}

/** '8:00 AM' for minutes after midnight (an appointment window, a box-settings block). */
export function formatMinutes(minutes: number, locale: string): string {
  return formatMinutesOfDay(minutes, locale);
}

/** 'Monday, November 23, 1:00 PM – 2:00 PM': a day and an arrival window in minutes after midnight. */
export function formatDayWindow(day: string, fromMinutes: number, toMinutes: number, locale: string): string {
  return formatDomainDayWindow(day, fromMinutes, toMinutes, locale);
}

/** 'November 23, 2026 at 8:00 AM' for a calendar day and minutes after midnight (an appointment slot). */
export function formatDayAtMinutes(day: string, minutes: number, locale: string): string {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight)) return day;
  return formatDomainDateTime(midnight + minutes * 60_000, locale, { timeZone: 'UTC' });
}

const numbers = new Map<string, Intl.NumberFormat>();

/** A count or a measure as the language groups digits: '1,234', '2.5'. */
export function formatNumber(n: number, locale: string): string {
  let f = numbers.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale);
    numbers.set(locale, f);
  }
  return f.format(n);
}
