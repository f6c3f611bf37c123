/**
 * Seed 002 §4 "Appointment status messages": which message an appointment shows at an instant.
 * The field-service back end reports progress as instants (when the appointment became the next
 * one, the eta and when it was given, when the technician started and finished); the status at
 * `now` follows from them, so moving the clock moves the appointment through its states.
 */
import {
  ARRIVAL_WINDOW_MINUTES,
  ARRIVING_BEFORE_WINDOW_MS,
  STALE_ETA_MS,
  type AppointmentStatus,
  type AppointmentType,
} from './constants.ts';
import { roundDownToSlot } from './slots.ts';
import { MINUTE_MS } from '../time.ts';

/** The back end's progress instants (epoch ms); null until it happens or is known. */
export interface AppointmentProgress {
  type: AppointmentType;
  /** the window's start (epoch ms) */
  windowStart: number;
  nextAt: number | null;
  eta: number | null;
  /** when the eta was given */
  etaAt: number | null;
  startedAt: number | null;
  completedAt: number | null;
}

const reached = (at: number | null, now: number) => at !== null && at <= now;

/** Seed 002 §3 appointmentStatus at `now`. */
export function appointmentStatusAt(p: AppointmentProgress, now: number): AppointmentStatus {
  if (reached(p.completedAt, now)) return 'Completed';
  if (reached(p.startedAt, now)) return 'Started';
  return 'Pending';
}

/** Seed 002 §9 "Stale-ETA threshold 2 hours": an eta more than 2 hours past is not shown. */
export const isEtaStale = (eta: number, now: number): boolean => now - eta > STALE_ETA_MS;

/** The eta the page may show at `now`: given by then, and not stale. */
export function currentEta(p: AppointmentProgress, now: number): number | null {
  if (p.eta === null || !reached(p.etaAt, now) || isEtaStale(p.eta, now)) return null;
  return p.eta;
}

export type StatusMessage =
  | { kind: 'complete'; type: AppointmentType }
  | { kind: 'arrived' }
  | { kind: 'arriving'; fromMinutes: number; toMinutes: number }
  | { kind: 'next' };

/** Minutes after the UTC day's start of an instant. */
const minutesOfDay = (ms: number) => Math.floor((((ms % 86_400_000) + 86_400_000) % 86_400_000) / MINUTE_MS);

/**
 * The status message at `now`, or null when none shows. Completed says so whatever the type; the
 * live status (arrived, arriving, next) is hidden for type SRO, as seed 002 §4 says "Status is
 * hidden for type SRO or Completed". Arriving outranks next: it is the later, sharper news.
 */
export function statusMessageAt(p: AppointmentProgress, now: number): StatusMessage | null {
  const status = appointmentStatusAt(p, now);
  if (status === 'Completed') return { kind: 'complete', type: p.type };
  if (p.type === 'SRO') return null;
  if (status === 'Started') return { kind: 'arrived' };
  const eta = currentEta(p, now);
  if (eta !== null && p.windowStart - eta < ARRIVING_BEFORE_WINDOW_MS) {
    const fromMinutes = roundDownToSlot(minutesOfDay(eta));
    return { kind: 'arriving', fromMinutes, toMinutes: fromMinutes + ARRIVAL_WINDOW_MINUTES };
  }
  if (reached(p.nextAt, now)) return { kind: 'next' };
  return null;
}
