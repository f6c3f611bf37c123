/**
 * A whole on-demand catalogue as a source hands it over: the demo generator, or an operator's
 * import from its VOD back end. writeCatalogue turns it into rows, indexes and orderings.
 */

export interface CatalogueMenu {
  menuId: string;
  caption: string;
  /** null for the root */
  parentMenuId: string | null;
  seriesInd: 0 | 1;
  /** seed 001 §3: 4 opens a detail; 3 and 4 are used for series */
  actionType: number;
}

export interface CatalogueTitle {
  titleId: string;
  tmsId: string;
  tmsTitle: string;
  title: string;
  episodeTitle: string | null;
  seriesInd: 0 | 1;
  showType: string;
  seriesMenuId: string | null;
  seasonNumber: number | null;
  episodeNumber: number | null;
  hdAsset: number | null;
  sdAsset: number | null;
  priceCents: number;
  /** YYYY-MM-DD */
  offerEndDate: string;
  rentalPeriodSeconds: number;
  durationMinutes: number;
  rating: string;
  /** critics' stars in halves, 0-8 */
  starRatingHalves: number | null;
  indicators: number;
  genres: string[];
  directors: string[];
  actors: string[];
  releaseYear: number;
  callsign: string | null;
  csslogo: string | null;
  network: string | null;
  imageName: string | null;
  /** bits: 1 desktop, 2 mobile, 4 linear */
  imageFlags: number;
  /** the menu it is filed under (its breadcrumbs) */
  menuId: string;
  /** every menu whose grid lists it, menuId included */
  menuIds: string[];
  description: string;
  addedAt: number;
  /** higher is watched more */
  popularity: number;
}

export interface CatalogueSeries {
  menuId: string;
  tmsSeriesId: string;
  title: string;
  description: string;
  genres: string[];
  actors: string[];
  directors: string[];
  qualifiers: string[];
  imageName: string | null;
  network: string | null;
  callsign: string | null;
}

export interface CatalogueRibbon {
  caption: string;
  menuId: string | null;
  titleIds: string[];
}

export interface Catalogue {
  /** parents before children; siblings in display order */
  menus: CatalogueMenu[];
  titles: CatalogueTitle[];
  series: CatalogueSeries[];
  /** landing-page ribbons in order */
  ribbons: CatalogueRibbon[];
  /** the top-picks carousel in order */
  topPicks: string[];
  /** the menu each genre opens, where it has one */
  genreMenus: Record<string, string>;
  /**
   * Spanish names of the menu and ribbon captions and the genres, by their English name. A name
   * missing here (a network, a letter group) is the same in both languages.
   */
  spanish: Record<string, string>;
}

/** Image availability bits of vod_titles.image_flags. */
export const ImageFlag = { desktop: 1, mobile: 2, linear: 4 } as const;
