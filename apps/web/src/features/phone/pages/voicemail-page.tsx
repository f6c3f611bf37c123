import { useRef, useState } from 'react';
import type { VoicemailMessage } from '@coax/contract';
import { formatDateTime } from '../../../i18n/format.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { fallbackKey, reasonKey } from '../../../lib/refusal.ts';
import { useSignedInUser } from '../../../session/current-session.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useDeleteVoicemail, useMarkVoicemail } from '../api/change-voicemail.ts';
import { useVoicemail } from '../api/get-voicemail.ts';
import { NoPhone } from '../components/no-phone.tsx';
import { VoicemailItem } from '../components/voicemail-item.tsx';
import { PHONE_REASON_KEYS, usePhoneT } from '../i18n/use-phone-t.ts';
import '../components/phone.css';

/** /phone/voicemail: the line's voicemail box (issue 23 item 1; seed 000 §2 phone menu). */
export default function VoicemailPage() {
  const { t, locale } = usePhoneT();
  const user = useSignedInUser();
  const hasPhone = user.entitlements.voicemail;
  const inbox = useVoicemail(hasPhone);
  const mark = useMarkVoicemail();
  const remove = useDeleteVoicemail();
  const [deleting, setDeleting] = useState<VoicemailMessage | null>(null);
  const [deleted, setDeleted] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const refusal = (error: unknown) => t(reasonKey(error, PHONE_REASON_KEYS) ?? fallbackKey(error));

  const onMark = (id: string, heard: boolean) => {
    setDeleted(false);
    mark.mutate({ id, heard });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        setDeleted(true);
        heading.current?.focus();
      },
    });
  };

  const closeDialog = () => {
    setDeleting(null);
    remove.reset();
  };

  return (
    <div className="phone stack">
      <PageTitle title={t('voicemail.title')} />
      <p>
        <LocalLink to="/phone">{t('voicemail.back')}</LocalLink>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        {t('voicemail.title')}
      </h1>
      {!hasPhone ? (
        <NoPhone />
      ) : (
        <>
          {deleted ? (
            <Notice tone="success" live="polite">
              <p>{t('voicemail.deleted')}</p>
            </Notice>
          ) : null}
          {mark.isError ? (
            <Notice tone="error" live="assertive">
              <p>{refusal(mark.error)}</p>
            </Notice>
          ) : null}
          <QueryState
            query={inbox}
            loading={t('voicemail.loading')}
            failed={t('voicemail.loadFailed')}
            empty={t('voicemail.empty')}
            isEmpty={(d) => d.messages.length === 0}
          >
            {(data) => (
              <ul className="voicemail-list" aria-label={t('voicemail.listLabel')}>
                {data.messages.map((m) => (
                  <VoicemailItem
                    key={m.id}
                    message={m}
                    marking={mark.isPending && mark.variables.id === m.id}
                    onMark={(heard) => onMark(m.id, heard)}
                    onDelete={() => {
                      setDeleted(false);
                      setDeleting(m);
                    }}
                  />
                ))}
              </ul>
            )}
          </QueryState>
        </>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('voicemail.delete.title')}
          closeLabel={t('common.close')}
          onClose={closeDialog}
          error={remove.isError ? <p>{refusal(remove.error)}</p> : undefined}
          confirmLabel={t('voicemail.delete.confirm')}
          busyLabel={t('voicemail.delete.busy')}
          busy={remove.isPending}
          onConfirm={confirmDelete}
          keepLabel={t('voicemail.delete.keep')}
        >
          <p>
            {t('voicemail.delete.body', {
              caller: deleting.fromName ?? t('voicemail.unknownCaller'),
              when: formatDateTime(deleting.receivedAt, locale),
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
