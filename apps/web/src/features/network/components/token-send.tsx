import { useState, type FormEvent } from 'react';
import { formatTimeOrDateTime } from '../../../i18n/format.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSendHotspotToken } from '../api/hotspot.ts';
import { useNetworkT } from '../i18n/use-network-t.ts';
import { fieldKeys, refusalKey } from './refusal.ts';

/**
 * sendTokenEmail: one key per press, kept for a retry of that press, so the e-mail goes once
 * however many times the request is sent.
 */
export function TokenSend() {
  const { t, locale } = useNetworkT();
  const send = useSendHotspotToken();
  const [email, setEmail] = useState('');
  const [key, setKey] = useState<string | null>(null);
  const emailKey = fieldKeys(send.error, '').email;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const idempotencyKey = send.isError && key ? key : crypto.randomUUID();
    setKey(idempotencyKey);
    send.mutate({ email, idempotencyKey });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="net-token-send">
      <h3 id="net-token-send">{t('network.wifi.tokenSendTitle')}</h3>
      <TextField
        id="net-token-email"
        type="email"
        autoComplete="email"
        label={t('network.wifi.tokenEmail')}
        value={email}
        error={emailKey ? t(emailKey) : undefined}
        onChange={(e) => {
          setEmail(e.target.value);
          setKey(null);
        }}
      />
      {send.isError && !emailKey ? (
        <Notice tone="error" live="assertive">
          <p>{t(refusalKey(send.error))}</p>
        </Notice>
      ) : null}
      {send.data ? (
        <Notice tone="success" live="polite">
          <p>
            {t('network.wifi.tokenSent', {
              email: send.data.sentTo,
              time: formatTimeOrDateTime(new Date(send.data.expiresAt), locale),
            })}
          </p>
        </Notice>
      ) : null}
      <BusyButton busy={send.isPending} busyLabel={t('network.wifi.tokenSending')}>
        {t('network.wifi.tokenSend')}
      </BusyButton>
    </form>
  );
}
