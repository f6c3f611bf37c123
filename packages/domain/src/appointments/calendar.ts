/**
 * Seed 002 §2 "Service appointment calendar: present month and next month views, 42 day cells";
 * §9 "booking window about 30 days from today (from tomorrow for getScheduleInfo, 30 days)".
 * Days are YYYY-MM-DD calendar days.
 */
import { addDays } from '../billing/payment-date.ts';
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

/** The month ('YYYY-MM') of a day. */
export const monthOf = (day: string): string => day.slice(0, 7);
/** Whole days from today to a day (negative in the past). */
