import type { SupportChat, SupportChatMessage, SupportChatWithMessages } from '@coax/contract';
import type { MockRequest } from './fetch-mock.ts';

export const CHAT_ID = '3f1c2a9e-7d41-4b8a-9c55-1e0d7a6b2f18';

export function createChatMessage(overrides: Partial<SupportChatMessage> = {}): SupportChatMessage {
  return {
    id: `m-${overrides.seq ?? 1}`,
    seq: 1,
    author: 'subscriber',
    kind: 'text',
    body: 'My modem blinks orange',
    agentName: null,
    at: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function createChat(
  chat: Partial<SupportChat> = {},
  messages: SupportChatMessage[] = [createChatMessage()],
): SupportChatWithMessages {
  return {
    chat: {
      id: CHAT_ID,
      topic: 'internet',
      status: 'waiting',
      agentName: null,
      startedAt: '2026-11-20T15:00:00.000Z',
      endedAt: null,
      transcriptSent: false,
      ...chat,
    },
    messages,
  };
}

/** An EventSource the test drives: it records each one opened and delivers what `emit` is given. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  emit(message: SupportChatMessage) {
    this.onmessage?.(
      new MessageEvent('message', { data: JSON.stringify(message), lastEventId: String(message.seq) }),
    );
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

/** The JSON body a mocked call was sent. */
export const bodyOf = (r: MockRequest | undefined) => r?.body;
