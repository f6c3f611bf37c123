import { useState } from 'react';
import { useLocation } from 'react-router';
import type { SupportChatWithMessages } from '@coax/contract';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useLanguage } from '../../../../i18n/language-context.ts';
import { loginHref } from '../../../../lib/login-href.ts';
import { useCurrentSession } from '../../../../session/current-session.ts';
import { Dialog } from '../../../../ui/dialog.tsx';
import { LoadingCard } from '../../../../ui/loading-card.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { QueryState } from '../../../../ui/query-state.tsx';
import { useCurrentChat } from '../api/chat-calls.ts';
import { closeChat } from '../chat-open.ts';
import { useSupportChatT } from '../i18n/use-chat-t.ts';
import { ChatConversation } from './chat-conversation.tsx';
import { ChatMessageList } from './chat-message-list.tsx';
import { ChatStartForm } from './chat-start-form.tsx';

/** The subscriber's chat: the one open, else a new one; a case says the answer comes by e-mail. */
function SubscriberChat() {
  const { t } = useSupportChatT();
  const current = useCurrentChat(true);
  // What this panel shows once the subscriber has started or left a chat; undefined: the open one
  const [shown, setShown] = useState<SupportChatWithMessages | null | undefined>(undefined);
  return (
    <QueryState query={current} loading={t('supportChat.loading')} failed={t('supportChat.loadFailed')}>
      {(data) => {
        const chat = shown === undefined ? data.chat : shown;
        if (!chat) return <ChatStartForm onStarted={setShown} />;
        if (chat.chat.status === 'case') {
          return (
            <div className="stack">
              <Notice tone="warning" live="polite">
                {t('supportChat.noAgent')}
              </Notice>
              <ChatMessageList messages={chat.messages.filter((m) => m.kind === 'text')} />
              <button type="button" className="button button--quiet" onClick={() => setShown(null)}>
                {t('supportChat.newChat')}
              </button>
            </div>
          );
        }
        return <ChatConversation key={chat.chat.id} chat={chat} onNewChat={() => setShown(null)} />;
      }}
    </QueryState>
  );
}

/** Who may chat: a signed-in subscriber; a visitor is asked to sign in, an agent sent to the desk. */
function ChatBody() {
  const { t } = useSupportChatT();
  const { prefix } = useLanguage();
  const location = useLocation();
  const { session, isPending } = useCurrentSession();
  if (isPending) return <LoadingCard label={t('supportChat.loading')} />;
  if (session?.user && !session.agent) return <SubscriberChat />;
  if (session?.agent) {
    return (
      <div className="stack">
        <p>{t('supportChat.agentSession')}</p>
        <LocalLink to="/csr/" onClick={closeChat}>
          {t('supportChat.agentDesk')}
        </LocalLink>
      </div>
    );
  }
  const here = location.pathname + location.search + location.hash;
  return (
    <div className="stack">
      <p>{t('supportChat.signIn')}</p>
      <a href={loginHref(here, undefined, prefix)} className="button button--primary" onClick={closeChat}>
        {t('supportChat.signInLink')}
      </a>
    </div>
  );
}

/** The chat panel over the current page: focus moves in, Escape or Close closes it. */
export function ChatPanel() {
  const { t } = useSupportChatT();
  return (
    <Dialog title={t('supportChat.title')} closeLabel={t('supportChat.close')} onClose={closeChat}>
      <div className="chat-panel">
        <ChatBody />
      </div>
    </Dialog>
  );
}
