/**
 * Automatic payments (seed 002 §5 Automatic payment options, §9): when a cycle's payment runs, how
 * much it takes, and whether the card will still be valid by then. Days are YYYY-MM-DD.
 */
import { FIELD_OK, fieldError, type FieldCheck } from '../validation/field-check.ts';
import { daysInMonth } from '../validation/date-input.ts';
import { capCoversDue, checkPaymentCents, type AmountErrorCode } from './amount.ts';
import { expiryStatus, type ExpiryStatus } from './card.ts';
import { addDays, isoToCalendar } from './payment-date.ts';

/** Seed 002 §5: "days-before 1 to 5". */
export const AUTOPAY_DAYS_BEFORE_MIN = 1;
export const AUTOPAY_DAYS_BEFORE_MAX = 5;
/** Seed 002 §5: "day-of-month 1 to 31". */
export const AUTOPAY_DAY_OF_MONTH_MIN = 1;
export const AUTOPAY_DAY_OF_MONTH_MAX = 31;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** The choices the form offers, in order. */
export const AUTOPAY_DAYS_BEFORE_OPTIONS: readonly number[] = range(
  AUTOPAY_DAYS_BEFORE_MIN,
  AUTOPAY_DAYS_BEFORE_MAX,
);
export const AUTOPAY_DAY_OF_MONTH_OPTIONS: readonly number[] = range(
  AUTOPAY_DAY_OF_MONTH_MIN,
  AUTOPAY_DAY_OF_MONTH_MAX,
);

/** Seed 002 §5: the run day is some days before the due date, or a fixed day of the month. */
export const AUTOPAY_DATE_TYPES = ['days_before', 'day_of_month'] as const;
export type AutopayDateType = (typeof AUTOPAY_DATE_TYPES)[number];
/** Seed 002 §5: the full amount due, the amount due up to a cap, or a fixed amount. */
export const AUTOPAY_AMOUNT_TYPES = ['due', 'cap', 'fixed'] as const;
export type AutopayAmountType = (typeof AUTOPAY_AMOUNT_TYPES)[number];

export type AutopaySchedule =
  { dateType: 'days_before'; daysInAdvance: number } | { dateType: 'day_of_month'; dayOfMonth: number };

export type AutopayAmount =
  | { amountType: 'due' }
  | { amountType: 'cap'; capCents: number }
  | { amountType: 'fixed'; fixedCents: number };

export const AutopayMessages = {
  /** written for Coax: the seed gives the ranges, not the texts */
  daysBefore: 'Please choose 1 to 5 days before the due date.',
  dayOfMonth: 'Please choose a day of the month from 1 to 31.',
} as const;

/** English ordinal suffix: 1st 2nd 3rd 4th ... 11th 12th 13th ... 21st 22nd 23rd ... 31st. */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  const last = n % 10;
  return last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
}

/** Seed 002 §9 "day of month 1 to 31 with an ordinal suffix": '21st' in English, 'día 21' in Spanish. */
export function ordinalDay(n: number, language: 'en' | 'es'): string {
  return language === 'es' ? `día ${n}` : `${n}${ordinalSuffix(n)}`;
}

/** The schedule's rules (seed 002 §5 Automatic payment options). */
export function checkAutopaySchedule(s: AutopaySchedule): FieldCheck<'daysBefore' | 'dayOfMonth'> {
  if (s.dateType === 'days_before') {
    const ok =
      Number.isInteger(s.daysInAdvance) &&
      s.daysInAdvance >= AUTOPAY_DAYS_BEFORE_MIN &&
      s.daysInAdvance <= AUTOPAY_DAYS_BEFORE_MAX;
    return ok ? FIELD_OK : fieldError('daysBefore', AutopayMessages.daysBefore);
  }
  const ok =
    Number.isInteger(s.dayOfMonth) &&
    s.dayOfMonth >= AUTOPAY_DAY_OF_MONTH_MIN &&
    s.dayOfMonth <= AUTOPAY_DAY_OF_MONTH_MAX;
  return ok ? FIELD_OK : fieldError('dayOfMonth', AutopayMessages.dayOfMonth);
}

/**
 * The amount's rules: a cap or a fixed amount follows the payment limits; a cap must also cover
 * what is due now ('Please enter more than amount due', see capCoversDue).
 */
export function checkAutopayAmount(
  a: AutopayAmount,
  amountDueCents: number,
): FieldCheck<AmountErrorCode | 'moreThanDue'> {
  if (a.amountType === 'due') return FIELD_OK;
  const cents = a.amountType === 'cap' ? a.capCents : a.fixedCents;
  const limits = checkPaymentCents(cents);
  if (!limits.ok) return limits;
  return a.amountType === 'cap' ? capCoversDue(cents, amountDueCents) : FIELD_OK;
}

/** The same day-of-month a month later (or earlier), on the month's last day when it is shorter. */
export function addMonths(iso: string, months: number): string {
  const d = isoToCalendar(iso);
  if (!d) throw new RangeError(`not a day: ${iso}`);
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d.day, daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Day `day` of the month `iso` is in, on the month's last day when the month is shorter (31 -> 30th). */
function dayInMonthOf(iso: string, day: number): string {
  const d = isoToCalendar(iso);
  if (!d) throw new RangeError(`not a day: ${iso}`);
  const clamped = Math.min(day, daysInMonth(d.year, d.month));
  return `${iso.slice(0, 8)}${String(clamped).padStart(2, '0')}`;
}

/**
 * The day the payment for the bill due on `dueDate` runs. Days-before: that many days before the
 * due date. Day-of-month: that day in the month leading up to the due date (the last such day on or
 * before it), so an autopay payment is never late; a day the month lacks becomes its last day.
 */
export function autopayRunDate(s: AutopaySchedule, dueDate: string): string {
  if (s.dateType === 'days_before') return addDays(dueDate, -s.daysInAdvance);
  const sameMonth = dayInMonthOf(dueDate, s.dayOfMonth);
  return sameMonth <= dueDate ? sameMonth : dayInMonthOf(addMonths(dueDate, -1), s.dayOfMonth);
}

/**
 * Whether the job makes this cycle's payment today: the run day has come, the bill is not yet past
 * its due date, and the enrolment existed on the run day (an enrolment made after this cycle's run
 * day starts with the next bill, as nextAutopayRun tells the person).
 */
export function autopayRunsToday(
  s: AutopaySchedule,
  dueDate: string,
  today: string,
  enrolledOn: string,
): boolean {
  const run = autopayRunDate(s, dueDate);
  return run <= today && today <= dueDate && enrolledOn <= run;
}

/**
 * The next run and the bill it pays, as shown to the person. Without a due date nothing can be
 * said. When this bill's run day has passed, the next bill is taken to fall due a month later.
 */
export function nextAutopayRun(
  s: AutopaySchedule,
  dueDate: string | null,
  today: string,
): { runDate: string; cycle: string } | null {
  if (!dueDate) return null;
  let cycle = dueDate;
  // A bill whose due date is long past still has a next one: step forward a month at a time.
  for (let i = 0; i < 24; i += 1) {
    const runDate = autopayRunDate(s, cycle);
    if (runDate >= today) return { runDate, cycle };
    cycle = addMonths(dueDate, i + 1);
  }
  return null;
}

/**
 * What a run takes, in cents; 0 means nothing is charged. The full amount due; the amount due up
 * to the cap; or the fixed amount. Nothing is charged when nothing is due (a credit or a paid
 * bill), whatever the option, so autopay never takes money for a bill that does not need it.
 */
export function autopayChargeCents(a: AutopayAmount, amountDueCents: number): number {
  if (amountDueCents <= 0) return 0;
  if (a.amountType === 'due') return amountDueCents;
  if (a.amountType === 'cap') return Math.min(amountDueCents, a.capCents);
  return a.fixedCents;
}

/** The card's state on a day, by the one expiry rule of card.ts (good through its expiry month). */
export function cardStatusOn(expMonth: number, expYear: number, day: string): ExpiryStatus {
  const d = isoToCalendar(day);
  if (!d) return 'valid';
  return expiryStatus({ year: expYear, month: expMonth }, { year: d.year, month: d.month });
}

/** Seed-free rule of issue 20: the card warning looks this many months ahead, not only at the next run. */
export const AUTOPAY_WARNING_MONTHS = 3;

/**
 * Every run from today to `months` months ahead (today included), with the bill each pays. Bills
 * after the current one are taken to fall due on the same day of later months.
 */
export function upcomingAutopayRuns(
  s: AutopaySchedule,
  dueDate: string | null,
  today: string,
  months: number = AUTOPAY_WARNING_MONTHS,
): { runDate: string; cycle: string }[] {
  if (!dueDate) return [];
  const until = addMonths(today, months);
  const out: { runDate: string; cycle: string }[] = [];
  // Enough cycles to cover a due date long past as well as the months ahead.
  for (let i = 0; i < 24 + months; i += 1) {
    const cycle = addMonths(dueDate, i);
    const runDate = autopayRunDate(s, cycle);
    if (runDate > until) break;
    if (runDate >= today) out.push({ runDate, cycle });
  }
  return out;
}

/**
 * The warning ahead of the runs: the first run day (of those given, normally the next three
 * months') by which the autopay card will have expired, or null. A card expiring this month
 * with a run tomorrow is still warned of when a later run falls after the expiry. Bank accounts
 * have no expiry.
 */
export function autopayCardExpiresBy(
  card: { expMonth: number | null; expYear: number | null },
  runDates: readonly string[],
): string | null {
  const { expMonth, expYear } = card;
  if (expMonth === null || expYear === null) return null;
  return runDates.find((d) => cardStatusOn(expMonth, expYear, d) === 'expired') ?? null;
}
