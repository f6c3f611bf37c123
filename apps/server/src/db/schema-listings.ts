/** TV listings tables (migration 0008; seed 001 §3 Linear program). Instants in ms. */

export interface GuideLineupsTable {
  lineup_id: number;
  hub_id: number;
  is_hd: number;
  name: string;
}

export interface GuideChannelsTable {
  channel_id: number;
  callsign: string;
  name: string;
  is_hd: number;
  logo: string | null;
}

export interface GuideLineupChannelsTable {
  lineup_id: number;
  channel_id: number;
  position: number;
  hd_position: number | null;
  channel_number: number;
}

export interface GuideProgramsTable {
  program_id: number;
  tms_id: string;
  series_id: string | null;
  title: string;
  episode_title: string | null;
  description: string;
  show_type: string;
  season_number: number | null;
  episode_number: number | null;
  release_year: number | null;
  tv_rating_code: number | null;
  critic_rating: string | null;
  star_rating: number | null;
  genres: string;
  actors: string;
  directors: string;
  image_name: string | null;
  image_flags: number;
  duration_minutes: number;
  watch_rank: number | null;
  best_bet: number;
}

export interface GuideAiringsTable {
  event_id: number;
  channel_id: number;
  program_id: number;
  start_ms: number;
  end_ms: number;
  qualities: string;
  is_new: number;
}

export interface GuidePackagesTable {
  package_id: string;
  name: string;
}

export interface GuidePackageChannelsTable {
  package_id: string;
  channel_id: number;
}

export interface AccountGuidePackagesTable {
  account_number: string;
  package_id: string;
}

export interface GuideUserRatingsTable {
  user_id: string;
  event_id: number;
  rating: number;
  updated_at: number;
}

export interface ListingsTables {
  guide_lineups: GuideLineupsTable;
  guide_channels: GuideChannelsTable;
  guide_lineup_channels: GuideLineupChannelsTable;
  guide_programs: GuideProgramsTable;
  guide_airings: GuideAiringsTable;
  guide_packages: GuidePackagesTable;
  guide_package_channels: GuidePackageChannelsTable;
  account_guide_packages: AccountGuidePackagesTable;
  guide_user_ratings: GuideUserRatingsTable;
}

/** Listings tables in the order a reseed empties them (children first). */
export const LISTINGS_TABLES = [
  'guide_user_ratings',
  'account_guide_packages',
  'guide_package_channels',
  'guide_packages',
  'guide_airings',
  'guide_programs',
  'guide_lineup_channels',
  'guide_channels',
  'guide_lineups',
] as const;
