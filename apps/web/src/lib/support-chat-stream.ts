import { useCallback, useEffect, useRef, useState } from 'react';
import { SUPPORT_CHAT_EVENTS_PATH, type SupportChatMessage } from '@coax/contract';

/** The stream's address for one chat (the contract's schemas stay on the server: ADR 0008). */
const eventsPath = (chatId: string) =>
  SUPPORT_CHAT_EVENTS_PATH.replace(':chatId', encodeURIComponent(chatId));

/** An event's data as the server writes it: a chat message with a positive seq. */
function asMessage(data: unknown): SupportChatMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Partial<SupportChatMessage>;
  const ok =
    typeof m.id === 'string' &&
    typeof m.seq === 'number' &&
    m.seq > 0 &&
    typeof m.body === 'string' &&
    typeof m.at === 'string' &&
    (m.author === 'subscriber' || m.author === 'agent' || m.author === 'system') &&
    (m.kind === 'text' || m.kind === 'joined' || m.kind === 'ended' || m.kind === 'case');
  return ok ? ({ ...m, agentName: m.agentName ?? null } as SupportChatMessage) : null;
}

/** How the event stream of a chat is doing. */
export type ChatStreamState = 'connecting' | 'open' | 'reconnecting' | 'lost' | 'closed';

/** Messages by seq, each once, in order. */
export function mergeMessages(
  have: readonly SupportChatMessage[],
  more: readonly SupportChatMessage[],
): SupportChatMessage[] {
  const bySeq = new Map(have.map((m) => [m.seq, m]));
  for (const m of more) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * Follows one chat's server-sent events (GET /api/support/chat/:chatId/events). The first
 * connection asks for what came after the last message already shown; the browser's own
 * reconnects send Last-Event-ID, so nothing is lost or shown twice. Shared by the subscriber's
 * chat panel and the agent desk. Mount it under a `key` of the chat id.
 */
export function useChatStream(chatId: string, initial: readonly SupportChatMessage[], follow: boolean) {
  const [messages, setMessages] = useState<SupportChatMessage[]>(() => mergeMessages([], initial));
  const [state, setState] = useState<ChatStreamState>(follow ? 'connecting' : 'closed');
  const [attempt, setAttempt] = useState(0);
  const lastSeq = useRef(0);
  lastSeq.current = messages.at(-1)?.seq ?? 0;

  useEffect(() => {
    if (!follow) return;
    const source = new EventSource(`${eventsPath(chatId)}?after=${lastSeq.current}`);
    setState('connecting');
    source.onopen = () => setState('open');
    source.onmessage = (event: MessageEvent<string>) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const message = asMessage(data);
      if (!message) return;
      setMessages((have) => mergeMessages(have, [message]));
      if (message.kind === 'ended' || message.kind === 'case') {
        source.close();
        setState('closed');
      }
    };
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'lost' : 'reconnecting');
    return () => source.close();
  }, [chatId, follow, attempt]);

  /** Adds messages the page already has (its own, from the POST answer). */
  const add = useCallback((more: readonly SupportChatMessage[]) => {
    setMessages((have) => mergeMessages(have, more));
  }, []);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { messages, state, add, retry };
}
