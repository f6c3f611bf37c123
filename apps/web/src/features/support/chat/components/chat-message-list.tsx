import type { SupportChatMessage } from '@coax/contract';
import { useSupportChatT, type SupportChatKey } from '../i18n/use-chat-t.ts';

/** What a chat's own event says, in the reader's language. */
export function eventText(
  m: SupportChatMessage,
  t: (key: SupportChatKey, vars?: Record<string, string>) => string,
) {
  switch (m.kind) {
    case 'joined':
      return t('supportChat.joined', { name: m.agentName ?? t('supportChat.agent') });
    case 'ended':
      return m.body === 'agent' ? t('supportChat.endedByAgent') : t('supportChat.endedBySubscriber');
    case 'case':
      return t('supportChat.caseKept');
    default:
      return m.body;
  }
}

/** The chat so far, oldest first; the panel announces new messages in its own live region. */
export function ChatMessageList({ messages }: { messages: readonly SupportChatMessage[] }) {
  const { t, locale } = useSupportChatT();
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  return (
    <ol className="chat-messages" aria-label={t('supportChat.messagesLabel')}>
      {messages.map((m) =>
        m.kind === 'text' ? (
          <li key={m.seq} className={`chat-message chat-message--${m.author}`}>
            <span className="chat-message__who">
              {m.author === 'agent' ? (m.agentName ?? t('supportChat.agent')) : t('supportChat.you')}
              <span className="chat-message__time"> · {time.format(new Date(m.at))}</span>
            </span>
            <span className="chat-message__body">{m.body}</span>
          </li>
        ) : (
          <li key={m.seq} className="chat-message chat-message--system">
            {eventText(m, t)}
          </li>
        ),
      )}
    </ol>
  );
}
