/** Clock time in the visitor's language: "7:30 PM", "19:30". */
export function formatClock(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(ms));
}

/** A day in the visitor's language: "Saturday, November 21". */
export function formatDay(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(ms),
  );
}

/** A short day for the day menu: "Sat, Nov 21". */
export function formatShortDay(ms: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric' }).format(
    new Date(ms),
  );
}
