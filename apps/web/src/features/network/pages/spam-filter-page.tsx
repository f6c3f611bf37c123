import { Notice } from '../../../ui/notice.tsx';
import { useSetSpamFilter, useSpamFilter } from '../api/flags.ts';
import { FlagForm } from '../components/flag-form.tsx';
import { NetworkFrame, ReadOnlyNote } from '../components/network-frame.tsx';
import { NetworkQuery } from '../components/network-query.tsx';
import { useNetworkT } from '../i18n/use-network-t.ts';

/** /internet/spam-filter: spamscrub, offered only with the e-mail service and an active mailbox. */
export default function SpamFilterPage() {
  const { t } = useNetworkT();
  const spam = useSpamFilter();
  const save = useSetSpamFilter();
  const saveFlags = { ...save, mutate: (v: { enabled: boolean }) => save.mutate(v.enabled) };
  return (
    <NetworkFrame title={t('network.spam.title')} intro={t('network.spam.intro')}>
      <NetworkQuery query={spam}>
        {(s) =>
          s.offered ? (
            <section className="network__section">
              <ReadOnlyNote canChange={s.canChange} />
              <FlagForm
                id="net-spam"
                flags={{ enabled: s.enabled }}
                labels={{ enabled: t('network.spam.enabled') }}
                save={saveFlags}
                saveLabel={t('network.spam.save')}
                disabled={!s.canChange}
              />
            </section>
          ) : (
            <Notice>
              <p>{t('network.spam.notOffered')}</p>
            </Notice>
          )
        }
      </NetworkQuery>
    </NetworkFrame>
  );
}
