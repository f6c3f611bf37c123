import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../i18n/format.ts';
import { fallbackKey, reasonKey } from '../../../lib/refusal.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useDeleteMail, useMailboxMessage, useMarkSeen } from '../api/webmail-queries.ts';
import { WEBMAIL_REASON_KEYS, useWebmailT } from '../i18n/use-webmail-t.ts';

/** One message (#/message/<id>): opening an unseen one marks it seen; it can be deleted. */
export function MessageView({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const { t, locale } = useWebmailT();
  const message = useMailboxMessage(id);
  const markSeen = useMarkSeen();
  const remove = useDeleteMail();
  const [asking, setAsking] = useState(false);
  const unseen = message.data?.status === 'unseen';
  const { mutate: mark } = markSeen;

  useEffect(() => {
    if (unseen) mark(id);
  }, [unseen, id, mark]);

  const refusal = (error: unknown) => t(reasonKey(error, WEBMAIL_REASON_KEYS) ?? fallbackKey(error));
  const gone =
    message.isError && reasonKey(message.error, WEBMAIL_REASON_KEYS) === 'webmail.refused.notFound';

  return (
    <div className="mail-message">
      <p>
        <Link to={{ hash: '' }}>{t('webmail.back')}</Link>
      </p>
      {gone ? (
        <Notice tone="error" live="assertive">
          <p>{t('webmail.refused.notFound')}</p>
        </Notice>
      ) : (
        <QueryState
          query={message}
          loading={t('webmail.message.loading')}
          failed={t('webmail.message.loadFailed')}
        >
          {(m) => (
            <article className="mail-message" aria-labelledby="mail-subject">
              <h2 className="mail-message__subject" id="mail-subject">
                {m.subject}
              </h2>
              <dl className="mail-message__facts">
                <dt>{t('webmail.from')}</dt>
                <dd>{m.sender}</dd>
                <dt>{t('webmail.date')}</dt>
                <dd>
                  <time dateTime={m.date}>{formatDateTime(new Date(m.date), locale)}</time>
                </dd>
                <dt>{t('webmail.status')}</dt>
                <dd>{t(`webmail.status.${m.status}`)}</dd>
              </dl>
              <div className="mail-message__body">
                {m.body.split(/\n\s*\n/).map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </div>
              <div className="button-row">
                <button type="button" className="button" onClick={() => setAsking(true)}>
                  {t('webmail.delete')}
                </button>
              </div>
              {asking ? (
                <ConfirmDialog
                  title={t('webmail.delete.title')}
                  closeLabel={t('common.close')}
                  onClose={() => {
                    setAsking(false);
                    remove.reset();
                  }}
                  error={remove.isError ? <p>{refusal(remove.error)}</p> : undefined}
                  confirmLabel={t('webmail.delete.confirm')}
                  busyLabel={t('webmail.delete.busy')}
                  busy={remove.isPending}
                  onConfirm={() => remove.mutate(id, { onSuccess: onDeleted })}
                  keepLabel={t('webmail.delete.keep')}
                >
                  <p>{t('webmail.delete.body', { subject: m.subject, sender: m.sender })}</p>
                </ConfirmDialog>
              ) : null}
            </article>
          )}
        </QueryState>
      )}
    </div>
  );
}
