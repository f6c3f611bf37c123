import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { mailboxModuleView } from '@coax/domain';
import { useSignedInUser } from '../../../session/current-session.ts';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useMailbox } from '../api/webmail-queries.ts';
import { MailboxListView } from '../components/mailbox-list.tsx';
import { MessageView } from '../components/message-view.tsx';
import { NoMailbox } from '../components/no-mailbox.tsx';
import { useWebmailT } from '../i18n/use-webmail-t.ts';
import '../components/webmail.css';

/** The message id in the address's hash (`#/message/<id>`), the form the dashboard links to. */
function messageIdOf(hash: string): string | null {
  const match = /^#\/message\/([^/?#]+)$/.exec(hash);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * /webmail/: the signed-in id's mailbox (issue 23 item 1; seed 000 §2 E-mail, §3 Webmail, §4
 * Mailbox status). The list, or one message when the hash names it.
 */
export default function WebmailPage() {
  const { t } = useWebmailT();
  const user = useSignedInUser();
  const location = useLocation();
  const navigate = useNavigate();
  const view = mailboxModuleView(user.entitlements.email, user.p.mus);
  const open = view.reason === 'active';
  const mailbox = useMailbox(open);
  const id = messageIdOf(location.hash);
  const [deleted, setDeleted] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="webmail stack">
      <PageTitle title={t('webmail.title')} />
      <h1 ref={heading} tabIndex={-1}>
        {t('webmail.title')}
      </h1>
      {view.reason !== 'active' ? (
        <NoMailbox reason={view.reason} />
      ) : id ? (
        <MessageView
          key={id}
          id={id}
          onDeleted={() => {
            setDeleted(true);
            void navigate({ hash: '' });
            heading.current?.focus();
          }}
        />
      ) : (
        <>
          {deleted ? (
            <Notice tone="success" live="polite">
              <p>{t('webmail.deleted')}</p>
            </Notice>
          ) : null}
          <QueryState
            query={mailbox}
            loading={t('webmail.loading')}
            failed={t('webmail.loadFailed')}
            empty={t('webmail.empty')}
            isEmpty={(d) => d.messages.length === 0}
          >
            {(data) => <MailboxListView data={data} />}
          </QueryState>
        </>
      )}
    </div>
  );
}
