import { MINUTE_MS, MINUTES_PER_DAY, TIME_BLOCK_MAX_DAYS_AHEAD, type PauseBlock } from '@coax/domain';
import { formatClock, formatShortDay } from '../../../i18n/format.ts';

const MINUTES_PER_HOUR = 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as a date input writes it: 'YYYY-MM-DD'. */
export const localDay = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The days a schedule may name, from the browser's today to seed 002 §5's 14 days ahead. */
export function scheduleDays(now: Date): { min: string; max: string; tomorrow: string } {
  const at = (days: number) => {
    const d = new Date(now);
    d.setDate(d.getDate() + days);
    return localDay(d);
  };
  return { min: at(0), max: at(TIME_BLOCK_MAX_DAYS_AHEAD), tomorrow: at(1) };
}

/** 'HH:MM' from a time input -> minutes after midnight; null when empty or malformed. */
export function minutesOf(text: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  return m ? Number(m[1]) * MINUTES_PER_HOUR + Number(m[2]) : null;
}

export type ScheduleDraft = { day: string; start: string; end: string };
export type ScheduleProblem = 'startRequired' | 'endRequired' | 'spansDays';

/**
 * The time block the router keeps (a UTC day and minutes after its midnight, as the domain's
 * `PauseBlock`) for a day and two clock times the subscriber picked in their own time zone.
 * Ordering and the day's range are the domain's rules, checked by the server and shown field by
 * field; an end before the start is sent as it is so the server's refusal names it. What the
 * router cannot hold in one block (the local evening crossing midnight UTC) is said here.
 * A day the input could not read is sent as written, for the server to refuse.
 */
export function blockOf(draft: ScheduleDraft): PauseBlock | { problem: ScheduleProblem } {
  const start = minutesOf(draft.start);
  const end = minutesOf(draft.end);
  if (start === null) return { problem: 'startRequired' };
  if (end === null) return { problem: 'endRequired' };
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(draft.day);
  if (!day) return { day: draft.day, startMinutes: start, endMinutes: end };
  const local = (minutes: number) =>
    new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 0, minutes).getTime();
  const startAt = local(start);
  const utcDay = new Date(startAt).toISOString().slice(0, 10);
  const midnight = Date.parse(`${utcDay}T00:00:00Z`);
  const startMinutes = Math.round((startAt - midnight) / MINUTE_MS);
  const endMinutes = Math.round((local(end) - midnight) / MINUTE_MS);
  if (endMinutes > MINUTES_PER_DAY && endMinutes > startMinutes) return { problem: 'spansDays' };
  return { day: utcDay, startMinutes, endMinutes: Math.max(0, Math.min(endMinutes, MINUTES_PER_DAY)) };
}

/** The instants a stored block starts and ends. */
export function blockInstants(block: PauseBlock): { start: number; end: number } {
  const midnight = Date.parse(`${block.day}T00:00:00Z`);
  return { start: midnight + block.startMinutes * MINUTE_MS, end: midnight + block.endMinutes * MINUTE_MS };
}

/** 'Sat, Nov 21, 8:00 PM – 10:00 PM' in the reader's language and the browser's time zone. */
export function formatBlock(block: PauseBlock, locale: string): string {
  const { start, end } = blockInstants(block);
  return `${formatShortDay(start, locale)}, ${formatClock(start, locale)} – ${formatClock(end, locale)}`;
}
