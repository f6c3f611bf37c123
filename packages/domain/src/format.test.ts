import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayWindow,
  formatMinutesOfDay,
  formatMoney,
  formatMoneyChange,
  formatShortDay,
  formatTime,
  formatWhen,
  localeOf,
  plural,
  pluralCategory,
  truncateWords,
  type DateStyleName,
} from './format.ts';
import type * as Format from './format.ts';
import { APPOINTMENT_NAME_MAX, APPOINTMENT_NAME_MAX_PHONE } from './appointments/constants.ts';
import { TITLE_TRUNCATE_LENGTH, TITLE_TRUNCATE_LENGTH_MOBILE } from './vod/vod-constants.ts';

/** Intl puts narrow and no-break spaces around "PM" and "US$"; the tables are easier to read with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
// Tuesday 24 November 2026, 20:05 UTC.
const AT = Date.UTC(2026, 10, 24, 20, 5);
const UTC = { timeZone: 'UTC' };

describe('localeOf', () => {
  it.each([
    ['en', 'en-US'],
    ['es', 'es-US'],
    ['es-MX', 'es-US'],
    ['fr', 'en-US'],
  ])('%s -> %s', (lang, locale) => expect(localeOf(lang)).toBe(locale));
});

describe('one style per kind of date, in both languages', () => {
  it.each<[DateStyleName, string, string]>([
    ['date', 'November 24, 2026', '24 de noviembre de 2026'],
    ['dateTime', 'November 24, 2026 at 8:05 PM', '24 de noviembre de 2026 a las 8:05 p.m.'],
    ['time', '8:05 PM', '8:05 p.m.'],
    ['shortDay', 'Tue, Nov 24', 'mar, 24 de nov'],
    ['shortDayTime', 'Tue, Nov 24, 8:05 PM', 'mar, 24 de nov, 8:05 p.m.'],
    ['dayHeading', 'Tuesday, November 24', 'martes, 24 de noviembre'],
    ['month', 'November 2026', 'noviembre de 2026'],
    ['weekday', 'Tue', 'mar'],
    ['weekdayLong', 'Tuesday', 'martes'],
  ])('%s: %j / %j', (style, en, es) => {
    expect(plain(formatWhen(AT, 'en-US', style, UTC))).toBe(en);
    expect(plain(formatWhen(AT, 'es-US', style, UTC))).toBe(es);
  });

  it('the named helpers are those styles', () => {
    expect(formatDate(AT, 'en-US', UTC)).toBe(formatWhen(AT, 'en-US', 'date', UTC));
    expect(formatDateTime(AT, 'es-US', UTC)).toBe(formatWhen(AT, 'es-US', 'dateTime', UTC));
    expect(formatTime(AT, 'en-US', UTC)).toBe(formatWhen(AT, 'en-US', 'time', UTC));
    expect(formatShortDay(AT, 'es-US', UTC)).toBe(formatWhen(AT, 'es-US', 'shortDay', UTC));
  });

  it('reads a bare YYYY-MM-DD as that calendar day in any zone', () => {
    expect(formatDate('2026-11-24', 'en-US', { timeZone: 'America/Los_Angeles' })).toBe('November 24, 2026');
    expect(formatDate('2026-01-01', 'es-US', { timeZone: 'Pacific/Honolulu' })).toBe('1 de enero de 2026');
  });

  it('reads an ISO instant in the zone asked for', () => {
    expect(plain(formatTime('2026-11-24T20:05:00Z', 'en-US', { timeZone: 'America/New_York' }))).toBe(
      '3:05 PM',
    );
  });

  it('gives back text that is not a date as it came', () => {
    expect(formatDate('soon', 'en-US')).toBe('soon');
    expect(formatDate(Number.NaN, 'en-US')).toBe('');
  });

  it('reads only a whole YYYY-MM-DD as a calendar day', () => {
    expect(formatDate('x2026-11-24', 'en-US', UTC)).toBe('x2026-11-24');
  });
});

describe("in a viewer's zone west of Greenwich", () => {
  let viewer: typeof Format;
  beforeAll(async () => {
    const Local = Intl.DateTimeFormat;
    // A browser in Los Angeles: what is formatted without a zone is read there.
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locales, options) {
      return new Local(locales, { timeZone: 'America/Los_Angeles', ...options });
    });
    // A fresh module, so that nothing formatted in another zone before is reused.
    vi.resetModules();
    viewer = await import('./format.ts');
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it("reads an instant in the viewer's own zone when none is named", () => {
    expect(plain(viewer.formatTime(AT, 'en-US'))).toBe('12:05 PM');
  });

  it('keeps a bare YYYY-MM-DD on its own day, from its midnight', () => {
    expect(plain(viewer.formatDateTime('2026-11-24', 'en-US'))).toBe('November 24, 2026 at 12:00 AM');
  });

  it('shows minutes after midnight as that time of day, whatever the zone', () => {
    expect(plain(viewer.formatMinutesOfDay(480, 'en-US'))).toBe('8:00 AM');
    expect(plain(viewer.formatDayWindow('2026-11-23', 780, 840, 'es-US'))).toBe(
      'lunes, 23 de noviembre, 1:00 p.m. – 2:00 p.m.',
    );
  });
});

describe('formatMinutesOfDay', () => {
  it.each([
    [0, '12:00 AM', '12:00 a.m.'],
    [480, '8:00 AM', '8:00 a.m.'],
    [1425, '11:45 PM', '11:45 p.m.'],
    [1440 + 60, '1:00 AM', '1:00 a.m.'],
  ])('%i minutes -> %j / %j', (minutes, en, es) => {
    expect(plain(formatMinutesOfDay(minutes, 'en-US'))).toBe(en);
    expect(plain(formatMinutesOfDay(minutes, 'es-US'))).toBe(es);
  });
});

describe('formatDayWindow: a day and a window of minutes on it', () => {
  it.each([
    ['en-US', 'Monday, November 23, 1:00 PM – 2:00 PM'],
    ['es-US', 'lunes, 23 de noviembre, 1:00 p.m. – 2:00 p.m.'],
  ])('%s -> %j', (locale, text) => {
    expect(plain(formatDayWindow('2026-11-23', 780, 840, locale))).toBe(text);
  });
});

describe('formatMoney: cents as US dollars', () => {
  it.each([
    [0, '$0.00', '$0.00'],
    [5, '$0.05', '$0.05'],
    [14_287, '$142.87', '$142.87'],
    [123_450, '$1,234.50', '$1,234.50'],
    [-2_500, '-$25.00', '-$25.00'],
  ])('%i -> %j / %j', (cents, en, es) => {
    expect(plain(formatMoney(cents, 'en-US'))).toBe(en);
    expect(plain(formatMoney(cents, 'es-US'))).toBe(es);
  });
});

describe('formatMoneyChange: a change in cents, its sign always shown', () => {
  it.each([
    [2_000, '+$20.00', '+$20.00'],
    [-350, '-$3.50', '-$3.50'],
    [0, '$0.00', '$0.00'],
    [5, '+$0.05', '+$0.05'],
    [123_450, '+$1,234.50', '+$1,234.50'],
  ])('%i -> %j / %j', (cents, en, es) => {
    expect(plain(formatMoneyChange(cents, 'en-US'))).toBe(en);
    expect(plain(formatMoneyChange(cents, 'es-US'))).toBe(es);
  });
});

describe('plural through Intl.PluralRules', () => {
  const forms = { one: 'one', other: 'other' };
  it.each([
    ['en-US', 0, 'other'],
    ['en-US', 1, 'one'],
    ['en-US', 2, 'other'],
    ['en-US', 1.5, 'other'],
    ['es-US', 0, 'other'],
    ['es-US', 1, 'one'],
    ['es-US', 2, 'other'],
  ])('%s %d -> %s', (locale, n, form) => {
    expect(plural(locale, n, forms)).toBe(form);
    expect(pluralCategory(locale, n)).toBe(form);
  });

  it("gives Spanish millions their own 'many' category, which falls back to other", () => {
    expect(pluralCategory('es-US', 1_000_000)).toBe('many');
    expect(plural('es-US', 1_000_000, forms)).toBe('other');
  });

  it('falls back to other when a category has no form', () => {
    expect(plural('ar', 2, { one: 'one', other: 'other' })).toBe('other');
    expect(plural('ar', 2, { one: 'one', two: 'two', other: 'other' })).toBe('two');
  });
});

describe("truncateWords with the seeds' lengths", () => {
  it.each([
    // seed 001 §9 "Title truncation 23 (20 mobile)"
    ['The Extraordinarily Long Adventure', TITLE_TRUNCATE_LENGTH, 'The Extraordinarily…'],
    ['The Extraordinarily Long Adventure', TITLE_TRUNCATE_LENGTH_MOBILE, 'The Extraordinarily…'],
    ['Renovation Nation Weekend', TITLE_TRUNCATE_LENGTH_MOBILE, 'Renovation Nation…'],
    ['Renovation Nation Weekend', TITLE_TRUNCATE_LENGTH, 'Renovation Nation…'],
    ['Law & Order: Special Victims Unit', TITLE_TRUNCATE_LENGTH, 'Law & Order: Special…'],
    ['Law & Order: Special Victims Unit', TITLE_TRUNCATE_LENGTH_MOBILE, 'Law & Order…'],
    ['Exactly twenty-three ch', TITLE_TRUNCATE_LENGTH, 'Exactly twenty-three ch'],
    ['Twenty characters ok', TITLE_TRUNCATE_LENGTH_MOBILE, 'Twenty characters ok'],
    // seed 002 §5 appointment names at 23 (20 on mobile)
    ['Whole home wifi installation', APPOINTMENT_NAME_MAX, 'Whole home wifi…'],
    ['Whole home wifi installation', APPOINTMENT_NAME_MAX_PHONE, 'Whole home wifi…'],
    // seed 002 §9 "Truncation lengths 25, 20 and 8"
    ['Residential account in Brooklyn', 25, 'Residential account in…'],
    ['Nickname checking', 8, 'Nicknam…'],
    ['My card', 8, 'My card'],
    // one word longer than the room is the only thing cut inside a word
    ['Supercalifragilisticexpialidocious', TITLE_TRUNCATE_LENGTH_MOBILE, 'Supercalifragilisti…'],
    ['A Supercalifragilisticexpialidocious', TITLE_TRUNCATE_LENGTH_MOBILE, 'A Supercalifragilis…'],
    // accents and emoji count as one character and are never split
    ['Año nuevo en la montaña nevada', TITLE_TRUNCATE_LENGTH_MOBILE, 'Año nuevo en la…'],
  ])('%j at %i -> %j', (text, max, out) => {
    expect(truncateWords(text, max)).toBe(out);
    expect(Array.from(truncateWords(text, max)).length).toBeLessThanOrEqual(max);
  });

  it('never leaves punctuation before the ellipsis', () =>
    expect(truncateWords('Cooking, Baking, and Everything Else', 20)).toBe('Cooking, Baking…'));

  it('cuts inside the first word when only punctuation would fit before it', () =>
    expect(truncateWords('... Then', 6)).toBe('... T…'));

  it('keeps whole a word exactly as long as the room', () => expect(truncateWords('Up Next', 5)).toBe('Up…'));

  it('measures and gives back the text without the spaces around it', () => {
    expect(truncateWords('  Hello  ', 5)).toBe('Hello');
    expect(truncateWords(' My card ', 8)).toBe('My card');
  });

  it('has room only for the ellipsis at 1 and for nothing at 0', () => {
    expect(truncateWords('Nickname checking', 1)).toBe('…');
    expect(truncateWords('Nickname checking', 0)).toBe('');
  });
});
