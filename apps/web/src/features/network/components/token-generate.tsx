import { formatTimeOrDateTime } from '../../../i18n/format.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useGenerateHotspotToken } from '../api/hotspot.ts';
import { useNetworkT } from '../i18n/use-network-t.ts';
import { refusalKey } from './refusal.ts';

/**
 * generateToken: a one-time code shown here, for a device at hand. Nothing is sent, so a second
 * press is a new code (the last one shown is the one to type).
 */
export function TokenGenerate() {
  const { t, locale } = useNetworkT();
  const generate = useGenerateHotspotToken();
  return (
    <div className="stack">
      <h3 id="net-token-show">{t('network.wifi.tokenShowTitle')}</h3>
      <BusyButton
        type="button"
        busy={generate.isPending}
        busyLabel={t('network.wifi.tokenShowing')}
        onClick={() => generate.mutate()}
      >
        {t('network.wifi.tokenShow')}
      </BusyButton>
      {generate.data ? (
        <Notice tone="success" live="polite">
          <p>
            {t('network.wifi.tokenShown', {
              time: formatTimeOrDateTime(new Date(generate.data.expiresAt), locale),
            })}
          </p>
          <p className="network__token">{generate.data.token}</p>
        </Notice>
      ) : null}
      {generate.isError ? (
        <Notice tone="error" live="assertive">
          <p>{t(refusalKey(generate.error))}</p>
        </Notice>
      ) : null}
    </div>
  );
}
