/**
 * Constants of service appointments (seed 002 §3 Appointment and Time slots, §5, §9). Each limit
 * is written here once; the contract, the server and the web take it from here.
 */
import { HOUR_MS, MINUTE_MS } from '../time.ts';

/** Seed 002 §3: "appointmentType (SRO or TC)". */
export const APPOINTMENT_TYPES = ['SRO', 'TC'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

/** Seed 002 §3: "appointmentStatus (Completed, Started, Pending)". */
export const APPOINTMENT_STATUSES = ['Pending', 'Started', 'Completed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Seed 002 §5: "appointment names at 23 (20 on mobile)". */
export const APPOINTMENT_NAME_MAX = 23;
/** The same truncation on phones. */
export const APPOINTMENT_NAME_MAX_PHONE = 20;
/** Seed 002 §5: "keeping a trailing numeric suffix of up to 4 digits". */
export const APPOINTMENT_NAME_SUFFIX_MAX_DIGITS = 4;

/** Seed 002 §5: "Appointment slot times round down to 15-minute steps"; §9 the grid's step. */
export const SLOT_STEP_MINUTES = 15;
/** Seed 002 §9: "The slot grid runs from 8:00am to 12:00am": its first slot starts at 8:00am. */
export const SLOT_GRID_START_MINUTES = 8 * 60;
/** ... and its last slot ends at 12:00am (midnight), minutes after the day's start. */
export const SLOT_GRID_END_MINUTES = 24 * 60;

/**
 * How long the arrival window of a slot is, from its start. The seed shows a slot's description
 * (slotTimeDesc) and "between X and Y" without saying how far apart X and Y are: one hour here.
 */
export const ARRIVAL_WINDOW_MINUTES = 60;

/** Seed 002 §9: "booking window about 30 days from today". */
export const BOOKING_WINDOW_DAYS = 30;
/** Seed 002 §7 getScheduleInfo: "startDate tomorrow, durationDayCount 30". */
export const SCHEDULE_INFO_DAYS = 30;

/** Seed 002 §9: "Stale-ETA threshold 2 hours": an eta this far in the past is not shown. */
export const STALE_ETA_MS = 2 * HOUR_MS;
/**
 * Seed 002 §4: the arriving message shows when the "eta [is] less than 2 hours before the window
 * start".
 */
export const ARRIVING_BEFORE_WINDOW_MS = 2 * HOUR_MS;
/**
 * Seed 002 §8 names the refusal "too close to the appointment to reschedule or cancel" without a
 * number: a change is refused from this long before the window starts.
 */
export const APPOINTMENT_CHANGE_CUTOFF_MS = 2 * HOUR_MS;

/** Seed 002 §9: "the time-out is 600000 ms" for the appointment calls. */
export const APPOINTMENT_TIMEOUT_MS = 600_000;

/** How long an earlier slot offered from the waitlist is held for the person offered it. */
export const WAITLIST_HOLD_MS = 15 * MINUTE_MS;
