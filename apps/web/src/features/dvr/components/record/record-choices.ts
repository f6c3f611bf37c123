import type { DvrBox, DvrCheck } from '@coax/contract';
import {
  DEFAULT_END_PADDING_SECONDS,
  DEFAULT_KEEP_DAYS,
  KEEP_DAYS_OPTIONS,
  REC_TYPE_EPISODE,
  REC_TYPE_SERIES,
  openRecordDialog,
  type EndPaddingSeconds,
  type KeepDays,
  type RecordingFilter,
  type RecordingQuality,
  type SaveEpisodes,
} from '@coax/domain';
import { isApiError } from '../../../../lib/api-client.ts';
import { reasonKey, type ReasonKeys } from '../../../../lib/refusal.ts';
import type { DvrSaveBody } from '../../api/save-recording.ts';
import type { DvrMessageKey } from '../../i18n/use-dvr-t.ts';

/** What the record dialog lets the person choose (seed 001 §3 Recording request (dialog)). */
export interface RecordChoices {
  boxId: number;
  recType: typeof REC_TYPE_EPISODE | typeof REC_TYPE_SERIES;
  quality: RecordingQuality;
  qualityLocked: boolean;
  /** keep, for one airing */
  keepDays: KeepDays;
  /** keep_series_mrdvr, for each episode of a series */
  seriesKeep: KeepDays;
  saveEpisodes: SaveEpisodes;
  filter: RecordingFilter;
  endPaddingSeconds: EndPaddingSeconds;
}

/** The program being recorded, as far as the choices care. */
export interface RecordProgram {
  callsign: string;
  start: number;
  seriesId: string | null;
}

const asKeep = (n: number): KeepDays => KEEP_DAYS_OPTIONS.find((k) => k === n) ?? DEFAULT_KEEP_DAYS;

/**
 * The choices on opening (seed 001 §4): HD forced for cloud and special-box users, keep reset to
 * 14 and series keep to 0, the series filter 4 (new only) and save episodes 3.
 */
export function initialChoices(box: DvrBox, specialBox: boolean, program: RecordProgram): RecordChoices {
  const setup = openRecordDialog(box, { specialBox }, program);
  return {
    boxId: box.boxId,
    recType: REC_TYPE_EPISODE,
    quality: setup.quality,
    qualityLocked: setup.qualityLocked,
    keepDays: setup.keepDays,
    seriesKeep: asKeep(setup.seriesKeep),
    saveEpisodes: setup.saveEpisodes,
    filter: setup.filter,
    endPaddingSeconds: setup.endPaddingSeconds,
  };
}

/**
 * Another box chosen: its rules apply again (HD forced on a cloud DVR, its own keep options, no
 * end padding on device type 8300); the rest of the choices stay.
 */
export function withBox(
  choices: RecordChoices,
  box: DvrBox,
  specialBox: boolean,
  program: RecordProgram,
): RecordChoices {
  const setup = openRecordDialog(box, { specialBox }, program, choices.quality);
  const keeps = box.keepOptions;
  return {
    ...choices,
    boxId: box.boxId,
    quality: setup.quality,
    qualityLocked: setup.qualityLocked,
    keepDays: keeps.includes(choices.keepDays) ? choices.keepDays : DEFAULT_KEEP_DAYS,
    seriesKeep: keeps.includes(choices.seriesKeep) ? choices.seriesKeep : asKeep(setup.seriesKeep),
    endPaddingSeconds: box.endOptionEnabled ? choices.endPaddingSeconds : DEFAULT_END_PADDING_SECONDS,
  };
}

/** Where and when to record when a conflict choice moved the airing or added recordings to cancel. */
export interface RecordTarget {
  callSign: string;
  /** the channel number shown with the airing */
  channelNumber: number;
  startTime: number;
  cancelIds: number[];
}

/** The save payload (seed 001 §3 Recording request (saved)). */
export function saveBody(choices: RecordChoices, target: RecordTarget): DvrSaveBody {
  const series = choices.recType === REC_TYPE_SERIES;
  return {
    boxId: choices.boxId,
    callSign: target.callSign,
    startTime: target.startTime,
    recType: choices.recType,
    quality: choices.quality,
    saveDays: series ? choices.seriesKeep : choices.keepDays,
    saveEpisodes: choices.saveEpisodes,
    filter: choices.filter,
    endPaddingSeconds: choices.endPaddingSeconds,
    cancelIds: target.cancelIds,
  };
}

/** The message for a check or save that did not go through, by its status (seed 001 §8). */
export function statusMessageKey(status: DvrCheck['status']): DvrMessageKey {
  switch (status) {
    case 'NOT_AUTHORIZED':
      return 'dvr.error.notAuthorized';
    case 'BLOCKED':
      return 'dvr.record.blocked';
    case 'ENDED':
      return 'dvr.record.ended';
    default:
      return 'dvr.error.schedule';
  }
}

/** The DVR refusals the dialog words itself, by the server's reason id. */
const REASON_KEYS: ReasonKeys<DvrMessageKey> = {
  'dvr.connect': 'dvr.error.connect',
  'dvr.blocked': 'dvr.record.blocked',
};

/**
 * The message for a failed call: a refusal the dialog has words for, by its reason; an
 * unreachable DVR the connect message; anything else the seed's default scheduling error.
 * (A channel outside the package is answered as a check, NOT_AUTHORIZED: statusMessageKey.)
 */
export function failureMessageKey(error: unknown): DvrMessageKey {
  const known = reasonKey(error, REASON_KEYS);
  if (known) return known;
  if (isApiError(error, 'NETWORK') || (isApiError(error) && error.status >= 500)) {
    return 'dvr.error.connect';
  }
  return 'dvr.error.schedule';
}
