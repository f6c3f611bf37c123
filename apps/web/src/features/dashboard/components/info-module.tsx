import { dashboardModuleState, displayStyleOf, isModuleEntitled, moduleTarget } from '@coax/domain';
import { ModuleCard, ModuleLinkView } from './module-card.tsx';
import type { ModuleProps } from './module-env.ts';
import { useDashboardT } from '../i18n/use-dashboard-t.ts';

/** The module with no data of its own: My services (/upgrades#/). */
export function InfoModule({
  id,
  env,
  activated,
  sectionRef,
  headerAction,
}: ModuleProps & { id: 'myServices' }) {
  const { t } = useDashboardT();
  const entitled = isModuleEntitled(id, env.user);
  const state = dashboardModuleState({ activated, entitled, pending: false, failed: false });
  const href = moduleTarget(id, env.user, env.links);

  return (
    <ModuleCard
      title={t(`dashboard.module.${id}`)}
      state={state}
      displayStyle={displayStyleOf(id)}
      sectionRef={sectionRef}
      headerAction={headerAction}
      link={entitled ? { href, label: t('dashboard.myServices.link'), external: false } : null}
      noEntitlement={
        <>
          <p>{t('dashboard.noInternet', { brand: env.brand })}</p>
          <p>
            <ModuleLinkView link={{ href, label: t('dashboard.contactSupport'), external: false }} />
          </p>
        </>
      }
    >
      <p>{t('dashboard.myServices.body')}</p>
    </ModuleCard>
  );
}
