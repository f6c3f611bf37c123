import type { OutboxMessage } from '../../platform/outbox/outbox.ts';
import type { AppointmentRow } from './repository.ts';
import { slotTimeDescOf } from '@coax/domain';

// The e-mail and text a booking, move or cancel sends, in the subscriber's language.

type Change = 'rescheduled' | 'canceled';

/** 'Monday, November 23, 1:00pm - 2:00pm' / 'lunes, 23 de noviembre, 1:00pm - 2:00pm' */
function whenIn(lang: 'en' | 'es', day: string, slot: number): string {
  const date = new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  return `${date}, ${slotTimeDescOf(slot)}`;
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
