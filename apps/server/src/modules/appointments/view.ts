import type { Appointment } from '@coax/contract';
import {
  APPOINTMENT_CHANGE_CUTOFF_MS,
  MINUTE_MS,
  appointmentStatusAt,
  currentEta,
  roundDownToSlot,
  slotEndOf,
  slotTimeDescOf,
  slotTimeOf,
  statusMessageAt,
  type AppointmentProgress,
} from '@coax/domain';
import type { AppointmentRow } from './repository.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The instant a day's slot starts (UTC). */
export const windowStartOf = (day: string, slot: number): number =>
  Date.parse(`${day}T00:00:00Z`) + slot * MINUTE_MS;

export const dayOfWeek = (day: string): string => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? '';

/** 'Tuesday, November 24 1:00pm - 2:00pm', as the seed's displayTime reads. */
export function displayTimeOf(day: string, slot: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${dayOfWeek(day)}, ${MONTHS[d.getUTCMonth()] ?? ''} ${d.getUTCDate()} ${slotTimeDescOf(slot)}`;
}

export function progressOf(row: AppointmentRow): AppointmentProgress {
  return {
    type: row.appointment_type,
    windowStart: windowStartOf(row.day, row.slot_minutes),
    nextAt: row.next_at,
    eta: row.eta,
    etaAt: row.eta_at,
    startedAt: row.started_at,
    completedAt: row.completed_at,
  };
}

export type ChangeBlock = 'not-changeable' | 'too-close' | 'not-primary';

/** Why the appointment cannot be moved or cancelled at `now`, or null when it can. */
export function changeBlockOf(row: AppointmentRow, now: number, mayChange: boolean): ChangeBlock | null {
  if (row.canceled_at !== null || row.changeable !== 1) return 'not-changeable';
  if (appointmentStatusAt(progressOf(row), now) !== 'Pending') return 'not-changeable';
  if (windowStartOf(row.day, row.slot_minutes) - now < APPOINTMENT_CHANGE_CUTOFF_MS) return 'too-close';
  return mayChange ? null : 'not-primary';
}

/** Seed 002 §3 Appointment as the contract sends it. */
/** The appointment's waitlist entry as the contract shows it. */
export type WaitlistView = Appointment['waitlist'];
export const NOT_WAITING: WaitlistView = { waiting: false, offer: null };

export function appointmentView(
  row: AppointmentRow,
  now: number,
  mayChange: boolean,
  confirmationNumber: string | null,
  waitlist: WaitlistView = NOT_WAITING,
): Appointment {
  const progress = progressOf(row);
  const block = changeBlockOf(row, now, mayChange);
  return {
    appointmentToken: row.token,
    appointmentType: row.appointment_type,
    canReschedule: block === null,
    canCancel: block === null,
    changeBlockedBy: block,
    displayTime: displayTimeOf(row.day, row.slot_minutes),
    taskCodesList: row.task_codes.split(',').filter(Boolean),
    appointmentTitle: row.title,
    appointmentStatus: appointmentStatusAt(progress, now),
    nextAppointment: row.next_at !== null && row.next_at <= now,
    eta: currentEta(progress, now),
    estimatedDuration: row.estimated_duration,
    pacDuration: row.pac_duration,
    quotaGroupDay: row.day,
    quotaGroupDayOfWeek: dayOfWeek(row.day),
    slotTime: slotTimeOf(row.slot_minutes),
    slotTimeDesc: slotTimeDescOf(row.slot_minutes),
    windowStartMinutes: roundDownToSlot(row.slot_minutes),
    windowEndMinutes: slotEndOf(row.slot_minutes),
    statusMessage: row.canceled_at === null ? statusMessageAt(progress, now) : null,
    confirmationNumber,
    waitlist,
  };
}
