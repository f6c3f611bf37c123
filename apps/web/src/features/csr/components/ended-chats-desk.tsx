import './support-cases-desk.css';
import type { DeskEndedChat, SupportChatMessage } from '@coax/contract';
import { formatDateTime } from '../../../i18n/format.ts';
import { QueryState } from '../../../ui/query-state.tsx';
import { useDeskEndedChats } from '../api/support-desk-lists.ts';
import { CSR_TOPIC_LABELS, useCsrChatT } from '../i18n/use-csr-chat-t.ts';
import { useCsrDeskT } from '../i18n/use-csr-desk-t.ts';

function Line({ m, name }: { m: SupportChatMessage; name: string }) {
  const { t } = useCsrDeskT();
  if (m.kind === 'joined') {
    return <>{t('csrDesk.chats.joined', { name: m.agentName ?? t('csrDesk.chats.agentAuthor') })}</>;
  }
  if (m.kind === 'ended') {
    return <>{t(m.body === 'agent' ? 'csrDesk.chats.endedByAgent' : 'csrDesk.chats.endedBySubscriber')}</>;
  }
  if (m.kind === 'case') return <>{t('csrDesk.chats.kept')}</>;
  const who = m.author === 'agent' ? (m.agentName ?? t('csrDesk.chats.agentAuthor')) : name;
  return (
    <>
      <strong>{who}: </strong>
      {m.body}
    </>
  );
}

function EndedChat({ c }: { c: DeskEndedChat }) {
  const { t, tn, locale } = useCsrDeskT();
  const chatT = useCsrChatT();
  return (
    <li className="card stack" data-ended-chat={c.id}>
      <h3>
        {t('csrDesk.chats.heading', {
          name: c.userName,
          user: c.userId,
          topic: chatT.t(CSR_TOPIC_LABELS[c.topic]),
        })}
      </h3>
      <p>
        {t('csrDesk.chats.when', {
          start: formatDateTime(c.startedAt, locale),
          end: c.endedAt ? formatDateTime(c.endedAt, locale) : '—',
        })}
      </p>
      <p>
        {c.status === 'case'
          ? t('csrDesk.chats.case')
          : t('csrDesk.chats.agent', { name: c.agentName ?? '—' })}
      </p>
      <details>
        <summary>{tn('csrDesk.chats.transcript', c.messages.length)}</summary>
        <ol
          className="support-desk__transcript"
          aria-label={t('csrDesk.chats.transcriptLabel', { name: c.userName })}
        >
          {c.messages.map((m) => (
            <li key={m.seq} className="support-desk__text">
              <Line m={m} name={c.userName} />{' '}
              <span className="support-desk__time">{formatDateTime(m.at, locale)}</span>
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/** The chats that ended, newest first, each with its transcript behind a disclosure. */
export function EndedChatsDesk() {
  const { t } = useCsrDeskT();
  const chats = useDeskEndedChats();
  return (
    <section className="card stack" aria-labelledby="desk-ended-chats-title">
      <h2 id="desk-ended-chats-title">{t('csrDesk.chats.title')}</h2>
      <QueryState
        query={chats}
        loading={t('csrDesk.chats.loading')}
        failed={t('csrDesk.chats.failed')}
        empty={t('csrDesk.chats.none')}
        isEmpty={(d) => d.chats.length === 0}
      >
        {(d) => (
          <ul className="support-desk__list stack">
            {d.chats.map((c) => (
              <EndedChat key={c.id} c={c} />
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
