import type { VoicemailMessage } from '@coax/contract';
import { formatPhone } from '@coax/domain';
import { formatDateTime } from '../../../i18n/format.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { voicemailAudioUrl } from '../api/get-voicemail.ts';
import { usePhoneT } from '../i18n/use-phone-t.ts';

/** How long a message is, as m:ss. */
function length(seconds: number) {
  return { minutes: String(Math.floor(seconds / 60)), seconds: String(seconds % 60).padStart(2, '0') };
}

/**
 * One message: who called, when, how long, heard or new; a player with the server's recording and
 * the transcript in the language the caller spoke; mark heard or new, and delete (the page asks).
 */
export function VoicemailItem({
  message: m,
  marking,
  onMark,
  onDelete,
}: {
  message: VoicemailMessage;
  marking: boolean;
  onMark: (heard: boolean) => void;
  onDelete: () => void;
}) {
  const { t, locale } = usePhoneT();
  const caller = m.fromName ?? t('voicemail.unknownCaller');
  const headingId = `vm-${m.id}`;
  return (
    <li className={`voicemail${m.isNew ? ' voicemail--new' : ''}`} aria-labelledby={headingId}>
      <div className="voicemail__head">
        <h2 className="voicemail__caller" id={headingId}>
          {caller}
        </h2>
        <span className="voicemail__status">
          {m.isNew ? t('voicemail.status.new') : t('voicemail.status.heard')}
        </span>
      </div>
      <dl className="voicemail__meta">
        <div>
          <dt>{t('voicemail.from')}</dt>
          <dd>{formatPhone(m.fromNumber)}</dd>
        </div>
        <div>
          <dt>{t('voicemail.received')}</dt>
          <dd>
            <time dateTime={new Date(m.receivedAt).toISOString()}>
              {formatDateTime(m.receivedAt, locale)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('voicemail.duration')}</dt>
          <dd>{t('voicemail.seconds', length(m.durationSeconds))}</dd>
        </div>
      </dl>
      <audio
        controls
        preload="none"
        src={voicemailAudioUrl(m.id)}
        aria-label={t('voicemail.player', { caller })}
      />
      <figure className="voicemail__transcript">
        <figcaption className="visually-hidden">{t('voicemail.transcript')}</figcaption>
        {m.transcript ? (
          <p lang={m.transcriptLanguage}>{m.transcript}</p>
        ) : (
          <p>{t('voicemail.noTranscript')}</p>
        )}
      </figure>
      <div className="button-row">
        <BusyButton
          type="button"
          className="button button--small"
          busy={marking}
          busyLabel={t('voicemail.saving')}
          onClick={() => onMark(m.isNew)}
          aria-describedby={headingId}
        >
          {m.isNew ? t('voicemail.markHeard') : t('voicemail.markNew')}
        </BusyButton>
        <button
          type="button"
          className="button button--small button--quiet"
          onClick={onDelete}
          aria-describedby={headingId}
        >
          {t('voicemail.delete')}
        </button>
      </div>
    </li>
  );
}
