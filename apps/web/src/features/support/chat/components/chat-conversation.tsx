import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { SupportChatMessage, SupportChatWithMessages } from '@coax/contract';
import { SUPPORT_CHAT_MESSAGE_MAX } from '@coax/domain';
import { fallbackKey, reasonKey } from '../../../../lib/refusal.ts';
import { useChatStream } from '../../../../lib/support-chat-stream.ts';
import { BusyButton } from '../../../../ui/busy-button.tsx';
import { LoadFailed } from '../../../../ui/load-failed.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { useEmailTranscript, useEndChat, useSendChatMessage } from '../api/chat-calls.ts';
import { CHAT_REASONS, useSupportChatT } from '../i18n/use-chat-t.ts';
import { ChatMessageList, eventText } from './chat-message-list.tsx';

/** The newest message from the other side since the panel opened, for the live region. */
function useAnnouncement(messages: readonly SupportChatMessage[]): SupportChatMessage | undefined {
  const firstSeen = useRef(messages.at(-1)?.seq ?? 0);
  return [...messages].reverse().find((m) => m.seq > firstSeen.current && m.author !== 'subscriber');
}

/** An open or ended chat: the messages, live; a message box; end; the transcript by e-mail. */
export function ChatConversation({
  chat: initial,
  onNewChat,
}: {
  chat: SupportChatWithMessages;
  onNewChat: () => void;
}) {
  const { t } = useSupportChatT();
  const startedOpen = initial.chat.status === 'waiting' || initial.chat.status === 'active';
  const stream = useChatStream(initial.chat.id, initial.messages, startedOpen);
  const ended = !startedOpen || stream.messages.some((m) => m.kind === 'ended');
  const joined = stream.messages.some((m) => m.kind === 'joined');
  const [text, setText] = useState('');
  const send = useSendChatMessage();
  const end = useEndChat();
  const transcript = useEmailTranscript();
  const box = useRef<HTMLTextAreaElement>(null);
  const listEnd = useRef<HTMLDivElement>(null);
  const announce = useAnnouncement(stream.messages);

  useEffect(() => {
    if (startedOpen) box.current?.focus();
  }, [startedOpen]);
  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'nearest' });
  }, [stream.messages.length]);
  // The button pressed (End chat, E-mail me the transcript) goes away with its answer: keyboard
  // focus stays in the chat, on what came in its place, so Escape still closes the panel.
  const endedPart = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ended && !endedPart.current?.contains(document.activeElement)) endedPart.current?.focus();
  }, [ended, transcript.isSuccess]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (body === '' || send.isPending) return;
    send.mutate(
      { chatId: initial.chat.id, body },
      {
        onSuccess: (message) => {
          stream.add([message]);
          setText('');
        },
      },
    );
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) submit(event);
  };
  const failure = send.error ?? end.error ?? transcript.error;
  const refused = failure
    ? t(reasonKey(failure, CHAT_REASONS) ?? fallbackKey(failure), { max: String(SUPPORT_CHAT_MESSAGE_MAX) })
    : null;

  return (
    <div className="chat-conversation stack">
      <div className="chat-conversation__scroll">
        <ChatMessageList messages={stream.messages} />
        <div ref={listEnd} />
      </div>
      <div role="status" className="visually-hidden">
        {announce
          ? announce.kind === 'text'
            ? t('supportChat.announce', {
                name: announce.agentName ?? t('supportChat.agent'),
                text: announce.body,
              })
            : eventText(announce, t)
          : ''}
      </div>
      {!ended && !joined ? <p className="chat-conversation__note">{t('supportChat.waiting')}</p> : null}
      {!ended && stream.state === 'reconnecting' ? (
        <p className="chat-conversation__note">{t('supportChat.reconnecting')}</p>
      ) : null}
      {!ended && stream.state === 'lost' ? (
        <LoadFailed message={t('supportChat.lost')} onRetry={stream.retry} live="polite" />
      ) : null}
      {refused ? (
        <Notice tone="error" live="assertive">
          {refused}
        </Notice>
      ) : null}
      {ended ? (
        <div className="stack" ref={endedPart} tabIndex={-1}>
          <Notice>{t('supportChat.ended')}</Notice>
          {transcript.isSuccess || initial.chat.transcriptSent ? (
            <Notice tone="success" live="polite">
              {t('supportChat.transcriptSent')}
            </Notice>
          ) : (
            <BusyButton
              type="button"
              className="button button--secondary"
              busy={transcript.isPending}
              onClick={() => transcript.mutate(initial.chat.id)}
            >
              {t('supportChat.transcript')}
            </BusyButton>
          )}
          <button type="button" className="button button--quiet" onClick={onNewChat}>
            {t('supportChat.newChat')}
          </button>
        </div>
      ) : (
        <form className="chat-send" onSubmit={submit}>
          <label className="field__label" htmlFor="chat-message">
            {t('supportChat.message')}
          </label>
          <textarea
            ref={box}
            id="chat-message"
            className="field__input chat-textarea"
            rows={2}
            maxLength={SUPPORT_CHAT_MESSAGE_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKey}
          />
          <div className="chat-send__actions">
            <BusyButton busy={send.isPending} busyLabel={t('supportChat.sending')}>
              {t('supportChat.send')}
            </BusyButton>
            <BusyButton
              type="button"
              className="button button--secondary"
              busy={end.isPending}
              busyLabel={t('supportChat.ending')}
              onClick={() => end.mutate(initial.chat.id, { onSuccess: (done) => stream.add(done.messages) })}
            >
              {t('supportChat.end')}
            </BusyButton>
          </div>
        </form>
      )}
    </div>
  );
}
