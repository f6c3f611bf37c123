import { Link } from 'react-router';
import type { MailboxList } from '@coax/contract';
import { formatTimeOrDateTime } from '../../../i18n/format.ts';
import { useWebmailT } from '../i18n/use-webmail-t.ts';

/** The mailbox, newest first; unseen messages stand out (bold, marked and labelled "New"). */
export function MailboxListView({ data }: { data: MailboxList }) {
  const { t, tn, locale } = useWebmailT();
  return (
    <>
      <p>
        {tn('webmail.count', data.messages.length)}
        {data.unseenCount > 0 ? ` · ${tn('webmail.unseen', data.unseenCount)}` : ''}
      </p>
      <ul className="mail-list" aria-label={t('webmail.listLabel')}>
        {data.messages.map((m) => (
          <li key={m.id} className={`mail-row mail-row--${m.status}`}>
            <Link to={{ hash: `/message/${encodeURIComponent(m.id)}` }} className="mail-row__subject">
              {m.subject}
            </Link>
            <span className="mail-row__meta">
              <span className="mail-row__sender">{m.sender}</span>
              <span>{t(`webmail.status.${m.status}`)}</span>
              <time dateTime={m.date}>{formatTimeOrDateTime(new Date(m.date), locale)}</time>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
