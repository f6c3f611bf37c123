import { RIBBON_MAX_TITLES, TOP_PICKS_MAX, browseCutoffs, isExcludedVod } from '@coax/domain';
import type { CatalogueRibbon, CatalogueTitle } from '../../../modules/vod/index.ts';
import { MENU } from './menus.ts';
import { MOVIE_GENRES, NETWORKS } from './words.ts';

/** The landing page's ribbons and the top picks, chosen from titles anyone may see today. */
export function planShelves(
  titles: readonly CatalogueTitle[],
  opts: { now: number; genreMenus: Record<string, string>; networkMenus: Record<string, string> },
): { ribbons: CatalogueRibbon[]; topPicks: string[] } {
  const cut = browseCutoffs(opts.now);
  const shown = titles
    .filter((t) => !isExcludedVod(t) && t.offerEndDate >= cut.offerValidFromDay)
    .sort((a, b) => b.popularity - a.popularity);
  const movies = shown.filter((t) => t.seriesInd === 0);
  /** The most watched titles of a list that pass a test; the walk stops once the ribbon is full. */
  const top = (list: readonly CatalogueTitle[], keep: (t: CatalogueTitle) => boolean = () => true) => {
    const out: string[] = [];
    for (const t of list) {
      if (out.length === RIBBON_MAX_TITLES) break;
      if (keep(t)) out.push(t.titleId);
    }
    return out;
  };
  /** One episode per series, the series' most watched, so a ribbon shows many shows. */
  const onePerSeries = (keep: (t: CatalogueTitle) => boolean = () => true) => {
    const seen = new Set<string>();
    return (t: CatalogueTitle) => {
      if (t.seriesMenuId === null || seen.has(t.seriesMenuId) || !keep(t)) return false;
      seen.add(t.seriesMenuId);
      return true;
    };
  };

  const ribbons: CatalogueRibbon[] = [
    {
      caption: 'New Releases',
      menuId: MENU.newReleases,
      titleIds: top(movies, (t) => t.menuIds.includes(MENU.newReleases)),
    },
    { caption: 'Popular Movies', menuId: MENU.movies, titleIds: top(movies) },
    { caption: 'Just Added', menuId: null, titleIds: top(shown, (t) => t.addedAt >= cut.justAddedSinceMs) },
    { caption: 'Binge-Worthy Series', menuId: MENU.tv, titleIds: top(shown, onePerSeries()) },
    { caption: 'Free Movies', menuId: MENU.freeMovies, titleIds: top(movies, (t) => t.priceCents === 0) },
    {
      caption: 'Last Chance',
      menuId: null,
      titleIds: top(shown, (t) => t.offerEndDate <= cut.lastChanceUntilDay),
    },
    {
      caption: 'Kids and Family',
      menuId: MENU.kids,
      titleIds: top(shown, (t) => t.menuIds.includes(MENU.kids)),
    },
    ...MOVIE_GENRES.map((g) => ({
      caption: g,
      menuId: opts.genreMenus[g] ?? null,
      titleIds: top(movies, (t) => t.genres.includes(g)),
    })),
    ...NETWORKS.map((n) => ({
      caption: `On ${n.name}`,
      menuId: opts.networkMenus[n.callsign] ?? null,
      titleIds: top(
        shown,
        onePerSeries((t) => t.callsign === n.callsign),
      ),
    })),
  ];
  const topPicks = top(movies, (t) => t.imageName !== null).slice(0, TOP_PICKS_MAX);
  return { ribbons: ribbons.filter((r) => r.titleIds.length > 0), topPicks };
}
