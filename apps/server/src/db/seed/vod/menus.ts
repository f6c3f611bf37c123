import { MOVIES_AZ_CAPTIONS } from '@coax/domain';
import type { CatalogueMenu } from '../../../modules/vod/index.ts';
import { MOVIE_GENRES, NETWORKS } from './words.ts';

/** The fixed menus of the demo catalogue; series menus are added under the networks as they are made. */
export const MENU = {
  root: '200000',
  movies: '200001',
  tv: '200002',
  kids: '200003',
  adult: '200005',
  newReleases: '200150',
  freeMovies: '200151',
  moviesAz: '200160',
  adultAfterHours: '200501',
  adultCollections: '200502',
} as const;

/** Seed 001 §3: "action_type (4 opens a detail; 3 and 4 referenced for series)". */
export const ACTION = { browse: 0, series: 3, detail: 4 } as const;

const menu = (menuId: string, caption: string, parentMenuId: string | null): CatalogueMenu => ({
  menuId,
  caption,
  parentMenuId,
  seriesInd: 0,
  actionType: ACTION.browse,
});

export interface MenuPlan {
  menus: CatalogueMenu[];
  genreMenus: Record<string, string>;
  /** A-Z group caption (ABCDE...) -> menu id */
  azMenus: Record<string, string>;
  /** network callsign -> menu id */
  networkMenus: Record<string, string>;
}

/** Root, top categories, genres, Movies A-Z, networks and the adult menus. */
export function fixedMenus(): MenuPlan {
  const menus: CatalogueMenu[] = [
    menu(MENU.root, 'On Demand', null),
    menu(MENU.movies, 'Movies', MENU.root),
    menu(MENU.tv, 'TV Shows', MENU.root),
    menu(MENU.kids, 'Kids', MENU.root),
    menu(MENU.adult, 'Adult', MENU.root),
    menu(MENU.newReleases, 'New Releases', MENU.movies),
    menu(MENU.freeMovies, 'Free Movies', MENU.movies),
  ];
  const genreMenus: Record<string, string> = {};
  MOVIE_GENRES.forEach((g, i) => {
    const id = String(200101 + i);
    genreMenus[g] = id;
    menus.push(menu(id, g, MENU.movies));
  });
  menus.push(menu(MENU.moviesAz, 'Movies A-Z', MENU.movies));
  const azMenus: Record<string, string> = {};
  Object.keys(MOVIES_AZ_CAPTIONS).forEach((caption, i) => {
    const id = String(200161 + i);
    azMenus[caption] = id;
    menus.push(menu(id, caption, MENU.moviesAz));
  });
  const networkMenus: Record<string, string> = {};
  NETWORKS.forEach((n, i) => {
    const id = String(200201 + i);
    networkMenus[n.callsign] = id;
    menus.push(menu(id, n.name, MENU.tv));
  });
  menus.push(
    menu(MENU.adultAfterHours, 'After Hours', MENU.adult),
    menu(MENU.adultCollections, 'Collections', MENU.adult),
  );
  return { menus, genreMenus, azMenus, networkMenus };
}

/** A series menu (seed 001 §3 series_ind 1); TV series ids start SH, on-demand-only ones are numeric. */
export function seriesMenu(menuId: string, caption: string, networkMenuId: string): CatalogueMenu {
  return { menuId, caption, parentMenuId: networkMenuId, seriesInd: 1, actionType: ACTION.series };
}
