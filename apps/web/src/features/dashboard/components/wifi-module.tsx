import {
  dashboardModuleState,
  displayStyleOf,
  hasNoUsage,
  isModuleEntitled,
  moduleTarget,
  usageAmount,
} from '@coax/domain';
import { useWifiUsageTotal } from '../api/get-wifi-usage.ts';
import { useDashboardT } from '../i18n/use-dashboard-t.ts';
import { ModuleCard, ModuleLinkView } from './module-card.tsx';
import type { ModuleProps } from './module-env.ts';

/** The WiFi usage page of the Internet menu. */
const WIFI_PAGE = '/internet/wifi';

/**
 * Seed 000 §2 WiFi: the data used in the last thirty days (seed 002 §9, MB of 1,048,576 bytes or
 * GB), linking to the WiFi devices and usage page; without internet, the support contact page.
 */
export function WifiModule({ env, activated, sectionRef, headerAction }: ModuleProps) {
  const { t, locale } = useDashboardT();
  const entitled = isModuleEntitled('wifiUsage', env.user);
  const usage = useWifiUsageTotal(activated && entitled);
  const state = dashboardModuleState({
    activated,
    entitled,
    pending: usage.isPending,
    failed: usage.isError,
  });
  const amount = usage.data ? usageAmount(usage.data.totalBytes) : null;

  return (
    <ModuleCard
      title={t('dashboard.module.wifiUsage')}
      state={state}
      displayStyle={displayStyleOf('wifiUsage')}
      sectionRef={sectionRef}
      headerAction={headerAction}
      link={entitled ? { href: WIFI_PAGE, label: t('dashboard.wifi.link'), external: false } : null}
      onRetry={() => void usage.refetch()}
      noEntitlement={
        <>
          <p>{t('dashboard.noInternet', { brand: env.brand })}</p>
          <p>
            <ModuleLinkView
              link={{
                href: moduleTarget('wifiUsage', env.user, env.links),
                label: t('dashboard.contactSupport'),
                external: false,
              }}
            />
          </p>
        </>
      }
    >
      {usage.data && amount && !hasNoUsage(usage.data.days) ? (
        <p className="dash-module__figure">
          {t('dashboard.wifi.used', {
            amount: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(amount.value),
            unit: amount.unit,
          })}
        </p>
      ) : (
        <p>{t('dashboard.wifi.none')}</p>
      )}
    </ModuleCard>
  );
}
