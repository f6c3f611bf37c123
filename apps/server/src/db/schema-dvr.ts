import type { Generated } from 'kysely';

/** Web DVR tables (migration 0009). Instants in ms. */

export interface DvrBoxesTable {
  id: Generated<number>;
  account_number: string;
  alias: string;
  serial_number: string;
  mac_address: string;
  device_type: string;
  is_cloud: number;
  is_hd: number;
  tuners: number;
  storage_minutes: number;
  created_at: number;
}

export interface DvrTermsTable {
  account_number: string;
  accepted_by: string;
  accepted_at: number;
}

export interface DvrSeriesRulesTable {
  id: Generated<number>;
  box_id: number;
  series_id: string;
  title: string;
  callsign: string;
  filter: number;
  anchor_start: number;
  save_episodes: number;
  save_days: number;
  quality: string;
  end_padding_seconds: number;
  created_at: number;
  cancelled_at: number | null;
}

export interface DvrRecordingsTable {
  id: Generated<number>;
  box_id: number;
  event_id: string;
  program_id: string;
  series_id: string | null;
  callsign: string;
  channel_number: number;
  title: string;
  episode_title: string | null;
  is_movie: number;
  start_ms: number;
  end_ms: number;
  end_padding_seconds: number;
  quality: string;
  save_days: number;
  rule_id: number | null;
  created_at: number;
  removed_at: number | null;
}

export interface DvrTables {
  dvr_boxes: DvrBoxesTable;
  dvr_terms: DvrTermsTable;
  dvr_series_rules: DvrSeriesRulesTable;
  dvr_recordings: DvrRecordingsTable;
}

/** DVR tables in the order a reseed empties them (children first). */
export const DVR_TABLES = ['dvr_recordings', 'dvr_series_rules', 'dvr_terms', 'dvr_boxes'] as const;
