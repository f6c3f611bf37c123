import { describe, expect, it } from 'vitest';
import {
  SUPPORT_CHAT_ID_PATTERN,
  SUPPORT_CHAT_PATH,
  SUPPORT_CHAT_SENDS_PER_MINUTE,
  agentPresent,
  chatIsOpen,
  chatSendAllowed,
  chatTranscript,
} from './chat.ts';
import { chatCaseMail, chatTranscriptMail } from './chat-mail.ts';

describe('live chat rules', () => {
  it.each([
    ['waiting', true],
    ['active', true],
    ['ended', false],
    ['case', false],
  ] as const)('a %s chat takes messages: %s', (status, open) => {
    expect(chatIsOpen(status)).toBe(open);
  });

  it('allows ten messages a minute and refuses the eleventh', () => {
    const now = 1_000_000;
    const nine = Array.from({ length: SUPPORT_CHAT_SENDS_PER_MINUTE - 1 }, (_, i) => now - i * 1000);
    expect(chatSendAllowed(nine, now)).toBe(true);
    expect(chatSendAllowed([...nine, now], now)).toBe(false);
    // a message older than a minute no longer counts
    expect(chatSendAllowed([...nine, now - 60_000], now)).toBe(true);
  });

  it('counts an agent present until the presence runs out', () => {
    expect(agentPresent(2000, 1999)).toBe(true);
    expect(agentPresent(2000, 2000)).toBe(false);
  });

  it('writes a transcript of the text messages only', () => {
    const text = chatTranscript(
      [
        { author: 'subscriber', kind: 'text', body: 'Hello', at: '10:00' },
        { author: 'system', kind: 'joined', body: '', at: '10:01' },
        { author: 'agent', kind: 'text', body: 'Hi there', at: '10:02' },
      ],
      { subscriber: 'John', agent: 'Agent One' },
    );
    expect(text).toBe('[10:00] John: Hello\n[10:02] Agent One: Hi there');
  });

  it('writes the e-mails in the subscriber language with the brand', () => {
    expect(chatCaseMail('en', 'Northwind', 'tv', 'No picture').body).toContain(
      'No agent was available to chat.',
    );
    expect(chatCaseMail('es', 'Northwind', 'tv', 'Sin imagen').subject).toBe(
      'Northwind: recibimos su mensaje',
    );
    expect(chatTranscriptMail('es', 'Northwind', 'billing', 'x').body).toContain('(Facturación)');
  });
});

describe('the chat link and chat ids', () => {
  it('is the seed’s chat path', () => {
    expect(SUPPORT_CHAT_PATH).toBe('/support/livepage/chat');
  });

  it.each([
    ['0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['ffffffff-ffff-ffff-ffff-ffffffffffff', true],
    ['x0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b', false],
    ['0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5bx', false],
    ['0-1b3d-4e5f-8a9b-0c1d2e3f4a5b', false],
    ['0f8e2a4c-1-4e5f-8a9b-0c1d2e3f4a5b', false],
    ['0f8e2a4c-1b3d-4-8a9b-0c1d2e3f4a5b', false],
    ['0f8e2a4c-1b3d-4e5f-8-0c1d2e3f4a5b', false],
    ['0f8e2a4c-1b3d-4e5f-8a9b-0', false],
    ['0F8E2A4C-1B3D-4E5F-8A9B-0C1D2E3F4A5B', false],
    ['0f8e2a4c1b3d4e5f8a9b0c1d2e3f4a5b', false],
    ['', false],
  ])('%s is a chat id: %s', (id, ok) => {
    expect(SUPPORT_CHAT_ID_PATTERN.test(id)).toBe(ok);
  });
});
