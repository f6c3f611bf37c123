import { useQuery } from '@tanstack/react-query';
import {
  dashboardModuleState,
  displayStyleOf,
  isModuleEntitled,
  moduleItems,
  moduleTarget,
  onDemandMoviePath,
  type DashboardItem,
} from '@coax/domain';
import { formatDateTime } from '../../../i18n/format.ts';
import { useLanguage } from '../../../i18n/language-context.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import type { ItemsModuleId } from '../dashboard-sources.ts';
import { ModuleCard, ModuleLinkView } from './module-card.tsx';
import type { ModuleProps } from './module-env.ts';
import { useDashboardT, type DashboardMessageKey } from '../i18n/use-dashboard-t.ts';

const LINK_LABEL: Record<ItemsModuleId, DashboardMessageKey> = {
  onDemand: 'dashboard.onDemand.link',
  cart: 'dashboard.cart.link',
  saved: 'dashboard.saved.link',
  onTonight: 'dashboard.onTonight.link',
  dvr: 'dashboard.dvr.link',
};

/** Where one item leads: a movie's page for on demand (seed 000 §2), else what its area says. */
function itemHref(id: ItemsModuleId, item: DashboardItem, fallback: string): string {
  if (item.href) return item.href;
  return id === 'onDemand' ? onDemandMoviePath(item.id) : fallback;
}

/**
 * The TV modules (seed 000 §2: On Demand, Cart or Favorites, TV best bets, DVR). Their items come
 * from the TV areas through `env.sources`; each lists as many as the domain's
 * DASHBOARD_MODULE_ITEMS says (seed 000 §9). Without a reader the module shows its empty state.
 */
export function ItemsModule({
  id,
  env,
  activated,
  sectionRef,
  headerAction,
}: ModuleProps & { id: ItemsModuleId }) {
  const { t, locale } = useDashboardT();
  const { lang } = useLanguage();
  const source = env.sources[id];
  const entitled = isModuleEntitled(id, env.user);
  const query = useQuery({
    queryKey: ['dashboard', 'items', id, lang],
    queryFn: ({ signal }) => (source ? source(signal, lang) : Promise.resolve([])),
    enabled: activated && entitled && source !== undefined,
  });
  const state = dashboardModuleState({
    activated,
    entitled,
    pending: source !== undefined && query.isPending,
    failed: query.isError,
  });
  const href = moduleTarget(id, env.user, env.links);
  const items = moduleItems(id, query.data ?? []);
  const title = t(`dashboard.module.${id}`);
  const artwork = displayStyleOf(id) === 'artwork';

  return (
    <ModuleCard
      title={title}
      state={state}
      displayStyle={displayStyleOf(id)}
      sectionRef={sectionRef}
      headerAction={headerAction}
      link={entitled ? { href, label: t(LINK_LABEL[id]), external: false } : null}
      onRetry={() => void query.refetch()}
      noEntitlement={
        id === 'dvr' ? (
          <>
            <p>{t('dashboard.dvr.noDvr')}</p>
            <p>
              <ModuleLinkView link={{ href, label: t('dashboard.dvr.learnMore'), external: false }} />
            </p>
          </>
        ) : (
          <>
            <p>{t('dashboard.noTv', { module: title, brand: env.brand })}</p>
            <p>
              <ModuleLinkView link={{ href, label: t('dashboard.upgrades'), external: false }} />
            </p>
          </>
        )
      }
    >
      {items.length === 0 ? (
        <p className="dash-module__empty">{t('dashboard.empty')}</p>
      ) : (
        <ul className={`dash-list${artwork ? ' dash-list--artwork' : ''}`} aria-label={title}>
          {items.map((item) => (
            <li key={item.id} className="dash-list__item">
              {artwork && item.artwork ? <img src={item.artwork} alt="" className="dash-list__art" /> : null}
              <LocalLink to={itemHref(id, item, href)} className="dash-list__title">
                {item.title}
              </LocalLink>
              {item.time ? (
                <time className="dash-list__meta" dateTime={item.time}>
                  {formatDateTime(new Date(item.time), locale)}
                </time>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </ModuleCard>
  );
}
