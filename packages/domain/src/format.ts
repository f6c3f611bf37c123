/**
 * One way to write each kind of value per language, shared by the web app, the statement PDF and
 * the mail and text notices, so a date or an amount reads the same wherever a person meets it.
 * Pure: only `Intl`, no DOM or Node APIs.
 */

/** The portal's two languages as BCP 47 tags: United States customers in English and Spanish. */
export type FormatLocale = 'en-US' | 'es-US';

/** The `Intl` locale for a page or message language ('es' -> 'es-US', anything else -> 'en-US'). */
export function localeOf(language: string): FormatLocale {
  return language === 'es' || language.startsWith('es-') ? 'es-US' : 'en-US';
}

/** Where an instant is read: the viewer's own zone unless a caller names one (the server says 'UTC'). */
export interface ZoneOption {
  timeZone?: string;
}

const STYLES = {
  /** 'November 24, 2026' · '24 de noviembre de 2026' */
  date: { dateStyle: 'long' },
  /** 'November 24, 2026 at 8:00 PM' · '24 de noviembre de 2026, 8:00 p.m.' */
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** '8:00 PM' · '8:00 p.m.' */
  time: { timeStyle: 'short' },
  /** 'Tue, Nov 24' · 'mar, 24 nov' */
  shortDay: { weekday: 'short', month: 'short', day: 'numeric' },
  /** 'Tue, Nov 24, 8:00 PM': a short day with its time, for airings and recordings */
  shortDayTime: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 'Tuesday, November 24': a day as a heading (the guide's day, an appointment's day) */
  dayHeading: { weekday: 'long', month: 'long', day: 'numeric' },
  /** 'November 2026': a calendar's month */
  month: { month: 'long', year: 'numeric' },
  /** 'Nov' · 'nov': a month under a chart's bar */
  shortMonth: { month: 'short' },
  /** 'Tue': a calendar's column */
  weekday: { weekday: 'short' },
  /** 'Tuesday': a weekday in a sentence ("every Tuesday") */
  weekdayLong: { weekday: 'long' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyleName = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: DateStyleName, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...STYLES[style], ...(timeZone ? { timeZone } : {}) });
    formatters.set(key, f);
  }
  return f;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A moment to format and the zone to read it in. A bare YYYY-MM-DD is a calendar day, not an
 * instant, so it is read in UTC whatever the caller's zone, or it would slip a day west of
 * Greenwich. Text that is not a date gives null.
 */
function momentOf(
  value: Date | number | string,
  zone: string | undefined,
): { at: Date; zone?: string } | null {
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) {
      return { at: new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))), zone: 'UTC' };
    }
  }
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? null : { at, zone };
}

/** A date, date+time, time or day in one of the named styles; unparseable text is given back as is. */
export function formatWhen(
  value: Date | number | string,
  locale: string,
  style: DateStyleName,
  options: ZoneOption = {},
): string {
  const moment = momentOf(value, options.timeZone);
  if (!moment) return typeof value === 'string' ? value : '';
  return formatter(locale, style, moment.zone).format(moment.at);
}

/** 'November 24, 2026': a due date, a statement date, a payment date. */
export function formatDate(value: Date | number | string, locale: string, options: ZoneOption = {}): string {
  return formatWhen(value, locale, 'date', options);
}

/** 'November 24, 2026 at 8:00 PM': when something happened or will. */
export function formatDateTime(
  value: Date | number | string,
  locale: string,
  options: ZoneOption = {},
): string {
  return formatWhen(value, locale, 'dateTime', options);
}

/** '8:00 PM': a time of day. */
export function formatTime(value: Date | number | string, locale: string, options: ZoneOption = {}): string {
  return formatWhen(value, locale, 'time', options);
}

/** 'Tue, Nov 24': a day where there is little room. */
export function formatShortDay(
  value: Date | number | string,
  locale: string,
  options: ZoneOption = {},
): string {
  return formatWhen(value, locale, 'shortDay', options);
}

/** '8:00 AM' for minutes after midnight (appointment slots, box settings), whatever the zone. */
export function formatMinutesOfDay(minutes: number, locale: string): string {
  const wrapped = ((minutes % 1440) + 1440) % 1440;
  return formatTime(Date.UTC(1970, 0, 1) + wrapped * 60_000, locale, { timeZone: 'UTC' });
}

/**
 * 'Monday, November 23, 1:00 PM – 2:00 PM': a calendar day and a window on it in minutes after
 * midnight (an appointment's arrival window), the same on the page and in the notice about it.
 */
export function formatDayWindow(day: string, fromMinutes: number, toMinutes: number, locale: string): string {
  const heading = formatWhen(day, locale, 'dayHeading');
  return `${heading}, ${formatMinutesOfDay(fromMinutes, locale)} – ${formatMinutesOfDay(toMinutes, locale)}`;
}

const money = new Map<string, Intl.NumberFormat>();

/** Integer cents as US dollars: '$1,234.50' · '1234,50 US$' as each language writes them. */
export function formatMoney(cents: number, locale: string): string {
  let f = money.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    money.set(locale, f);
  }
  return f.format(cents / 100);
}

const moneyChange = new Map<string, Intl.NumberFormat>();

/** A change of an amount in cents, its sign always shown: '+$20.00', '-$3.50', '$0.00'. */
export function formatMoneyChange(cents: number, locale: string): string {
  let f = moneyChange.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', signDisplay: 'exceptZero' });
    moneyChange.set(locale, f);
  }
  return f.format(cents / 100);
}

/** The forms of a word or message that changes with a count. */
export interface PluralForms<T> {
  one: T;
  other: T;
  /** Languages with more categories (not English or Spanish) fall back to `other` when absent. */
  zero?: T;
  two?: T;
  few?: T;
  many?: T;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form `Intl.PluralRules` picks for `n` in the language: plural('es-US', 1, {one, other}) -> one. */
export function plural<T>(locale: string, n: number, forms: PluralForms<T>): T {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return forms[rules.select(n)] ?? forms.other;
}

/** The category `Intl.PluralRules` gives `n` ('one', 'other', ...), for catalogues keyed by it. */
export function pluralCategory(locale: string, n: number): Intl.LDMLPluralRule {
  return plural(locale, n, {
    zero: 'zero',
    one: 'one',
    two: 'two',
    few: 'few',
    many: 'many',
    other: 'other',
  } as const);
}

const ELLIPSIS = '…';
/** Characters a cut line should not end on before its ellipsis. */
const TRAILING = /[\s,.;:\-–—/|(]+$/u;

/**
 * `text` in at most `max` characters (the ellipsis counted), cut at the last space that fits, so
 * a title never breaks mid-word ("Renovation Nation Weekend" at 20 -> "Renovation Nation…"). Only a
 * word longer than the whole room is cut inside, since no boundary could keep it. Characters are
 * code points, so an accent or an emoji is never split.
 */
export function truncateWords(text: string, max: number): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return text.trim();
  if (max <= 1) return ELLIPSIS.slice(0, Math.max(0, max));
  const room = max - 1;
  const isSpace = (c: string | undefined) => c !== undefined && /\s/u.test(c);
  // The word the cut falls in: where it starts and where it would end.
  let start = room;
  while (start > 0 && !isSpace(chars[start - 1])) start--;
  let end = room;
  while (end < chars.length && !isSpace(chars[end])) end++;
  // A word ending right at the edge is whole; one longer than the room can only be cut inside.
  const cut = end === room || end - start > room ? room : start;
  const kept = chars.slice(0, cut).join('').replace(TRAILING, '');
  return (kept || chars.slice(0, room).join('')) + ELLIPSIS;
}
