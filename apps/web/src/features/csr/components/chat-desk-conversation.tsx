import { useRef, useState, type FormEvent } from 'react';
import type { SupportChatMessage, SupportChatWithMessages } from '@coax/contract';
import { SUPPORT_CHAT_MESSAGE_MAX } from '@coax/domain';
import { fallbackKey, reasonKey } from '../../../lib/refusal.ts';
import { useChatStream } from '../../../lib/support-chat-stream.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useAgentChat, useAgentEndChat, useAgentReply } from '../api/support-chat.ts';
import { CSR_CHAT_REASONS, useCsrChatT, type CsrChatKey } from '../i18n/use-csr-chat-t.ts';

function line(m: SupportChatMessage, t: (k: CsrChatKey, v?: Record<string, string>) => string): string {
  if (m.kind === 'joined') return t('csrChat.joined', { name: m.agentName ?? t('csrChat.you') });
  if (m.kind === 'ended') {
    return m.body === 'agent' ? t('csrChat.endedByAgent') : t('csrChat.endedBySubscriber');
  }
  return m.body;
}

function Live({ data, name }: { data: SupportChatWithMessages; name: string }) {
  const { t } = useCsrChatT();
  const open = data.chat.status === 'active' || data.chat.status === 'waiting';
  const stream = useChatStream(data.chat.id, data.messages, open);
  const ended = !open || stream.messages.some((m) => m.kind === 'ended');
  const [text, setText] = useState('');
  const reply = useAgentReply();
  const end = useAgentEndChat();
  const firstSeen = useRef(data.messages.at(-1)?.seq ?? 0);
  const incoming = [...stream.messages]
    .reverse()
    .find((m) => m.seq > firstSeen.current && m.author !== 'agent');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (body === '' || reply.isPending) return;
    reply.mutate(
      { chatId: data.chat.id, body },
      {
        onSuccess: (m) => {
          stream.add([m]);
          setText('');
        },
      },
    );
  };
  const failure = reply.error ?? end.error;
  return (
    <div className="stack">
      <ol className="csr-chat__messages" aria-label={t('csrChat.conversation', { name })}>
        {stream.messages.map((m) => (
          <li key={m.seq} className={`csr-chat__message csr-chat__message--${m.author}`}>
            {m.kind === 'text' ? <strong>{m.author === 'agent' ? t('csrChat.you') : name}: </strong> : null}
            {line(m, t)}
          </li>
        ))}
      </ol>
      <div role="status" className="visually-hidden">
        {incoming
          ? incoming.kind === 'text'
            ? t('csrChat.announce', { name, text: incoming.body })
            : line(incoming, t)
          : ''}
      </div>
      {!ended && stream.state === 'lost' ? (
        <LoadFailed message={t('csrChat.lost')} onRetry={stream.retry} live="polite" />
      ) : null}
      {failure ? (
        <Notice tone="error" live="assertive">
          {t(reasonKey(failure, CSR_CHAT_REASONS) ?? fallbackKey(failure))}
        </Notice>
      ) : null}
      {ended ? (
        <Notice>{t('csrChat.ended')}</Notice>
      ) : (
        <form className="stack" onSubmit={submit}>
          <label className="field__label" htmlFor={`csr-chat-reply-${data.chat.id}`}>
            {t('csrChat.reply')}
          </label>
          <textarea
            id={`csr-chat-reply-${data.chat.id}`}
            className="field__input"
            rows={2}
            maxLength={SUPPORT_CHAT_MESSAGE_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="csr-chat__actions">
            <BusyButton busy={reply.isPending}>{t('csrChat.send')}</BusyButton>
            <BusyButton
              type="button"
              className="button button--secondary"
              busy={end.isPending}
              onClick={() => end.mutate(data.chat.id, { onSuccess: (done) => stream.add(done.messages) })}
            >
              {t('csrChat.end')}
            </BusyButton>
          </div>
        </form>
      )}
    </div>
  );
}

/** One chat the agent holds: its messages live, a reply box, and end. */
export function ChatDeskConversation({ chatId, name }: { chatId: string; name: string }) {
  const { t } = useCsrChatT();
  const chat = useAgentChat(chatId);
  return (
    <section className="csr-chat__conversation stack" aria-labelledby={`csr-chat-${chatId}`}>
      <h3 id={`csr-chat-${chatId}`}>{t('csrChat.conversation', { name })}</h3>
      <QueryState query={chat} loading={t('csrChat.loading')} failed={t('csrChat.loadFailed')}>
        {(data) => <Live data={data} name={name} />}
      </QueryState>
    </section>
  );
}
