import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, STATEMENT_TEXT } from './statement-text.ts';

// The statement PDF writes days and amounts as the bill page does (apps/web i18n/format.test.ts
// checks the same strings there).
describe('statement text uses the shared formats', () => {
  it.each([
    ['en', '2026-11-24', 'November 24, 2026', 123_450, '$1,234.50'],
    ['es', '2026-11-24', '24 de noviembre de 2026', 123_450, '$1,234.50'],
    ['en', '2026-01-01', 'January 1, 2026', -2_500, '-$25.00'],
    ['es', '2026-01-01', '1 de enero de 2026', 0, '$0.00'],
  ] as const)('%s: %s reads %j, %i cents reads %j', (lang, day, dayText, cents, moneyText) => {
    const { locale } = STATEMENT_TEXT[lang];
    expect(formatDay(day, locale)).toBe(dayText);
    expect(formatMoney(cents, locale).replace(/\u00a0/g, ' ')).toBe(moneyText);
  });
});
