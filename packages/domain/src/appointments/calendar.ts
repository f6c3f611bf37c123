/**
 * Seed 002 §2 "Service appointment calendar: present month and next month views, 42 day cells";
 * §9 "booking window about 30 days from today (from tomorrow for getScheduleInfo, 30 days)".
 * Days are YYYY-MM-DD calendar days.
 */
import { addDays } from '../billing/payment-date.ts';
import { CALENDAR_DAYS } from '../constants.ts';
import { BOOKING_WINDOW_DAYS, SCHEDULE_INFO_DAYS } from './constants.ts';

/** The first and last day an appointment may be booked on, today included. */
export function bookingWindow(today: string): { first: string; last: string } {
  return { first: today, last: addDays(today, BOOKING_WINDOW_DAYS) };
}

/** True for a day inside the booking window. */
export function isBookableDay(day: string, today: string): boolean {
  const { first, last } = bookingWindow(today);
  return day >= first && day <= last;
}

/** getScheduleInfo's range: from tomorrow, 30 days. */
export function scheduleInfoRange(today: string): { startDate: string; durationDayCount: number } {
  return { startDate: addDays(today, 1), durationDayCount: SCHEDULE_INFO_DAYS };
}

/** The month ('YYYY-MM') of a day, and the present and next months the calendar shows. */
export const monthOf = (day: string): string => day.slice(0, 7);
export function calendarMonths(today: string): [string, string] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return [monthOf(today), next];
}

/** A month's 42 day cells: six weeks from the Sunday on or before its first day. */
export function calendarCells(month: string): string[] {
  const first = `${month}-01`;
  const weekday = new Date(`${first}T00:00:00Z`).getUTCDay();
  const start = addDays(first, -weekday);
  return Array.from({ length: CALENDAR_DAYS }, (_, i) => addDays(start, i));
}

/**
 * Arrow keys across calendar days (a grid, as the ARIA date picker pattern has it): left and
 * right a day, up and down a week, Home and End the week's ends, Page Up and Page Down a month's
 * worth of weeks. The answer stays inside the booking window.
 */
export function moveInCalendar(day: string, key: string, today: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const step: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -7,
    ArrowDown: 7,
    Home: -weekday,
    End: 6 - weekday,
    PageUp: -28,
    PageDown: 28,
  };
  const n = step[key];
  if (n === undefined) return day;
  const { first, last } = bookingWindow(today);
  const target = addDays(day, n);
  if (target < first) return first;
  if (target > last) return last;
  return target;
}

/** Whole days from today to a day (negative in the past). */
