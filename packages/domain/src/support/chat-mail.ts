import type { SupportChatTopic } from './chat.ts';

/** The e-mails chat sends through the outbox, in the subscriber's language. */
type Lang = 'en' | 'es';

const TOPIC_WORDS: Record<Lang, Record<SupportChatTopic, string>> = {
  en: { billing: 'Billing', internet: 'Internet', tv: 'TV', phone: 'Phone', other: 'Something else' },
  es: { billing: 'Facturación', internet: 'Internet', tv: 'TV', phone: 'Teléfono', other: 'Otro tema' },
};

/** The acknowledgement of a chat kept as a case because no agent was available. */
export function chatCaseMail(
  lang: Lang,
  brand: string,
  topic: SupportChatTopic,
  message: string,
): { subject: string; body: string } {
  const about = TOPIC_WORDS[lang][topic];
  return lang === 'es'
    ? {
        subject: `${brand}: recibimos su mensaje`,
        body: `No había ningún agente disponible para chatear. Guardamos su mensaje y le responderemos por correo electrónico.\n\nTema: ${about}\nSu mensaje:\n${message}\n\n${brand}`,
      }
    : {
        subject: `${brand}: we have your message`,
        body: `No agent was available to chat. We kept your message and will answer you by e-mail.\n\nTopic: ${about}\nYour message:\n${message}\n\n${brand}`,
      };
}

/** The transcript of an ended chat, sent when the subscriber asks for it. */
export function chatTranscriptMail(
  lang: Lang,
  brand: string,
  topic: SupportChatTopic,
  transcript: string,
): { subject: string; body: string } {
  const about = TOPIC_WORDS[lang][topic];
  return lang === 'es'
    ? {
        subject: `${brand}: transcripción de su chat`,
        body: `Esta es la transcripción de su chat con ${brand} (${about}).\n\n${transcript}\n\n${brand}`,
      }
    : {
        subject: `${brand}: your chat transcript`,
        body: `Here is the transcript of your chat with ${brand} (${about}).\n\n${transcript}\n\n${brand}`,
      };
}
