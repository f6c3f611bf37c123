import type { VodMenuItem } from '@coax/contract';
import { summaryPagePath } from '@coax/domain';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useVodMenus } from '../../api/get-menus.ts';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { useCatalogueNames } from '../../i18n/catalogue-names.ts';

/**
 * Where a category link goes: the category grid (seed 001 §2 /tv/on-demand/#/summary/{menuId}),
 * or for the Adult menu its own page (/tv/asset/#/adult/{menuId}, which checks that the path's
 * second caption is Adult).
 */
export function categoryPath(menu: Pick<VodMenuItem, 'menuId' | 'caption'>): string {
  return menu.caption === 'Adult'
    ? `/tv/asset/#/adult/${encodeURIComponent(menu.menuId)}`
    : summaryPagePath(menu.menuId);
}

/**
 * The On Demand categories under the top level (Movies, TV Shows, Kids...). The top level is the
 * "On Demand" root itself, so its children are what a visitor browses. The page works without
 * this list: while it loads it holds its place, and if it cannot load it is left out.
 */
export function CategoryNav() {
  const { t } = useVodT();
  const names = useCatalogueNames();
  const top = useVodMenus();
  const only = top.data?.menus.length === 1 ? top.data.menus[0] : undefined;
  const root = only && only.childrenCount > 0 ? only : undefined;
  const children = useVodMenus(root?.menuId, { enabled: root !== undefined });
  const source = root ? children : top;

  if (source.isPending || top.isPending) {
    return <div className="vod-categories vod-categories--loading" aria-hidden="true" />;
  }
  const menus = source.data?.menus ?? [];
  if (menus.length === 0) return null;
  return (
    <nav className="vod-categories" aria-label={t('vodLanding.categories')}>
      <ul className="vod-categories__list">
        {menus.map((menu) => (
          <li key={menu.menuId}>
            <LocalLink className="vod-categories__link" to={categoryPath(menu)}>
              {names.caption(menu)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
