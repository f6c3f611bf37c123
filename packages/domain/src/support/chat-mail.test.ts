import { describe, expect, it } from 'vitest';
import { SUPPORT_CHAT_TOPICS } from './chat.ts';
import { chatCaseMail, chatTranscriptMail } from './chat-mail.ts';

describe('the chat kept as a case: its acknowledgement e-mail', () => {
  it('writes it in English', () => {
    expect(chatCaseMail('en', 'Northwind', 'tv', 'No picture')).toEqual({
      subject: 'Northwind: we have your message',
      body:
        'No agent was available to chat. We kept your message and will answer you by e-mail.\n\n' +
        'Topic: TV\nYour message:\nNo picture\n\nNorthwind',
    });
  });

  it('writes it in Spanish', () => {
    expect(chatCaseMail('es', 'Northwind', 'tv', 'Sin imagen')).toEqual({
      subject: 'Northwind: recibimos su mensaje',
      body:
        'No había ningún agente disponible para chatear. Guardamos su mensaje y le responderemos por ' +
        'correo electrónico.\n\nTema: TV\nSu mensaje:\nSin imagen\n\nNorthwind',
    });
  });
});

describe('the transcript e-mail of an ended chat', () => {
  it('writes it in English', () => {
    expect(chatTranscriptMail('en', 'Northwind', 'phone', '[10:00] John: Hello')).toEqual({
      subject: 'Northwind: your chat transcript',
      body: 'Here is the transcript of your chat with Northwind (Phone).\n\n[10:00] John: Hello\n\nNorthwind',
    });
  });

  it('writes it in Spanish', () => {
    expect(chatTranscriptMail('es', 'Northwind', 'phone', '[10:00] Juan: Hola')).toEqual({
      subject: 'Northwind: transcripción de su chat',
      body: 'Esta es la transcripción de su chat con Northwind (Teléfono).\n\n[10:00] Juan: Hola\n\nNorthwind',
    });
  });
});

describe('the topic as each e-mail names it', () => {
  const topicIn = (body: string, label: string) => body.split('\n').find((l) => l.startsWith(label));
  const words = {
    en: ['Billing', 'Internet', 'TV', 'Phone', 'Something else'],
    es: ['Facturación', 'Internet', 'TV', 'Teléfono', 'Otro tema'],
  } as const;

  it.each(SUPPORT_CHAT_TOPICS.map((topic, i) => [topic, words.en[i]!, words.es[i]!] as const))(
    'names the topic %s "%s" in English and "%s" in Spanish',
    (topic, en, es) => {
      expect(topicIn(chatCaseMail('en', 'B', topic, 'm').body, 'Topic: ')).toBe(`Topic: ${en}`);
      expect(topicIn(chatCaseMail('es', 'B', topic, 'm').body, 'Tema: ')).toBe(`Tema: ${es}`);
      expect(chatTranscriptMail('en', 'B', topic, 't').body.split('\n')[0]).toBe(
        `Here is the transcript of your chat with B (${en}).`,
      );
      expect(chatTranscriptMail('es', 'B', topic, 't').body.split('\n')[0]).toBe(
        `Esta es la transcripción de su chat con B (${es}).`,
      );
    },
  );
});
