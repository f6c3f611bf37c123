import { useState } from 'react';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useGateway, useResetGateway } from '../api/gateway.ts';
import { LanForm } from '../components/lan-form.tsx';
import { NetworkFrame, ReadOnlyNote } from '../components/network-frame.tsx';
import { NetworkQuery } from '../components/network-query.tsx';
import { refusalKey } from '../components/refusal.ts';
import { WirelessForm } from '../components/wireless-form.tsx';
import { useNetworkT } from '../i18n/use-network-t.ts';

/** /internet/router: wireless, LAN and DHCP, best channel, and a reset with confirmation. */
export default function RouterPage() {
  const { t } = useNetworkT();
  const gateway = useGateway();
  const reset = useResetGateway();
  const [asking, setAsking] = useState(false);
  return (
    <NetworkFrame title={t('network.router.title')}>
      <NetworkQuery query={gateway}>
        {(g) => (
          <>
            <ReadOnlyNote canChange={g.canChange} />
            {g.canChange ? (
              <>
                <section className="network__section">
                  <WirelessForm key={`w${reset.submittedAt}`} gateway={g} />
                </section>
                <section className="network__section">
                  <LanForm key={`l${reset.submittedAt}`} gateway={g} />
                </section>
                <section className="network__section" aria-labelledby="net-reset">
                  <h2 id="net-reset">{t('network.router.reset')}</h2>
                  <p>{t('network.router.resetIntro')}</p>
                  {reset.isSuccess ? (
                    <Notice tone="success" live="polite">
                      <p>{t('network.router.resetDone')}</p>
                    </Notice>
                  ) : null}
                  <button type="button" className="button" onClick={() => setAsking(true)}>
                    {t('network.router.reset')}
                  </button>
                </section>
              </>
            ) : (
              <section className="network__section" aria-labelledby="net-current">
                <h2 id="net-current">{t('network.router.wireless')}</h2>
                <dl className="network__facts">
                  <dt>{t('network.router.band24')}</dt>
                  <dd>{g.wireless.band24.ssid}</dd>
                  <dt>{t('network.router.band5')}</dt>
                  <dd>{g.wireless.band5.ssid}</dd>
                  <dt>{t('network.router.gatewayAddress')}</dt>
                  <dd>{g.lan.gatewayAddress}</dd>
                </dl>
              </section>
            )}
          </>
        )}
      </NetworkQuery>
      {asking ? (
        <ConfirmDialog
          title={t('network.router.resetTitle')}
          closeLabel={t('common.close')}
          onClose={() => setAsking(false)}
          error={reset.isError ? <p>{t(refusalKey(reset.error))}</p> : undefined}
          confirmLabel={t('network.router.resetConfirm')}
          busyLabel={t('network.router.resetting')}
          busy={reset.isPending}
          onConfirm={() => reset.mutate(undefined, { onSuccess: () => setAsking(false) })}
          keepLabel={t('network.router.resetKeep')}
        >
          <p>{t('network.router.resetBody')}</p>
        </ConfirmDialog>
      ) : null}
    </NetworkFrame>
  );
}
