import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, ICS_LINE_OCTETS } from './ics.ts';

/** UTF-8 octets, counted the long way: one to four per character by its code point. */
const octets = (s: string) =>
  [...s].reduce((n, ch) => {
    const cp = ch.codePointAt(0) ?? 0;
    return n + (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);
  }, 0);

describe('ics (RFC 5545)', () => {
  it('escapes text values', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds at 75 octets with CRLF and a space, never inside a character', () => {
    const line = `SUMMARY:${'Vencimiento de la factura ñandú '.repeat(6)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, p] of parts.entries()) {
      expect(octets(p)).toBeLessThanOrEqual(ICS_LINE_OCTETS);
      if (i > 0) expect(p.startsWith(' ')).toBe(true);
    }
    // Unfolding gives the line back (RFC 5545 §3.1: remove each CRLF and the space after it).
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('keeps a four-octet character whole at the fold', () => {
    const line = `SUMMARY:${'a'.repeat(63)}📅📅`; // 75 octets, then one that would make 79
    const parts = foldIcsLine(line).split('\r\n');
    expect(parts).toEqual([`SUMMARY:${'a'.repeat(63)}📅`, ' 📅']);
  });

  it('leaves a short line alone', () => {
    expect(foldIcsLine('BEGIN:VEVENT')).toBe('BEGIN:VEVENT');
  });

  it('writes all-day events with a UID each, CRLF throughout', () => {
    const text = buildIcs({
      prodId: '-//Coax//Bill calendar//EN',
      name: 'Bill, Coax',
      stamp: Date.UTC(2026, 10, 26, 9, 5, 7),
      events: [
        { uid: 'due.2026-12-02@coax', day: '2026-12-31', summary: 'Bill due: $89.50' },
        { uid: 'payment.p1@coax', day: '2026-12-10', summary: 'Payment', description: 'Visa ending 4242' },
      ],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('X-WR-CALNAME:Bill\\, Coax');
    expect(lines).toContain('DTSTAMP:20261126T090507Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual([
      'UID:due.2026-12-02@coax',
      'UID:payment.p1@coax',
    ]);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('DESCRIPTION:Visa ending 4242');
  });
});

describe('ics: octets at each UTF-8 boundary, and the whole file', () => {
  // The first line holds 75 octets: after `room` ASCII characters, `ch` fits or goes to the next line.
  it.each([
    [74, '\u007f', false],
    [74, '\u0080', true],
    [73, '\u07ff', false],
    [73, '\u0800', true],
    [72, '\uffff', false],
    [72, '\u{10000}', true],
  ])('after %i octets, %j is folded: %s', (room, ch, folded) => {
    const line = 'a'.repeat(room) + ch;
    expect(foldIcsLine(line)).toBe(folded ? `${'a'.repeat(room)}\r\n ${ch}` : line);
  });

  it('writes every line of a one-event calendar', () =>
    expect(
      buildIcs({
        prodId: '-//Coax//Bill calendar//EN',
        name: 'Bill',
        stamp: Date.UTC(2026, 10, 26, 9, 5, 7),
        events: [{ uid: 'due@coax', day: '2026-12-31', summary: 'Bill due; soon' }],
      }).split('\r\n'),
    ).toStrictEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Coax//Bill calendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Bill',
      'BEGIN:VEVENT',
      'UID:due@coax',
      'DTSTAMP:20261126T090507Z',
      'DTSTART;VALUE=DATE:20261231',
      'DTEND;VALUE=DATE:20270101',
      'SUMMARY:Bill due\\; soon',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]));
});
