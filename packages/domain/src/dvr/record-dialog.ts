import {
  CLOUD_KEEP_DAYS_OPTIONS,
  DEFAULT_END_PADDING_SECONDS,
  DEFAULT_KEEP_DAYS,
  DEFAULT_RECORDING_FILTER,
  DEFAULT_SAVE_EPISODES,
  DEFAULT_SERIES_KEEP,
  DEVICE_TYPE_NO_END_OPTION,
  KEEP_DAYS_OPTIONS,
  type EndPaddingSeconds,
  type KeepDays,
  type RecordingFilter,
  type RecordingQuality,
  type SaveEpisodes,
} from './dvr-constants.ts';

/** Seed 001 §4 "Record dialog: states setup, waiting, success, error" (the cancel dialog too). */
export const RECORD_DIALOG_STATES = ['setup', 'waiting', 'success', 'error'] as const;
export type RecordDialogState = (typeof RECORD_DIALOG_STATES)[number];

/** The box the dialog records on, as far as its rules care. */
export interface DialogBox {
  deviceType: string;
  isCloud: boolean;
}

export interface DialogUser {
  /** laBoxUser / laboxOrMini: the special small box */
  specialBox: boolean;
}

/** Seed 001 §1/§4: HD is forced for remote-storage (cloud) users and special-box users. */
export function isHdForced(box: DialogBox, user: DialogUser): boolean {
  return box.isCloud || user.specialBox;
}

/** Seed 001 §4 "Keep options differ for cloud and local DVR". */
export function keepOptions(box: DialogBox): readonly KeepDays[] {
  return box.isCloud ? CLOUD_KEEP_DAYS_OPTIONS : KEEP_DAYS_OPTIONS;
}

/** Seed 001 §4 "A device type 8300 disables the end button". */
export function isEndOptionEnabled(box: DialogBox): boolean {
  return box.deviceType !== DEVICE_TYPE_NO_END_OPTION;
}

/** Seed 001 §4 "A series option is hidden when the program has no series". */
export function showsSeriesOption(program: { seriesId: string | null }): boolean {
  return program.seriesId !== null && program.seriesId !== '';
}

export interface RecordDialogSetup {
  state: RecordDialogState;
  quality: RecordingQuality;
  qualityLocked: boolean;
  keepDays: KeepDays;
  /** keep_series_mrdvr */
  seriesKeep: number;
  saveEpisodes: SaveEpisodes;
  filter: RecordingFilter;
  endPaddingSeconds: EndPaddingSeconds;
  endOptionEnabled: boolean;
  seriesOptionShown: boolean;
  keepOptions: readonly KeepDays[];
}

/**
 * The dialog's choices on opening (seed 001 §4): "Opening forces hd for remote-storage users or
 * the special box user, and resets keep to 14 and series keep to 0"; whatever was chosen before
 * is not carried over.
 */
export function openRecordDialog(
  box: DialogBox,
  user: DialogUser,
  program: { seriesId: string | null },
  previousQuality: RecordingQuality = 'hd',
): RecordDialogSetup {
  const forced = isHdForced(box, user);
  return {
    state: 'setup',
    quality: forced ? 'hd' : previousQuality,
    qualityLocked: forced,
    keepDays: DEFAULT_KEEP_DAYS,
    seriesKeep: DEFAULT_SERIES_KEEP,
    saveEpisodes: DEFAULT_SAVE_EPISODES,
    filter: DEFAULT_RECORDING_FILTER,
    endPaddingSeconds: DEFAULT_END_PADDING_SECONDS,
    endOptionEnabled: isEndOptionEnabled(box),
    seriesOptionShown: showsSeriesOption(program),
    keepOptions: keepOptions(box),
  };
}
