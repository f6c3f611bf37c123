import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkPayDate,
  checkRescheduleDate,
  daysFrom,
  formatPaymentDateInput,
  isIsoDay,
  latestScheduleDate,
  parsePaymentDate,
  PaymentDateMessages,
  resolvePayDate,
} from './payment-date.ts';

const today = '2026-11-20';

describe("resolvePayDate (seed 002 §4: 'now' or on/before the system date pays immediately)", () => {
  it.each([
    ['now', true, today],
    [today, true, today],
    ['2026-11-19', true, today],
    ['2025-01-01', true, today],
    ['2026-11-21', false, '2026-11-21'],
    ['2027-06-01', false, '2027-06-01'],
  ])('%s -> immediate %s on %s', (payDate, immediate, date) => {
    expect(resolvePayDate(payDate, today)).toEqual({ immediate, date });
  });
});

describe('checkPayDate: a real day, at most a year ahead', () => {
  it.each([
    ['now', true],
    [today, true],
    ['2026-11-01', true],
    [latestScheduleDate(today), true],
    [addDays(latestScheduleDate(today), 1), false],
    ['2026-02-30', false],
    ['11/21/2026', false],
  ])('%s -> %s', (payDate, ok) => {
    expect(checkPayDate(payDate, today).ok).toBe(ok);
  });

  it('says which rule failed', () => {
    expect(checkPayDate('2028-01-01', today)).toMatchObject({
      code: 'tooLate',
      message: PaymentDateMessages.tooLate,
    });
    expect(checkPayDate('2026-13-01', today)).toMatchObject({ code: 'format' });
  });

  it('keeps a rescheduled payment in the future', () => {
    expect(checkRescheduleDate('2026-11-21', today).ok).toBe(true);
    expect(checkRescheduleDate(today, today)).toMatchObject({ code: 'notFuture' });
    expect(checkRescheduleDate('now', today).ok).toBe(false);
  });
});

describe('parsePaymentDate (seed 002 §5: m/d/yy or yyyy, two-digit year in the current century)', () => {
  it.each([
    ['12/5/26', '2026-12-05'],
    ['1/2/2027', '2027-01-02'],
    ['01/02/27', '2027-01-02'],
    ['2/29/28', '2028-02-29'],
    ['12/31/99', '2099-12-31'],
    [' 3/4/2026 ', '2026-03-04'],
  ])('"%s" -> %s', (text, iso) => {
    expect(parsePaymentDate(text, today)).toBe(iso);
  });

  it.each(['2/29/27', '13/1/26', '0/1/26', '1/32/26', '1/1/226', '1-1-26', '2026-01-01', '', '1/1'])(
    'refuses "%s"',
    (text) => {
      expect(parsePaymentDate(text, today)).toBeNull();
    },
  );
});

describe('day arithmetic', () => {
  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysFrom('2026-11-20', '2026-11-24')).toBe(4);
    expect(latestScheduleDate('2026-11-20')).toBe('2027-11-20');
  });

  it('knows a real day and shows it as mm/dd/yyyy', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(formatPaymentDateInput('2026-03-04')).toBe('03/04/2026');
  });
});

describe('pay dates: only a whole YYYY-MM-DD, and the words of the error', () => {
  it.each(['x2026-11-21', '2026-11-21x', '12026-11-21', '2026-11-211', ' 2026-11-21'])(
    '%j is not a day',
    (payDate) =>
      expect(checkPayDate(payDate, today)).toStrictEqual({
        ok: false,
        code: 'format',
        message: 'Please enter a date as mm/dd/yyyy.',
      }),
  );

  it('words a malformed new date for a scheduled payment the same way', () =>
    expect(checkRescheduleDate('2026-02-30', today)).toStrictEqual({
      ok: false,
      code: 'format',
      message: 'Please enter a date as mm/dd/yyyy.',
    }));
});
