import type { OutboxMessage } from '../../platform/outbox/outbox.ts';
import type { CaseRow } from './cases-repository.ts';

// The e-mails of an email-us case: the message to the support mailbox, the acknowledgement to
// the subscriber, and the agent's answer, each in the subscriber's language (the mailbox's in
// English, for the agents).

const WORDS = {
  en: {
    ackSubject: (brand: string, id: string) => `${brand} support: we received your message (${id})`,
    ack: (name: string, subject: string) =>
      `Hello ${name},\n\nThank you for writing to us about "${subject}". An agent will answer by e-mail; the answer also shows on your support cases page.`,
    answerSubject: (brand: string, id: string) => `${brand} support: an answer to your message (${id})`,
    answer: (name: string, subject: string, text: string) =>
      `Hello ${name},\n\nAbout "${subject}":\n\n${text}`,
  },
  es: {
    ackSubject: (brand: string, id: string) => `Soporte de ${brand}: recibimos su mensaje (${id})`,
    ack: (name: string, subject: string) =>
      `Hola ${name}:\n\nGracias por escribirnos sobre "${subject}". Un agente le responderá por correo electrónico; la respuesta también aparece en su página de casos de soporte.`,
    answerSubject: (brand: string, id: string) => `Soporte de ${brand}: una respuesta a su mensaje (${id})`,
    answer: (name: string, subject: string, text: string) =>
      `Hola ${name}:\n\nSobre "${subject}":\n\n${text}`,
  },
} as const;

const topic = (id: string) => `support:${id}`;

/**
 * The message to the support mailbox, with the subscriber's file attached (its type the one the
 * server read from the bytes), and the acknowledgement to the subscriber.
 */
export function receivedNotices(
  row: CaseRow,
  opts: { brand: string; mailbox: string; attachmentBase64: string | null },
): OutboxMessage[] {
  const w = WORDS[row.language];
  const file =
    row.attachment_name !== null && row.attachment_type !== null && opts.attachmentBase64 !== null
      ? {
          fileName: row.attachment_name,
          contentType: row.attachment_type,
          contentBase64: opts.attachmentBase64,
        }
      : null;
  const attached = file
    ? `Attachment: ${file.fileName} (${file.contentType}, ${row.attachment_bytes} bytes), attached`
    : 'Attachment: none';
  const mailbox: OutboxMessage = {
    channel: 'email',
    to: opts.mailbox,
    subject: `[${row.id}] ${row.subject}`,
    body: [
      `Case: ${row.id}`,
      `From: ${row.name} <${row.email}> (user ${row.user_id})`,
      `Service: ${row.service}`,
      `Template: ${row.template_name}`,
      attached,
      '',
      row.question,
    ].join('\n'),
    topic: topic(row.id),
    ...(file ? { attachments: [file] } : {}),
  };
  const ack: OutboxMessage = {
    channel: 'email',
    to: row.email,
    subject: w.ackSubject(opts.brand, row.id),
    body: w.ack(row.name, row.subject),
    topic: topic(row.id),
  };
  return [mailbox, ack];
}

/** The agent's answer, to the address the subscriber wrote from. */
export function answerNotice(row: CaseRow, answer: string, brand: string): OutboxMessage {
  const w = WORDS[row.language];
  return {
    channel: 'email',
    to: row.email,
    subject: w.answerSubject(brand, row.id),
    body: w.answer(row.name, row.subject, answer),
    topic: topic(row.id),
  };
}
