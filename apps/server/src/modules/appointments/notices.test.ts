import { describe, expect, it } from 'vitest';
import { changeNotices, offerNotices } from './notices.ts';
import type { AppointmentRow } from './repository.ts';

// The window is written as the appointment pages write it (apps/web i18n/format.test.ts checks the
// same strings there), so the notice and the page agree to the character.
const plain = (s: string | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

const row = {
  title: 'Internet installation visit 1001',
  day: '2026-11-23',
  slot_minutes: 13 * 60 + 5,
  contact_email: 'jsmith@example.com',
  contact_phone: '5165550100',
} as AppointmentRow;

describe('appointment notices use the shared formats', () => {
  it.each([
    ['en', 'Monday, November 23, 1:00 PM – 2:00 PM'],
    ['es', 'lunes, 23 de noviembre, 1:00 p.m. – 2:00 p.m.'],
  ] as const)('a move notice in %s names the day and window %j', (lang, when) => {
    const [mail, text] = changeNotices(row, 'rescheduled', 'C123', { brand: 'Coax', lang });
    expect(plain(mail?.body)).toContain(when);
    expect(plain(text?.body)).toContain(when);
  });

  it.each([
    ['en', 'Saturday, November 21, 8:00 AM – 9:00 AM', 'until 3:15 PM (UTC)'],
    ['es', 'sábado, 21 de noviembre, 8:00 a.m. – 9:00 a.m.', 'hasta las 3:15 p.m. (UTC)'],
  ] as const)('an offer in %s names the day, window and hold time', (lang, when, until) => {
    const [mail] = offerNotices(
      { token: 'T', title: row.title, contact_email: row.contact_email, contact_phone: row.contact_phone },
      { day: '2026-11-21', slot: 8 * 60, expiresAt: Date.UTC(2026, 10, 20, 15, 15) },
      { brand: 'Coax', lang },
    );
    expect(plain(mail?.body)).toContain(when);
    expect(plain(mail?.body)).toContain(until);
  });
});
