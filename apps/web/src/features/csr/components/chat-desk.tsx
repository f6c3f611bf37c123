import './chat-desk.css';
import { useEffect, useState } from 'react';
import type { SupportChatQueueItem } from '@coax/contract';
import { SUPPORT_CHAT_PRESENCE_RENEW_MS } from '@coax/domain';
import { fallbackKey, reasonKey } from '../../../lib/refusal.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useChatPresence, useChatQueue, useTakeChat } from '../api/support-chat.ts';
import { CSR_CHAT_REASONS, CSR_TOPIC_LABELS, useCsrChatT } from '../i18n/use-csr-chat-t.ts';
import { ChatDeskConversation } from './chat-desk-conversation.tsx';

/**
 * The desk's chat queue (issue 18): whether this agent takes chats (renewed while the desk is
 * open), the chats waiting, the agent's own, and the one being answered.
 */
export function ChatDesk() {
  const { t } = useCsrChatT();
  const queue = useChatQueue();
  const presence = useChatPresence();
  const take = useTakeChat();
  const [opened, setOpened] = useState<{ id: string; name: string } | null>(null);
  const available = queue.data?.available ?? false;
  const renew = presence.mutate;

  useEffect(() => {
    if (!available) return;
    const timer = window.setInterval(() => renew(true), SUPPORT_CHAT_PRESENCE_RENEW_MS);
    return () => window.clearInterval(timer);
  }, [available, renew]);

  const describe = (c: SupportChatQueueItem) =>
    t('csrChat.item', {
      name: c.userName,
      id: c.userId,
      topic: t(CSR_TOPIC_LABELS[c.topic]),
      lang: t(c.lang === 'es' ? 'csrChat.lang.es' : 'csrChat.lang.en'),
    });

  return (
    <section className="card stack csr-chat" aria-labelledby="csr-chat-title">
      <h2 id="csr-chat-title">{t('csrChat.title')}</h2>
      <QueryState query={queue} loading={t('csrChat.loading')} failed={t('csrChat.loadFailed')}>
        {(q) => (
          <>
            <p>{q.available ? t('csrChat.available') : t('csrChat.unavailable')}</p>
            <p>
              <BusyButton
                type="button"
                className={q.available ? 'button button--secondary' : 'button button--primary'}
                busy={presence.isPending}
                onClick={() => presence.mutate(!q.available)}
              >
                {q.available ? t('csrChat.goUnavailable') : t('csrChat.goAvailable')}
              </BusyButton>
            </p>
            <h3>{t('csrChat.waitingTitle')}</h3>
            {q.waiting.length === 0 ? (
              <p>{t('csrChat.noneWaiting')}</p>
            ) : (
              <ul className="csr-chat__list">
                {q.waiting.map((c) => (
                  <li key={c.id} className="csr-chat__item">
                    <span>{describe(c)}</span>
                    <q className="csr-chat__first">{c.firstMessage}</q>
                    <BusyButton
                      type="button"
                      className="button button--primary"
                      busy={take.isPending && take.variables === c.id}
                      onClick={() =>
                        take.mutate(c.id, { onSuccess: () => setOpened({ id: c.id, name: c.userName }) })
                      }
                    >
                      {t('csrChat.take', { name: c.userName })}
                    </BusyButton>
                  </li>
                ))}
              </ul>
            )}
            {take.error ? (
              <Notice tone="error" live="assertive">
                {t(reasonKey(take.error, CSR_CHAT_REASONS) ?? fallbackKey(take.error))}
              </Notice>
            ) : null}
            <h3>{t('csrChat.mineTitle')}</h3>
            {q.mine.length === 0 ? (
              <p>{t('csrChat.noneMine')}</p>
            ) : (
              <ul className="csr-chat__list">
                {q.mine.map((c) => (
                  <li key={c.id} className="csr-chat__item">
                    <span>{describe(c)}</span>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-pressed={opened?.id === c.id}
                      onClick={() => setOpened({ id: c.id, name: c.userName })}
                    >
                      {t('csrChat.open', { name: c.userName })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
      {opened ? <ChatDeskConversation key={opened.id} chatId={opened.id} name={opened.name} /> : null}
    </section>
  );
}
