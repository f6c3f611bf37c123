import { useHotspotDevices, useHotspotRegistration } from '../api/hotspot.ts';
import { useWifiUsage } from '../api/usage.ts';
import { HotspotDevices } from '../components/hotspot-devices.tsx';
import { NetworkFrame, ReadOnlyNote } from '../components/network-frame.tsx';
import { NetworkQuery } from '../components/network-query.tsx';
import { TokenGenerate } from '../components/token-generate.tsx';
import { TokenSend } from '../components/token-send.tsx';
import { UsageChart } from '../components/usage-chart.tsx';
import { useNetworkT } from '../i18n/use-network-t.ts';

/** /internet/wifi: hotspot devices, their sign-in codes, and usage for the last thirty days. */
export default function WifiPage() {
  const { t } = useNetworkT();
  const devices = useHotspotDevices();
  const registration = useHotspotRegistration();
  const usage = useWifiUsage();
  return (
    <NetworkFrame title={t('network.wifi.title')}>
      <section className="network__section" aria-labelledby="net-usage">
        <h2 id="net-usage">{t('network.usage.title')}</h2>
        <NetworkQuery query={usage}>{(u) => <UsageChart usage={u} />}</NetworkQuery>
      </section>
      <section className="network__section" aria-labelledby="net-hotspot">
        <h2 id="net-hotspot">{t('network.wifi.devices')}</h2>
        <p>{t('network.wifi.devicesIntro')}</p>
        {registration.data ? (
          <p>
            {t('network.wifi.registered', {
              registered: registration.data.registered,
              allowed: registration.data.allowed,
            })}
          </p>
        ) : null}
        <NetworkQuery query={devices}>
          {(d) => (
            <>
              <ReadOnlyNote canChange={d.canChange} />
              <HotspotDevices devices={d.devices} canChange={d.canChange} />
            </>
          )}
        </NetworkQuery>
      </section>
      {devices.data?.canChange ? (
        <section className="network__section" aria-labelledby="net-token">
          <h2 id="net-token">{t('network.wifi.token')}</h2>
          <p>{t('network.wifi.tokenIntro')}</p>
          <TokenGenerate />
          <TokenSend />
        </section>
      ) : null}
    </NetworkFrame>
  );
}
