import { Navigate } from 'react-router';
import type { VodMenus } from '@coax/contract';
import { summaryPagePath } from '@coax/domain';
import { PageTitle } from '../../../../ui/page-title.tsx';
import { LocalLink, useLocalPath } from '../../../../i18n/local-link.tsx';
import { useVodMenus } from '../../api/get-menus.ts';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { ASSET_FALLBACK_PATH, TITLE_GONE_STATE } from './title-route.tsx';
import { TitleLoading } from './title-states.tsx';
import './title.css';
import { useCatalogueNames } from '../../i18n/catalogue-names.ts';

/** The caption the second breadcrumb of an adult menu must carry (seed 001 §2 Adult VOD). */
export const ADULT_CAPTION = 'Adult';

/** Seed 001 §2: /tv/asset/#/adult/{menuId}. */
export function adultPagePath(menuId: string): string {
  return `/tv/asset/#/adult/${encodeURIComponent(menuId)}`;
}

/** Seed 001 §2: the adult page redirects "if the second caption of the path is not Adult". */
export function isAdultPath(path: VodMenus['path']): boolean {
  return path[1]?.caption === ADULT_CAPTION;
}

/**
 * '#/adult/{menuId}' (seed 001 §2 Adult VOD): breadcrumbs and the adult menus under it. Anything
 * outside the Adult branch, or a failed call, goes to /tv/asset/.
 */
export function AdultRoute({ menuId }: { menuId: string | null }) {
  const { t, tn } = useVodT();
  const names = useCatalogueNames();
  const localPath = useLocalPath();
  const query = useVodMenus(menuId ?? undefined, { enabled: menuId !== null });
  if (menuId === null) {
    return <Navigate to={localPath(ASSET_FALLBACK_PATH)} state={TITLE_GONE_STATE} replace />;
  }
  if (query.isPending) return <TitleLoading label={t('vodTitle.adult.loading')} />;
  if (query.isError || !isAdultPath(query.data.path)) {
    return <Navigate to={localPath(ASSET_FALLBACK_PATH)} state={TITLE_GONE_STATE} replace />;
  }
  const { parent, path, menus } = query.data;
  const heading = parent ? names.caption(parent) : t('vodTitle.adult.title');
  return (
    <div className="vod-title vod-adult stack">
      <PageTitle title={`${heading} · ${t('vodTitle.pageTitle')}`} />
      <Breadcrumbs path={path} currentMenuId={menuId} />
      <h1>{heading}</h1>
      <section aria-labelledby="vod-adult-menus">
        <h2 id="vod-adult-menus">{t('vodTitle.adult.menus')}</h2>
        {menus.length === 0 ? (
          <p>{t('vodTitle.adult.empty')}</p>
        ) : (
          <ul className="vod-adult__menus">
            {menus.map((menu) => (
              <li key={menu.menuId}>
                <LocalLink
                  to={menu.childrenCount > 0 ? adultPagePath(menu.menuId) : summaryPagePath(menu.menuId)}
                >
                  {names.caption(menu)}
                </LocalLink>
                <span className="vod-adult__count">{tn('vodTitle.adult.count', menu.thisMenuCount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
