import type { OutboxMessage } from '../../platform/outbox/outbox.ts';
import type { AppointmentRow } from './repository.ts';
import { formatDayWindow, formatTime, localeOf, roundDownToSlot, slotEndOf } from '@coax/domain';

// The e-mail and text a booking, move or cancel sends, in the subscriber's language.

type Change = 'rescheduled' | 'canceled';

/**
 * 'Monday, November 23, 1:00 PM – 2:00 PM' / 'lunes, 23 de noviembre, 1:00 p.m. – 2:00 p.m.': the
 * arrival window as the appointment pages write it.
 */
function whenIn(lang: 'en' | 'es', day: string, slot: number): string {
  return formatDayWindow(day, roundDownToSlot(slot), slotEndOf(slot), localeOf(lang));
}

const WORDS = {
  en: {
    subject: {
      rescheduled: 'Your service appointment has moved',
      canceled: 'Your service appointment is cancelled',
    },
    line: {
      rescheduled: (title: string, when: string) => `Your appointment "${title}" is now on ${when} (UTC).`,
      canceled: (title: string, when: string) => `Your appointment "${title}" on ${when} (UTC) is cancelled.`,
    },
    confirmation: (n: string) => `Confirmation number: ${n}`,
    invite: 'The calendar invite on the appointments page updates the event in your calendar.',
  },
  es: {
    subject: {
      rescheduled: 'Su cita de servicio cambió de fecha',
      canceled: 'Su cita de servicio está cancelada',
    },
    line: {
      rescheduled: (title: string, when: string) => `Su cita "${title}" ahora es el ${when} (UTC).`,
      canceled: (title: string, when: string) => `Su cita "${title}" del ${when} (UTC) está cancelada.`,
    },
    confirmation: (n: string) => `Número de confirmación: ${n}`,
    invite: 'La invitación de calendario en la página de citas actualiza el evento en su calendario.',
  },
} as const;

export function changeNotices(
  row: AppointmentRow,
  change: Change,
  confirmationNumber: string,
  opts: { brand: string; lang: 'en' | 'es' },
): OutboxMessage[] {
  const w = WORDS[opts.lang];
  const line = w.line[change](row.title, whenIn(opts.lang, row.day, row.slot_minutes));
  const topic = `appointments:${confirmationNumber}`;
  return [
    {
      channel: 'email',
      to: row.contact_email,
      subject: `${opts.brand}: ${w.subject[change]}`,
      body: [line, w.confirmation(confirmationNumber), w.invite].join('\n\n'),
      topic,
    },
    {
      channel: 'text',
      to: row.contact_phone,
      body: `${opts.brand}: ${line} ${w.confirmation(confirmationNumber)}`,
      topic,
    },
  ];
}

const OFFER = {
  en: {
    subject: 'An earlier time for your service appointment',
    body: (title: string, when: string, until: string) =>
      `An earlier time opened for "${title}": ${when} (UTC). It is held for you until ${until} (UTC); accept it on the appointments page.`,
  },
  es: {
    subject: 'Una hora más temprana para su cita de servicio',
    body: (title: string, when: string, until: string) =>
      `Se liberó una hora más temprana para "${title}": ${when} (UTC). Se la reservamos hasta las ${until} (UTC); acéptela en la página de citas.`,
  },
} as const;

/** The e-mail and text that offer an earlier time from the waitlist. */
export function offerNotices(
  to: { token: string; title: string; contact_email: string; contact_phone: string },
  offer: { day: string; slot: number; expiresAt: number },
  opts: { brand: string; lang: 'en' | 'es' },
): OutboxMessage[] {
  const w = OFFER[opts.lang];
  const until = formatTime(offer.expiresAt, localeOf(opts.lang), { timeZone: 'UTC' });
  const body = w.body(to.title, whenIn(opts.lang, offer.day, offer.slot), until);
  const topic = `appointments-offer:${to.token}:${offer.day}T${offer.slot}`;
  return [
    { channel: 'email', to: to.contact_email, subject: `${opts.brand}: ${w.subject}`, body, topic },
    { channel: 'text', to: to.contact_phone, body: `${opts.brand}: ${body}`, topic },
  ];
}
