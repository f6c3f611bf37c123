import { usePrivacySettings, useSetPrivacySettings } from '../api/flags.ts';
import { FlagForm } from '../components/flag-form.tsx';
import { NetworkFrame, ReadOnlyNote } from '../components/network-frame.tsx';
import { NetworkQuery } from '../components/network-query.tsx';
import { useNetworkT } from '../i18n/use-network-t.ts';

/** /internet/privacy: recommendations and promotions (seed 002 §3 Privacy). */
export default function PrivacyPage() {
  const { t } = useNetworkT();
  const privacy = usePrivacySettings();
  const save = useSetPrivacySettings();
  return (
    <NetworkFrame title={t('network.privacy.title')} intro={t('network.privacy.intro')}>
      <NetworkQuery query={privacy}>
        {(p) => (
          <section className="network__section">
            <ReadOnlyNote canChange={p.canChange} />
            <FlagForm
              id="net-privacy"
              flags={{ recommendations: p.recommendations, promotions: p.promotions }}
              labels={{
                recommendations: t('network.privacy.recommendations'),
                promotions: t('network.privacy.promotions'),
              }}
              save={save}
              saveLabel={t('network.privacy.save')}
              disabled={!p.canChange}
            />
          </section>
        )}
      </NetworkQuery>
    </NetworkFrame>
  );
}
