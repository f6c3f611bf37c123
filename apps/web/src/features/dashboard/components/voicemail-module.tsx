import { isModuleEntitled, moduleTarget, dashboardModuleState, displayStyleOf } from '@coax/domain';
import { useVoicemailCounter } from '../api/get-voicemail-counter.ts';
import { ModuleCard, ModuleLinkView } from './module-card.tsx';
import type { ModuleProps } from './module-env.ts';
import { useDashboardT } from '../i18n/use-dashboard-t.ts';

/** Seed 000 §2 Voicemail: the new-message count, linking to the phone menu's voicemail page. */
export function VoicemailModule({ env, activated, sectionRef, headerAction }: ModuleProps) {
  const { t, tn } = useDashboardT();
  const entitled = isModuleEntitled('voiceMail', env.user);
  const counter = useVoicemailCounter(activated && entitled);
  const state = dashboardModuleState({
    activated,
    entitled,
    pending: counter.isPending,
    failed: counter.isError,
  });
  const href = moduleTarget('voiceMail', env.user, env.links);
  const count = counter.data?.count ?? 0;

  return (
    <ModuleCard
      title={t('dashboard.module.voiceMail')}
      state={state}
      displayStyle={displayStyleOf('voiceMail')}
      sectionRef={sectionRef}
      headerAction={headerAction}
      // The phone menu is its own site (seed 000 §2: its base comes from configuration).
      link={entitled ? { href, label: t('dashboard.voicemail.link'), external: true } : null}
      onRetry={() => void counter.refetch()}
      noEntitlement={
        <>
          <p>{t('dashboard.voicemail.noPhone', { brand: env.brand })}</p>
          <p>
            <ModuleLinkView link={{ href, label: t('dashboard.upgrades'), external: false }} />
          </p>
        </>
      }
    >
      <p className="dash-module__figure">
        {count === 0 ? t('dashboard.voicemail.none') : tn('dashboard.voicemail.count', count)}
      </p>
    </ModuleCard>
  );
}
