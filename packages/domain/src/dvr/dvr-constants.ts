/**
 * DVR recording options and limits (seed 001 §3, §4, §5, §9). Each number appears here once;
 * the contract, the server and the web read them from here.
 */

/** Seed 001 §9 "end padding 0, 60, 120, 300, 600, 900, 1800, 3600, 5400, 7200, 10800 seconds". */
export const END_PADDING_SECONDS = [0, 60, 120, 300, 600, 900, 1800, 3600, 5400, 7200, 10800] as const;
export type EndPaddingSeconds = (typeof END_PADDING_SECONDS)[number];
export const DEFAULT_END_PADDING_SECONDS: EndPaddingSeconds = 0;

/**
 * Seed 001 §9 "save episodes All, 5, 4, 3, 2, 1 (default 3)": how many episodes a series rule
 * keeps. 0 stands for All.
 */
export const SAVE_EPISODES_OPTIONS = [0, 5, 4, 3, 2, 1] as const;
export type SaveEpisodes = (typeof SAVE_EPISODES_OPTIONS)[number];
export const SAVE_EPISODES_ALL = 0;
export const DEFAULT_SAVE_EPISODES: SaveEpisodes = 3;

/**
 * Seed 001 §9 "keep days 1, 2, 7, 14 (default 14), until deleted, until space needed". Days are
 * positive; 0 is "until deleted" and -1 "until space needed" (the recording goes only when a local
 * box needs room for a new one).
 */
export const KEEP_UNTIL_DELETED = 0;
export const KEEP_UNTIL_SPACE_NEEDED = -1;
export const KEEP_DAYS_OPTIONS = [1, 2, 7, 14, KEEP_UNTIL_DELETED, KEEP_UNTIL_SPACE_NEEDED] as const;
export type KeepDays = (typeof KEEP_DAYS_OPTIONS)[number];
export const DEFAULT_KEEP_DAYS: KeepDays = 14;
/**
 * Seed 001 §4 "Keep options differ for cloud and local DVR": a cloud DVR has a quota, not a disk
 * that frees itself, so "until space needed" is offered on local boxes only.
 */
export const CLOUD_KEEP_DAYS_OPTIONS = [1, 2, 7, 14, KEEP_UNTIL_DELETED] as const;

/** Seed 001 §9 "series keep default 0": the dialog's series keep (keep_series_mrdvr) on opening. */
export const DEFAULT_SERIES_KEEP = 0;

/** Seed 001 §3 recording filter options; §5 "Recording filter default 4 (new only)". */
export const RECORDING_FILTERS = [1, 4, 3, 5] as const;
export type RecordingFilter = (typeof RECORDING_FILTERS)[number];
export const FILTER_ALL_EPISODES = 1;
export const FILTER_NEW_ONLY = 4;
export const FILTER_ALL_AT_TIME = 3;
export const FILTER_ALL_AT_TIME_ON_WEEKDAY = 5;
export const DEFAULT_RECORDING_FILTER: RecordingFilter = 4;
/** Seed 001 §3 labels, {time} and {weekday} filled by the caller. */
export const RECORDING_FILTER_LABELS: Readonly<Record<RecordingFilter, string>> = {
  1: 'All Episodes',
  4: 'New Episodes Only',
  3: 'All at {time}',
  5: 'All at {time} on {weekday}',
};

/** Seed 001 §5 "quality options hd, hdsd, sd". */
export const RECORDING_QUALITIES = ['hd', 'hdsd', 'sd'] as const;
export type RecordingQuality = (typeof RECORDING_QUALITIES)[number];

/** Seed 001 §3 "rec_type (0 episode, 1 series)". */
export const REC_TYPE_EPISODE = 0;
export const REC_TYPE_SERIES = 1;

/** Seed 001 §4 "dependable if recorded or starting within 6 days ahead"; §9 "Recording window 6 days". */
export const RECORDING_WINDOW_DAYS = 6;

/** Seed 001 §4 "A device type 8300 disables the end button". */
export const DEVICE_TYPE_NO_END_OPTION = '8300';
/** Seed 001 §3 "a virtual cloud box type exists": the device type of the cloud (remote-storage) DVR. */
export const DEVICE_TYPE_CLOUD = 'CLOUD';

/** Seed 001 §7 "Per-box lookups are cached in a 30000 ms bucket". */
export const DVR_BOX_CACHE_MS = 30_000;
