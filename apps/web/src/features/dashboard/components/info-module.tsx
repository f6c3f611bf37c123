import { dashboardModuleState, displayStyleOf, isModuleEntitled, moduleTarget } from '@coax/domain';
import { ModuleCard, ModuleLinkView } from './module-card.tsx';
import type { ModuleProps } from './module-env.ts';
import { useDashboardT } from '../i18n/use-dashboard-t.ts';

/**
 * The two modules with no data of their own: WiFi (seed 000 §2: /pages/covid-19.html; without
 * internet service, the support contact page) and My services (/upgrades#/). The WiFi usage
 * figures belong to the wifi area, which has no reader yet, so the module says so.
 */
export function InfoModule({
  id,
  env,
  activated,
  sectionRef,
  headerAction,
}: ModuleProps & { id: 'wifiUsage' | 'myServices' }) {
  const { t } = useDashboardT();
  const entitled = isModuleEntitled(id, env.user);
  const state = dashboardModuleState({ activated, entitled, pending: false, failed: false });
  const href = moduleTarget(id, env.user, env.links);
  const wifi = id === 'wifiUsage';

  return (
    <ModuleCard
      title={t(`dashboard.module.${id}`)}
      state={state}
      displayStyle={displayStyleOf(id)}
      sectionRef={sectionRef}
      headerAction={headerAction}
      link={
        entitled
          ? // /pages/ holds static pages outside this app.
            { href, label: t(wifi ? 'dashboard.wifi.link' : 'dashboard.myServices.link'), external: wifi }
          : null
      }
      noEntitlement={
        <>
          <p>{t('dashboard.noInternet', { brand: env.brand })}</p>
          <p>
            <ModuleLinkView link={{ href, label: t('dashboard.contactSupport'), external: false }} />
          </p>
        </>
      }
    >
      <p>{t(wifi ? 'dashboard.wifi.body' : 'dashboard.myServices.body')}</p>
    </ModuleCard>
  );
}
