/** Locale-aware formatting. Money arrives as integer cents (ARCHITECTURE: money is integer cents). */

export function formatCents(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

export function formatDateTime(when: Date | number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(when);
}

/** A time today is shown as a clock time; a later day also names the date. */
export function formatTimeOrDateTime(when: Date, locale: string, now: Date = new Date()): string {
  const sameDay = when.toDateString() === now.toDateString();
  return sameDay
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(when)
    : formatDateTime(when, locale);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date such as a due date. A bare YYYY-MM-DD is a date, not an instant, so it is shown
 * in UTC to stop it slipping a day west of Greenwich. Unparseable text is shown as given.
 */
export function formatCalendarDate(value: string, locale: string): string {
  const match = DATE_ONLY.exec(value);
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', ...(match ? { timeZone: 'UTC' } : {}) }).format(
    date,
  );
}
