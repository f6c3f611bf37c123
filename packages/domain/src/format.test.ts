import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMinutesOfDay,
  formatMoney,
  formatShortDay,
  formatTime,
  formatWhen,
  localeOf,
  plural,
  pluralCategory,
  truncateWords,
  type DateStyleName,
} from './format.ts';
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
});
