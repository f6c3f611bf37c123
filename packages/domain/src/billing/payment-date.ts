/**
 * When a payment is made (seed 002 §4 Payment date, §5 Date parsing). Days are plain calendar days
 * written YYYY-MM-DD in the billing calendar; "today" is the system date the summary reports,
 * always passed in.
 */
import { DAY_MS } from '../time.ts';
import { FIELD_OK, fieldError, type FieldCheck } from '../validation/field-check.ts';
import { daysInMonth, type CalendarDate } from '../validation/date-input.ts';

/** The payDate value that means "pay now". */
export const PAY_NOW = 'now';
export type PayDateInput = typeof PAY_NOW | string;

/**
 * How far ahead a one-time payment may be scheduled. The seed gives no limit; a year covers any
 * bill a person can see, and keeps forgotten payments from sitting in the queue for ever.
 */
export const MAX_SCHEDULE_DAYS = 365;

export const PaymentDateMessages = {
  /** written for Coax: the seed gives the format (m/d/yy or yyyy), not a message */
  format: 'Please enter a date as mm/dd/yyyy.',
  /** written for Coax, naming the limit above */
  tooLate: 'Please choose a date no more than one year from today.',
  /** written for Coax: a scheduled payment is moved to another future day, or paid now instead */
  notFuture: 'Please choose a date after today.',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEARS_PER_CENTURY = 100;

/** A YYYY-MM-DD text as a calendar day, or null when it is not a real day. */
export function isoToCalendar(iso: string): CalendarDate | null {
  const m = ISO_DAY.exec(iso);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month)) {
    return null;
  }
  return date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function calendarToIso(d: CalendarDate): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** True for a real day written YYYY-MM-DD. */
export const isIsoDay = (s: string): boolean => isoToCalendar(s) !== null;

/** The day `n` days after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(iso: string, n: number): string {
  const d = isoToCalendar(iso);
  if (!d) throw new RangeError(`not a day: ${iso}`);
  // Date.UTC is plain calendar arithmetic here: no clock, no local time zone.
  return new Date(Date.UTC(d.year, d.month - 1, d.day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The UTC calendar day of an instant, as the server's system date. */
export const isoDayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Seed 002 §4: "a chosen 'now', or a date equal to or earlier than the system date, becomes an
 * immediate payment"; a later date schedules it.
 */
export function resolvePayDate(
  payDate: PayDateInput,
  systemDate: string,
): { immediate: true; date: string } | { immediate: false; date: string } {
  if (payDate === PAY_NOW || payDate <= systemDate) return { immediate: true, date: systemDate };
  return { immediate: false, date: payDate };
}

/** The last day a payment may be scheduled for. */
export const latestScheduleDate = (systemDate: string): string => addDays(systemDate, MAX_SCHEDULE_DAYS);

/** 'now' or a real day no later than the limit; a past day is fine (it pays now). */
export function checkPayDate(payDate: PayDateInput, systemDate: string): FieldCheck<'format' | 'tooLate'> {
  if (payDate === PAY_NOW) return FIELD_OK;
  if (!isIsoDay(payDate)) return fieldError('format', PaymentDateMessages.format);
  if (payDate > latestScheduleDate(systemDate)) return fieldError('tooLate', PaymentDateMessages.tooLate);
  return FIELD_OK;
}

/** A new date for a payment already scheduled: it must stay in the future (after the system date). */
export function checkRescheduleDate(
  payDate: string,
  systemDate: string,
): FieldCheck<'format' | 'tooLate' | 'notFuture'> {
  if (!isIsoDay(payDate)) return fieldError('format', PaymentDateMessages.format);
  const base = checkPayDate(payDate, systemDate);
  if (!base.ok) return base;
  if (payDate <= systemDate) return fieldError('notFuture', PaymentDateMessages.notFuture);
  return FIELD_OK;
}

/**
 * Seed 002 §5 Date parsing: "m/d/yy or yyyy; a two-digit year gets the current century" (the
 * century of `today`). Returns YYYY-MM-DD, or null when the text is not a real day.
 */
export function parsePaymentDate(text: string, today: string): string | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\s*$/.exec(text);
  const base = isoToCalendar(today);
  if (!m || !base) return null;
  const yearText = m[3] ?? '';
  const year =
    yearText.length === 2 ? base.year - (base.year % YEARS_PER_CENTURY) + Number(yearText) : Number(yearText);
  const date = { year, month: Number(m[1]), day: Number(m[2]) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(year, date.month)) {
    return null;
  }
  return calendarToIso(date);
}

/** YYYY-MM-DD as the date field shows it: mm/dd/yyyy. */
export function formatPaymentDateInput(iso: string): string {
  const d = isoToCalendar(iso);
  return d ? `${pad(d.month)}/${pad(d.day)}/${pad(d.year, 4)}` : iso;
}
