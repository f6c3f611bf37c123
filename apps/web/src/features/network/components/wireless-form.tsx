import { useState, type FormEvent } from 'react';
import type { NetworkGateway, NetworkWireless } from '@coax/contract';
import { AUTO_CHANNEL, WIFI_BANDS, WIFI_CHANNELS, stripSpecialCharacters, type WifiBand } from '@coax/domain';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useBestChannel, useSetWireless } from '../api/gateway.ts';
import { useNetworkT } from '../i18n/use-network-t.ts';
import { fieldKeys, refusalKey } from './refusal.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const MINUTES_PER_HOUR = 60;
const toTime = (minutes: number) =>
  `${pad(Math.floor(minutes / MINUTES_PER_HOUR))}:${pad(minutes % MINUTES_PER_HOUR)}`;
const fromTime = (text: string): number | null => {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  return m ? Number(m[1]) * MINUTES_PER_HOUR + Number(m[2]) : null;
};

/**
 * Wireless names and passwords per band, channels with a best-channel scan, and the WiFi timer.
 * Names keep only what seed 002 §5's no-special-character field keeps; every refusal is shown at
 * its field, and a refused save leaves the gateway as it was.
 */
export function WirelessForm({ gateway }: { gateway: NetworkGateway }) {
  const { t } = useNetworkT();
  const save = useSetWireless();
  const scan = useBestChannel();
  const [draft, setDraft] = useState<NetworkWireless>(gateway.wireless);
  const [shown, setShown] = useState(false);
  const errors = fieldKeys(save.error, 'wireless.');
  const error = (path: string) => {
    const key = errors[path];
    return key ? t(key) : undefined;
  };
  const setBand = (band: WifiBand, change: Partial<NetworkWireless[WifiBand]>) =>
    setDraft({ ...draft, [band]: { ...draft[band], ...change } });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    scan.reset();
    save.mutate({ version: gateway.version, wireless: draft }, { onSuccess: (v) => setDraft(v.wireless) });
  };
  const findBest = (band: WifiBand) => {
    save.reset();
    scan.mutate(
      { version: gateway.version, band },
      {
        onSuccess: (v) =>
          setDraft({ ...draft, [band]: { ...draft[band], channel: v.wireless[band].channel } }),
      },
    );
  };

  return (
    <form className="stack" onSubmit={submit} noValidate aria-labelledby="net-wireless">
      <h2 id="net-wireless">{t('network.router.wireless')}</h2>
      {WIFI_BANDS.map((band) => (
        <fieldset key={band} className="network__section">
          <legend>{t(`network.router.${band}`)}</legend>
          <div className="checkbox">
            <input
              id={`net-${band}-on`}
              type="checkbox"
              checked={draft[band].enabled}
              onChange={(e) => setBand(band, { enabled: e.target.checked })}
            />
            <label htmlFor={`net-${band}-on`}>{t('network.router.enabled')}</label>
          </div>
          <div className="network__fields">
            <TextField
              id={`net-${band}-ssid`}
              label={t('network.router.ssid')}
              hint={t('network.router.ssidHint')}
              value={draft[band].ssid}
              error={error(`${band}.ssid`)}
              onChange={(e) => setBand(band, { ssid: stripSpecialCharacters(e.target.value) })}
            />
            <TextField
              id={`net-${band}-pass`}
              type={shown ? 'text' : 'password'}
              autoComplete="off"
              label={t('network.router.passphrase')}
              hint={t('network.router.passphraseHint')}
              value={draft[band].passphrase}
              error={error(`${band}.passphrase`)}
              onChange={(e) => setBand(band, { passphrase: e.target.value })}
            />
            <SelectField
              id={`net-${band}-channel`}
              label={t('network.router.channel')}
              value={String(draft[band].channel)}
              error={error(`${band}.channel`)}
              onChange={(value) => setBand(band, { channel: Number(value) })}
              options={[AUTO_CHANNEL, ...WIFI_CHANNELS[band]].map((c) => ({
                value: String(c),
                label: c === AUTO_CHANNEL ? t('network.router.auto') : String(c),
              }))}
            />
          </div>
          <BusyButton
            type="button"
            className="button"
            busy={scan.isPending && scan.variables.band === band}
            busyLabel={t('network.router.scanning')}
            onClick={() => findBest(band)}
          >
            {t('network.router.bestChannel')}
          </BusyButton>
        </fieldset>
      ))}
      <div className="checkbox">
        <input
          id="net-show-pass"
          type="checkbox"
          checked={shown}
          onChange={(e) => setShown(e.target.checked)}
        />
        <label htmlFor="net-show-pass">{t('network.router.showPassword')}</label>
      </div>
      <fieldset className="network__section">
        <legend>{t('network.router.timer')}</legend>
        <div className="checkbox">
          <input
            id="net-timer-on"
            type="checkbox"
            checked={draft.timer.enabled}
            onChange={(e) => setDraft({ ...draft, timer: { ...draft.timer, enabled: e.target.checked } })}
          />
          <label htmlFor="net-timer-on">{t('network.router.timerEnabled')}</label>
        </div>
        {draft.timer.enabled ? (
          <div className="network__fields">
            <TextField
              id="net-timer-onat"
              type="time"
              label={t('network.router.turnOn')}
              hint={t('network.router.timeHint')}
              value={toTime(draft.timer.turnOnMinutes)}
              error={error('timer.turnOnMinutes')}
              onChange={(e) => {
                const m = fromTime(e.target.value);
                if (m !== null) setDraft({ ...draft, timer: { ...draft.timer, turnOnMinutes: m } });
              }}
            />
            <TextField
              id="net-timer-offat"
              type="time"
              label={t('network.router.turnOff')}
              hint={t('network.router.timeHint')}
              value={toTime(draft.timer.turnOffMinutes)}
              onChange={(e) => {
                const m = fromTime(e.target.value);
                if (m !== null) setDraft({ ...draft, timer: { ...draft.timer, turnOffMinutes: m } });
              }}
            />
          </div>
        ) : null}
      </fieldset>
      {(save.isError && Object.keys(errors).length === 0) || scan.isError ? (
        <Notice tone="error" live="assertive">
          <p>{t(refusalKey(save.error ?? scan.error))}</p>
        </Notice>
      ) : null}
      {save.isError && Object.keys(errors).length > 0 ? (
        <Notice tone="error" live="assertive">
          <p>{t('network.router.errorsTitle')}</p>
        </Notice>
      ) : null}
      {save.isSuccess ? (
        <Notice tone="success" live="polite">
          <p>{t('network.saved')}</p>
        </Notice>
      ) : null}
      <BusyButton busy={save.isPending} busyLabel={t('network.router.saving')}>
        {t('network.router.saveWireless')}
      </BusyButton>
    </form>
  );
}
