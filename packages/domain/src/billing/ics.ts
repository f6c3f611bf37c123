/**
 * An iCalendar file (RFC 5545) of all-day events: CRLF line ends, content lines folded at 75
 * octets (a fold never splits a UTF-8 character), text values escaped, one UID per event.
 */
import { addDays } from './payment-date.ts';

/** RFC 5545 §3.1: "Lines of text SHOULD NOT be longer than 75 octets, excluding the line break." */
export const ICS_LINE_OCTETS = 75;
const CRLF = '\r\n';

export interface IcsEvent {
  uid: string;
  /** YYYY-MM-DD */
  day: string;
  summary: string;
  description?: string;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Octets of one character in UTF-8. */
function utf8Length(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/** RFC 5545 §3.1: a long line goes on in lines that start with one space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch);
    // The first line holds 75 octets; each further one holds 74 after its leading space.
    const limit = parts.length === 0 ? ICS_LINE_OCTETS : ICS_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const icsDay = (day: string) => day.replace(/-/g, '');

/**
 * The whole file. `stamp` is the moment the file is made (DTSTAMP, UTC); `prodId` names the
 * product; `name` is shown by calendar programs as the calendar's name.
 */
export function buildIcs(input: {
  prodId: string;
  name: string;
  stamp: number;
  events: readonly IcsEvent[];
}): string {
  const dtstamp = new Date(input.stamp)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeIcsText(input.prodId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(input.name)}`,
  ];
  for (const e of input.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${icsDay(e.day)}`,
      `DTEND;VALUE=DATE:${icsDay(addDays(e.day, 1))}`,
      `SUMMARY:${escapeIcsText(e.summary)}`,
    );
    if (e.description) lines.push(`DESCRIPTION:${escapeIcsText(e.description)}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
