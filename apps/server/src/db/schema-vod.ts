/** On-demand tables (migration 0006; seed 001 §3). Money in cents, days as YYYY-MM-DD, instants in ms. */
import type { CartKind } from '@coax/domain';

export interface VodMenusTable {
  menu_id: string;
  caption: string;
  /** the caption in Spanish (the English one where the source has none) */
  caption_es: string;
  parent_menu_id: string | null;
  position: number;
  depth: number;
  series_ind: number;
  action_type: number;
  children_count: number;
  this_menu_count: number;
}

export interface VodTitlesTable {
  title_id: string;
  tms_id: string;
  tms_title: string;
  title: string;
  sort_title: string;
  episode_title: string | null;
  series_ind: number;
  show_type: string;
  series_menu_id: string | null;
  season_number: number | null;
  episode_number: number | null;
  hd_asset: number | null;
  sd_asset: number | null;
  price_cents: number;
  offer_end_date: string;
  rental_period_seconds: number;
  duration_minutes: number;
  rating: string;
  star_rating_halves: number | null;
  indicators: number;
  genres: string;
  /** the genres in Spanish, in the same order, '|'-joined */
  genres_es: string;
  directors: string;
  actors: string;
  release_year: number;
  callsign: string | null;
  csslogo: string | null;
  network: string | null;
  image_name: string | null;
  image_flags: number;
  menu_id: string;
  path_json: string;
  description: string;
  added_at: number;
  pop_rank: number;
  alpha_rank: number;
}

export interface VodMenuTitlesTable {
  menu_id: string;
  title_id: string;
}

export interface VodBrowseTable {
  menu_id: string;
  view_id: number;
  rank_no: number;
  title_id: string;
}

export interface VodBrowseTotalsTable {
  menu_id: string;
  view_id: number;
  total: number;
}

export interface VodSeriesTable {
  menu_id: string;
  tms_series_id: string;
  title: string;
  description: string;
  genres: string;
  /** the genres in Spanish, in the same order, '|'-joined */
  genres_es: string;
  actors: string;
  directors: string;
  qualifiers: string;
  image_name: string | null;
  network: string | null;
  callsign: string | null;
}

export interface VodPeopleTable {
  person_id: number;
  name: string;
  roles: number;
  title_count: number;
}

export interface VodTitlePeopleTable {
  person_id: number;
  title_pop: number;
  role: 'actor' | 'director';
  title_id: string;
}

export interface VodGenresTable {
  genre: string;
  /** the genre's name in Spanish */
  genre_es: string;
  menu_id: string | null;
  title_count: number;
}

export interface VodTitleTermsTable {
  term: string;
  title_pop: number;
  title_id: string;
}

export interface VodNameTermsTable {
  kind: 'p' | 'g';
  term: string;
  rank_no: number;
  ref: string;
}

export interface VodRibbonsTable {
  ribbon_id: number;
  position: number;
  caption: string;
  caption_es: string;
  menu_id: string | null;
}

export interface VodRibbonTitlesTable {
  ribbon_id: number;
  position: number;
  title_id: string;
}

export interface VodTopPicksTable {
  position: number;
  title_id: string;
}

export interface VodCartItemsTable {
  user_id: string;
  list: CartKind;
  asset_id: number;
  title_id: string;
  quality: 'HD' | 'SD';
  tracking: string | null;
  added_at: number;
}

export interface VodTables {
  vod_menus: VodMenusTable;
  vod_titles: VodTitlesTable;
  vod_menu_titles: VodMenuTitlesTable;
  vod_browse: VodBrowseTable;
  vod_browse_totals: VodBrowseTotalsTable;
  vod_series: VodSeriesTable;
  vod_people: VodPeopleTable;
  vod_title_people: VodTitlePeopleTable;
  vod_genres: VodGenresTable;
  vod_title_terms: VodTitleTermsTable;
  vod_name_terms: VodNameTermsTable;
  vod_ribbons: VodRibbonsTable;
  vod_ribbon_titles: VodRibbonTitlesTable;
  vod_top_picks: VodTopPicksTable;
  vod_cart_items: VodCartItemsTable;
}

/** Every on-demand table, children before parents: the order to empty them in. */
export const VOD_TABLES = [
  'vod_cart_items',
  'vod_top_picks',
  'vod_ribbon_titles',
  'vod_ribbons',
  'vod_name_terms',
  'vod_title_terms',
  'vod_genres',
  'vod_title_people',
  'vod_people',
  'vod_series',
  'vod_browse_totals',
  'vod_browse',
  'vod_menu_titles',
  'vod_titles',
  'vod_menus',
] as const satisfies ReadonlyArray<keyof VodTables>;
