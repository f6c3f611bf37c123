import { MINUTE_MS } from '@coax/domain';
import type { AppointmentRow } from './repository.ts';
import { windowStartOf } from './view.ts';

// The calendar invite (RFC 5545). Its UID is the appointment's and never changes, so a calendar
// that has the event updates it when SEQUENCE grows (a move) and removes it on METHOD:CANCEL.

const stamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const text = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets fold onto continuation lines starting with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest, 'utf8') > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut), 'utf8') > 74) cut--;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

export function inviteUid(token: string, domain: string): string {
  return `${token}@${domain}`;
}

export function appointmentIcs(
  row: AppointmentRow,
  opts: { brand: string; domain: string; now: number; summary: string },
): Uint8Array {
  const start = windowStartOf(row.day, row.slot_minutes);
  const cancelled = row.canceled_at !== null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(opts.brand)}//Service appointments//EN`,
    `METHOD:${cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${inviteUid(row.token, opts.domain)}`,
    `SEQUENCE:${row.ics_sequence}`,
    `DTSTAMP:${stamp(opts.now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(start + row.estimated_duration * MINUTE_MS)}`,
    `SUMMARY:${text(opts.summary)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return new TextEncoder().encode(lines.map(fold).join('\r\n') + '\r\n');
}
