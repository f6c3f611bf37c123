import { describe, expect, it } from 'vitest';
import {
  addMonths,
  AUTOPAY_DAY_OF_MONTH_OPTIONS,
  AUTOPAY_DAYS_BEFORE_OPTIONS,
  autopayCardExpiresBy,
  autopayChargeCents,
  autopayRunDate,
  autopayRunsToday,
  cardStatusOn,
  checkAutopayAmount,
  checkAutopaySchedule,
  nextAutopayRun,
  ordinalDay,
  upcomingAutopayRuns,
} from './autopay.ts';

describe('options (seed 002 §5, §9: days-before 1 to 5, day-of-month 1 to 31)', () => {
  it('offers exactly those choices', () => {
    expect(AUTOPAY_DAYS_BEFORE_OPTIONS).toEqual([1, 2, 3, 4, 5]);
    expect(AUTOPAY_DAY_OF_MONTH_OPTIONS).toHaveLength(31);
    expect(AUTOPAY_DAY_OF_MONTH_OPTIONS[0]).toBe(1);
    expect(AUTOPAY_DAY_OF_MONTH_OPTIONS[30]).toBe(31);
  });

  it.each([
    [{ dateType: 'days_before', daysInAdvance: 1 } as const, true],
    [{ dateType: 'days_before', daysInAdvance: 5 } as const, true],
    [{ dateType: 'days_before', daysInAdvance: 0 } as const, false],
    [{ dateType: 'days_before', daysInAdvance: 6 } as const, false],
    [{ dateType: 'day_of_month', dayOfMonth: 1 } as const, true],
    [{ dateType: 'day_of_month', dayOfMonth: 31 } as const, true],
    [{ dateType: 'day_of_month', dayOfMonth: 32 } as const, false],
    [{ dateType: 'day_of_month', dayOfMonth: 2.5 } as const, false],
  ])('%o -> %s', (s, ok) => {
    expect(checkAutopaySchedule(s).ok).toBe(ok);
  });
});

describe('ordinalDay (day of month with an ordinal suffix)', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
  ])('%i -> %s', (n, text) => {
    expect(ordinalDay(n, 'en')).toBe(text);
  });

  it('writes Spanish as "día N"', () => {
    expect(ordinalDay(1, 'es')).toBe('día 1');
    expect(ordinalDay(21, 'es')).toBe('día 21');
  });
});

describe('autopayRunDate', () => {
  it.each([
    [{ dateType: 'days_before', daysInAdvance: 3 } as const, '2026-12-02', '2026-11-29'],
    [{ dateType: 'days_before', daysInAdvance: 1 } as const, '2027-03-01', '2027-02-28'],
    [{ dateType: 'day_of_month', dayOfMonth: 10 } as const, '2026-12-15', '2026-12-10'],
    [{ dateType: 'day_of_month', dayOfMonth: 15 } as const, '2026-12-15', '2026-12-15'],
    [{ dateType: 'day_of_month', dayOfMonth: 20 } as const, '2026-12-15', '2026-11-20'],
    [{ dateType: 'day_of_month', dayOfMonth: 31 } as const, '2026-12-15', '2026-11-30'],
    [{ dateType: 'day_of_month', dayOfMonth: 31 } as const, '2027-02-28', '2027-02-28'],
    [{ dateType: 'day_of_month', dayOfMonth: 30 } as const, '2027-03-05', '2027-02-28'],
  ])('%o due %s runs %s', (s, due, run) => {
    expect(autopayRunDate(s, due)).toBe(run);
  });
});

describe('when the job runs a cycle', () => {
  const s = { dateType: 'days_before', daysInAdvance: 3 } as const;
  it.each([
    ['2026-11-28', '2026-11-01', false],
    ['2026-11-29', '2026-11-01', true],
    ['2026-12-02', '2026-11-01', true],
    ['2026-12-03', '2026-11-01', false],
    ['2026-11-29', '2026-11-29', true],
    ['2026-11-30', '2026-11-30', false],
  ])('today %s, enrolled %s -> %s', (today, enrolled, runs) => {
    expect(autopayRunsToday(s, '2026-12-02', today, enrolled)).toBe(runs);
  });
});

describe('nextAutopayRun', () => {
  const s = { dateType: 'days_before', daysInAdvance: 3 } as const;
  it('is this bill while its run day is ahead, else the next month', () => {
    expect(nextAutopayRun(s, '2026-12-02', '2026-11-20')).toEqual({
      runDate: '2026-11-29',
      cycle: '2026-12-02',
    });
    expect(nextAutopayRun(s, '2026-12-02', '2026-11-29')).toEqual({
      runDate: '2026-11-29',
      cycle: '2026-12-02',
    });
    expect(nextAutopayRun(s, '2026-12-02', '2026-11-30')).toEqual({
      runDate: '2026-12-30',
      cycle: '2027-01-02',
    });
    expect(nextAutopayRun(s, '2026-10-02', '2026-11-30')).toEqual({
      runDate: '2026-12-30',
      cycle: '2027-01-02',
    });
    expect(nextAutopayRun(s, null, '2026-11-30')).toBeNull();
  });

  it('adds months on the last day when the month is shorter', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });
});

describe('autopayChargeCents (full amount, cap, fixed)', () => {
  it.each([
    [{ amountType: 'due' } as const, 14_287, 14_287],
    [{ amountType: 'cap', capCents: 10_000 } as const, 14_287, 10_000],
    [{ amountType: 'cap', capCents: 20_000 } as const, 14_287, 14_287],
    [{ amountType: 'fixed', fixedCents: 5_000 } as const, 14_287, 5_000],
    [{ amountType: 'fixed', fixedCents: 5_000 } as const, 0, 0],
    [{ amountType: 'due' } as const, -500, 0],
  ])('%o with %i due takes %i', (a, due, cents) => {
    expect(autopayChargeCents(a, due)).toBe(cents);
  });

  it('checks a cap against the amount due, and both against the payment limits', () => {
    expect(checkAutopayAmount({ amountType: 'cap', capCents: 10_000 }, 14_287)).toMatchObject({
      ok: false,
      message: 'Please enter more than amount due',
    });
    expect(checkAutopayAmount({ amountType: 'cap', capCents: 20_000 }, 14_287).ok).toBe(true);
    expect(checkAutopayAmount({ amountType: 'fixed', fixedCents: 50 }, 14_287)).toMatchObject({
      message: 'Minimum payment of $1 is required',
    });
    expect(checkAutopayAmount({ amountType: 'fixed', fixedCents: 1_000_000 }, 0)).toMatchObject({
      message: 'The payment amount entered is greater than the maximum allowed',
    });
    expect(checkAutopayAmount({ amountType: 'due' }, 14_287).ok).toBe(true);
  });
});

describe('card expiry', () => {
  it('is good through the last day of the expiry month', () => {
    expect(cardStatusOn(11, 2026, '2026-11-30')).toBe('expiring');
    expect(cardStatusOn(11, 2026, '2026-12-01')).toBe('expired');
    expect(cardStatusOn(12, 2025, '2026-01-01')).toBe('expired');
    expect(cardStatusOn(12, 2026, '2026-11-20')).toBe('valid');
  });

  it.each([
    // [expMonth, expYear, run days, first run after expiry]
    [11, 2026, ['2026-12-30'], '2026-12-30'],
    [12, 2026, ['2026-12-30'], null],
    // The card expires this month; the run tomorrow is fine, the one in January is not.
    [11, 2026, ['2026-11-27', '2026-12-27', '2027-01-27'], '2026-12-27'],
    [12, 2026, ['2026-11-27', '2026-12-27', '2027-01-27'], '2027-01-27'],
    [2, 2027, ['2026-11-27', '2026-12-27', '2027-01-27'], null],
    [11, 2026, [], null],
  ] as const)('card %i/%i with runs %j: expired by %s', (expMonth, expYear, runs, expected) => {
    expect(autopayCardExpiresBy({ expMonth, expYear }, runs)).toBe(expected);
  });

  it('a bank account never expires', () => {
    expect(autopayCardExpiresBy({ expMonth: null, expYear: null }, ['2030-01-01'])).toBeNull();
  });
});

describe('upcomingAutopayRuns: every run in the next three months', () => {
  const fiveBefore = { dateType: 'days_before', daysInAdvance: 5 } as const;
  it('lists this bill and the next ones, run days from today on', () => {
    expect(upcomingAutopayRuns(fiveBefore, '2026-12-02', '2026-11-26')).toEqual([
      { runDate: '2026-11-27', cycle: '2026-12-02' },
      { runDate: '2026-12-28', cycle: '2027-01-02' },
      { runDate: '2027-01-28', cycle: '2027-02-02' },
      { runDate: '2027-02-25', cycle: '2027-03-02' },
    ]);
  });
  it('skips a run day already past and steps over a bill long past due', () => {
    expect(upcomingAutopayRuns(fiveBefore, '2026-09-10', '2026-11-26', 1)).toEqual([
      { runDate: '2026-12-05', cycle: '2026-12-10' },
    ]);
  });
  it('says nothing without a due date', () => {
    expect(upcomingAutopayRuns(fiveBefore, null, '2026-11-26')).toEqual([]);
  });
});

describe('checkAutopaySchedule: the bounds and the words of each error', () => {
  it('refuses day 0 of the month', () =>
    expect(checkAutopaySchedule({ dateType: 'day_of_month', dayOfMonth: 0 })).toStrictEqual({
      ok: false,
      code: 'dayOfMonth',
      message: 'Please choose a day of the month from 1 to 31.',
    }));

  it('refuses more days before the due date than 5', () =>
    expect(checkAutopaySchedule({ dateType: 'days_before', daysInAdvance: 6 })).toStrictEqual({
      ok: false,
      code: 'daysBefore',
      message: 'Please choose 1 to 5 days before the due date.',
    }));
});
