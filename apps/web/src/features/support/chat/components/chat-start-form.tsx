import { useEffect, useState, type FormEvent } from 'react';
import { SUPPORT_CHAT_MESSAGE_MAX, SUPPORT_CHAT_TOPICS, type SupportChatTopic } from '@coax/domain';
import type { SupportChatWithMessages } from '@coax/contract';
import { fallbackKey, reasonKey } from '../../../../lib/refusal.ts';
import { BusyButton } from '../../../../ui/busy-button.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { SelectField } from '../../../../ui/select-field.tsx';
import { useStartChat } from '../api/chat-calls.ts';
import { CHAT_REASONS, TOPIC_LABELS, useSupportChatT } from '../i18n/use-chat-t.ts';

/** A topic and a first message; the answer is a chat waiting for an agent, or a case. */
export function ChatStartForm({ onStarted }: { onStarted: (chat: SupportChatWithMessages) => void }) {
  const { t, lang } = useSupportChatT();
  const [topic, setTopic] = useState<SupportChatTopic>('billing');
  const [message, setMessage] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [blank, setBlank] = useState(false);
  const start = useStartChat();
  // The panel's first field once the form shows (the panel opened while the chat was loading).
  useEffect(() => document.getElementById('chat-topic')?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (message.trim() === '') {
      setBlank(true);
      document.getElementById('chat-first-message')?.focus();
      return;
    }
    setBlank(false);
    start.mutate(
      { topic, message, lang, key },
      {
        onSuccess: (chat) => {
          setKey(crypto.randomUUID());
          onStarted(chat);
        },
      },
    );
  };
  const refused = start.error
    ? t(reasonKey(start.error, CHAT_REASONS) ?? fallbackKey(start.error), {
        max: String(SUPPORT_CHAT_MESSAGE_MAX),
      })
    : null;

  return (
    <form className="chat-start stack" onSubmit={submit} noValidate>
      <p>{t('supportChat.intro')}</p>
      <SelectField
        id="chat-topic"
        label={t('supportChat.topic')}
        value={topic}
        options={SUPPORT_CHAT_TOPICS.map((value) => ({ value, label: t(TOPIC_LABELS[value]) }))}
        onChange={(value) => setTopic(SUPPORT_CHAT_TOPICS.find((x) => x === value) ?? 'other')}
      />
      <div className={`field${blank ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor="chat-first-message">
          {t('supportChat.firstMessage')}
        </label>
        {blank ? (
          <p className="field__error" id="chat-first-message-error">
            {t('supportChat.refused.required')}
          </p>
        ) : null}
        <textarea
          id="chat-first-message"
          className="field__input chat-textarea"
          rows={3}
          maxLength={SUPPORT_CHAT_MESSAGE_MAX}
          value={message}
          aria-invalid={blank || undefined}
          aria-describedby={blank ? 'chat-first-message-error' : undefined}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      {refused ? (
        <Notice tone="error" live="assertive">
          {refused}
        </Notice>
      ) : null}
      <BusyButton busy={start.isPending} busyLabel={t('supportChat.starting')}>
        {t('supportChat.start')}
      </BusyButton>
    </form>
  );
}
