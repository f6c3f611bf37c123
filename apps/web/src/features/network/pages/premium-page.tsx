import { useState, type FormEvent } from 'react';
import { MAC_ADDRESS_MAX_LENGTH, formatMacAddressInput } from '@coax/domain';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { usePremiumTier, useSetPremiumDevice, useSetPremiumTier } from '../api/flags.ts';
import { FlagForm } from '../components/flag-form.tsx';
import { NetworkFrame, ReadOnlyNote } from '../components/network-frame.tsx';
import { NetworkQuery } from '../components/network-query.tsx';
import { fieldKeys, refusalKey } from '../components/refusal.ts';
import { useNetworkT } from '../i18n/use-network-t.ts';

/** /internet/premium: webhosting and ddns, and port 25 / port 80 per device (seed 002 §3 Premium tier). */
export default function PremiumPage() {
  const { t } = useNetworkT();
  const premium = usePremiumTier();
  const save = useSetPremiumTier();
  const device = useSetPremiumDevice();
  const [draft, setDraft] = useState({ macAddress: '', port25: false, port80: false });
  const macKey = fieldKeys(device.error, '').macAddress;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    device.mutate(draft);
  };
  return (
    <NetworkFrame title={t('network.premium.title')} intro={t('network.premium.intro')}>
      <NetworkQuery query={premium}>
        {(p) => (
          <>
            <ReadOnlyNote canChange={p.canChange} />
            <section className="network__section">
              <FlagForm
                id="net-premium"
                flags={{ webhosting: p.webhosting, ddns: p.ddns }}
                labels={{ webhosting: t('network.premium.webhosting'), ddns: t('network.premium.ddns') }}
                save={save}
                saveLabel={t('network.premium.save')}
                disabled={!p.canChange}
              />
            </section>
            <section className="network__section" aria-labelledby="net-premium-ports">
              <h2 id="net-premium-ports">{t('network.premium.ports')}</h2>
              <p>{t('network.premium.portsIntro')}</p>
              {p.devices.length === 0 ? (
                <p>{t('network.premium.portsNone')}</p>
              ) : (
                <ul className="network__list">
                  {p.devices.map((d) => (
                    <li key={d.macAddress}>
                      <div className="network__item">
                        <strong>{d.macAddress}</strong>
                        <p>
                          {[
                            d.port25 ? t('network.premium.port25') : '',
                            d.port80 ? t('network.premium.port80') : '',
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              {p.canChange ? (
                <form className="stack" onSubmit={submit} noValidate>
                  <TextField
                    id="net-premium-mac"
                    label={t('network.wifi.mac')}
                    hint={t('network.wifi.macHint')}
                    maxLength={MAC_ADDRESS_MAX_LENGTH}
                    value={draft.macAddress}
                    error={macKey ? t(macKey) : undefined}
                    onChange={(e) =>
                      setDraft({ ...draft, macAddress: formatMacAddressInput(e.target.value) })
                    }
                  />
                  {(['port25', 'port80'] as const).map((port) => (
                    <div className="checkbox" key={port}>
                      <input
                        id={`net-premium-${port}`}
                        type="checkbox"
                        checked={draft[port]}
                        onChange={(e) => setDraft({ ...draft, [port]: e.target.checked })}
                      />
                      <label htmlFor={`net-premium-${port}`}>{t(`network.premium.${port}`)}</label>
                    </div>
                  ))}
                  {device.isError && !macKey ? (
                    <Notice tone="error" live="assertive">
                      <p>{t(refusalKey(device.error))}</p>
                    </Notice>
                  ) : null}
                  <BusyButton busy={device.isPending} busyLabel={t('network.router.saving')}>
                    {t('network.premium.setPorts')}
                  </BusyButton>
                </form>
              ) : null}
            </section>
          </>
        )}
      </NetworkQuery>
    </NetworkFrame>
  );
}
