import type { VodBreadcrumb, VodMenuItem } from '@coax/contract';
import { MOVIES_AZ_CAPTIONS, seriesPagePath, summaryPagePath } from '@coax/domain';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useVodMenus } from '../../api/get-menus.ts';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { SummaryError } from './summary-states.tsx';
import { useCatalogueNames } from '../../i18n/catalogue-names.ts';

/** Seed 001 §2 links: /tv/on-demand/#/ is the landing page, the top of the catalogue. */
const ON_DEMAND_HOME = '/tv/on-demand/#/';

/** Seed 001 §2: "for Movies A-Z the caption is appended after the id". */
function menuPath(menu: { menuId: string; caption: string }): string {
  return summaryPagePath(menu.menuId, menu.caption in MOVIES_AZ_CAPTIONS ? menu.caption : undefined);
}

/**
 * The breadcrumbs from the top of the catalogue to this category (the answer's `path`). The top
 * (the On Demand root) opens the landing page, which is what that menu shows; the last crumb is
 * the page itself.
 */
export function Breadcrumbs({ path }: { path: readonly VodBreadcrumb[] }) {
  const { t } = useVodT();
  const names = useCatalogueNames();
  if (path.length < 2) return null;
  return (
    <nav className="vod-summary__crumbs" aria-label={t('vodSummary.breadcrumbs')}>
      <ol>
        {path.map((crumb, i) => (
          <li key={crumb.menuId}>
            {i === path.length - 1 ? (
              <span aria-current="page">{names.caption(crumb)}</span>
            ) : (
              <LocalLink to={i === 0 ? ON_DEMAND_HOME : menuPath(crumb)}>{names.caption(crumb)}</LocalLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A child menu's page: a series opens its series page, any other menu its own grid. */
function childPath(menu: VodMenuItem): string {
  return menu.seriesInd === 1 ? seriesPagePath(menu.menuId) : menuPath(menu);
}

/** The categories under this one (GET /api/vod/menus?parentMenuId=), as links; empty ones are left out. */
export function SubMenus({ menu }: { menu: VodMenuItem }) {
  const { t, tn } = useVodT();
  const names = useCatalogueNames();
  const menus = useVodMenus(menu.menuId);
  const label = t('vodSummary.subMenus', { caption: names.caption(menu) });
  if (menus.isPending) {
    return (
      <div className="vod-submenus vod-submenus--loading" aria-hidden="true">
        <span className="skeleton__line" />
      </div>
    );
  }
  if (menus.isError) {
    return <SummaryError onRetry={() => void menus.refetch()} retrying={menus.isFetching} />;
  }
  const children = menus.data.menus.filter((m) => m.thisMenuCount > 0 || m.childrenCount > 0);
  if (children.length === 0) return null;
  return (
    <nav className="vod-submenus" aria-label={label}>
      <ul>
        {children.map((child) => (
          <li key={child.menuId}>
            <LocalLink className="vod-submenus__link" to={childPath(child)}>
              {names.caption(child)}
              {child.thisMenuCount > 0 ? (
                <span className="vod-submenus__count">
                  {tn('vodSummary.titleCount', child.thisMenuCount)}
                </span>
              ) : null}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
