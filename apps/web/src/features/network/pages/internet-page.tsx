import { LocalLink } from '../../../i18n/local-link.tsx';
import { formatDateTime } from '../../../i18n/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useNetworkOverview } from '../api/overview.ts';
import { NetworkQuery } from '../components/network-query.tsx';
import { useNetworkT } from '../i18n/use-network-t.ts';
import '../components/network.css';

/** /internet: the Internet menu's overview — the service, the gateway, and the pages below. */
export default function InternetPage() {
  const { t, locale } = useNetworkT();
  const overview = useNetworkOverview();
  return (
    <div className="network stack">
      <PageTitle title={t('network.title')} />
      <h1>{t('network.title')}</h1>
      <p className="lede">{t('network.intro')}</p>
      <NetworkQuery query={overview}>
        {(o) => (
          <>
            <section className="network__section" aria-labelledby="net-service">
              <h2 id="net-service">{t('network.service')}</h2>
              <p>{t('network.serviceActive')}</p>
            </section>
            <section className="network__section" aria-labelledby="net-gateway">
              <h2 id="net-gateway">{t('network.gateway')}</h2>
              <dl className="network__facts">
                <dt>{t('network.gatewayStatus')}</dt>
                <dd>{t(o.gateway.online ? 'network.online' : 'network.offline')}</dd>
                <dt>{t('network.gatewayModel')}</dt>
                <dd>{o.gateway.model}</dd>
                <dt>{t('network.gatewayFirmware')}</dt>
                <dd>{o.gateway.firmware}</dd>
                <dt>{t('network.gatewayMac')}</dt>
                <dd>{o.gateway.macAddress}</dd>
                <dt>{t('network.lastRestart')}</dt>
                <dd>{formatDateTime(o.gateway.lastRebootAt, locale)}</dd>
              </dl>
            </section>
            <nav className="network__section" aria-labelledby="net-pages">
              <h2 id="net-pages">{t('network.pages')}</h2>
              <ul className="network__links">
                <li>
                  <LocalLink to="/internet/wifi">{t('network.link.wifi')}</LocalLink>
                  <p>{t('network.link.wifiNote', { count: o.counts.hotspotDevices })}</p>
                </li>
                <li>
                  <LocalLink to="/internet/router">{t('network.link.router')}</LocalLink>
                  <p>{t('network.link.routerNote')}</p>
                </li>
                <li>
                  <LocalLink to="/internet/port-forwarding">{t('network.link.ports')}</LocalLink>
                  <p>{t('network.link.portsNote', { count: o.counts.portRules })}</p>
                </li>
                <li>
                  <LocalLink to="/internet/devices">{t('network.link.devices')}</LocalLink>
                  <p>
                    {t('network.link.devicesNote', { devices: o.counts.devices, paused: o.counts.paused })}
                  </p>
                </li>
                <li>
                  <LocalLink to="/internet/premium">{t('network.link.premium')}</LocalLink>
                  <p>{t('network.link.premiumNote')}</p>
                </li>
                <li>
                  <LocalLink to="/internet/privacy">{t('network.link.privacy')}</LocalLink>
                  <p>{t('network.link.privacyNote')}</p>
                </li>
                {o.spamFilterOffered ? (
                  <li>
                    <LocalLink to="/internet/spam-filter">{t('network.link.spam')}</LocalLink>
                    <p>{t('network.link.spamNote')}</p>
                  </li>
                ) : null}
              </ul>
            </nav>
          </>
        )}
      </NetworkQuery>
    </div>
  );
}
