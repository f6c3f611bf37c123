import type { VodBreadcrumb } from '@coax/contract';
import { MOVIES_AZ_CAPTIONS, seriesPagePath, summaryPagePath } from '@coax/domain';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { useCatalogueNames } from '../../i18n/catalogue-names.ts';

/** Seed 001 §2: the On Demand landing page, /tv/on-demand/#/. */
export const ON_DEMAND_HOME_PATH = '/tv/on-demand/#/';

/**
 * Where a breadcrumb leads: the first one is the top of the catalogue (the landing page), the
 * others their category grid; a Movies A-Z group carries its caption after the id (seed 001 §2).
 */
export function breadcrumbPath(crumb: VodBreadcrumb, index: number, seriesMenuId?: string | null): string {
  if (index === 0) return ON_DEMAND_HOME_PATH;
  if (seriesMenuId && crumb.menuId === seriesMenuId) return seriesPagePath(seriesMenuId);
  return crumb.caption in MOVIES_AZ_CAPTIONS
    ? summaryPagePath(crumb.menuId, crumb.caption)
    : summaryPagePath(crumb.menuId);
}

/**
 * The path from the top of the catalogue (seed 001 §3 "path (breadcrumbs with caption and
 * menu_id)"). The crumb of `currentMenuId`, or a trailing `current` name, is the page itself;
 * an episode's series crumb opens the series page.
 */
export function Breadcrumbs({
  path,
  current,
  currentMenuId,
  seriesMenuId,
}: {
  path: VodBreadcrumb[];
  current?: string;
  currentMenuId?: string;
  seriesMenuId?: string | null;
}) {
  const { t } = useVodT();
  const names = useCatalogueNames();
  if (path.length === 0 && !current) return null;
  return (
    <nav className="vod-breadcrumbs" aria-label={t('vodTitle.breadcrumbs')}>
      <ol>
        {path.map((crumb, i) => (
          <li key={crumb.menuId}>
            {crumb.menuId === currentMenuId && !current ? (
              <span aria-current="page">{names.caption(crumb)}</span>
            ) : (
              <LocalLink to={breadcrumbPath(crumb, i, seriesMenuId)}>{names.caption(crumb)}</LocalLink>
            )}
          </li>
        ))}
        {current ? (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
