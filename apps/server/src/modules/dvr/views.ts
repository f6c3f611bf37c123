import type { DvrBox, DvrRecording, DvrSeriesRule } from '@coax/contract';
import {
  expiresAt,
  formatRecordingTime,
  isDependable,
  isEndOptionEnabled,
  keepOptions,
  recordingMinutes,
  recordingState,
  type EndPaddingSeconds,
  type KeepDays,
  type RecordingFilter,
  type RecordingQuality,
  type SaveEpisodes,
} from '@coax/domain';
import type { BoxRow, RecordingRow, RuleRow } from './repository.ts';

export const spanOf = (r: RecordingRow) => ({
  start: Number(r.start_ms),
  end: Number(r.end_ms),
  endPaddingSeconds: r.end_padding_seconds,
});

/** Minutes a box holds now: recordings made or being made. */
export function usedMinutes(recordings: readonly RecordingRow[], now: number): number {
  return recordings
    .filter((r) => recordingState(spanOf(r), now) !== 'scheduled')
    .reduce((sum, r) => sum + recordingMinutes(spanOf(r)), 0);
}

export function toBox(box: BoxRow, recordings: readonly RecordingRow[], now: number): DvrBox {
  const facts = { deviceType: box.device_type, isCloud: box.is_cloud === 1 };
  return {
    boxId: box.id,
    alias: box.alias,
    serialNumber: box.serial_number,
    macAddress: box.mac_address,
    deviceType: box.device_type,
    isCloud: facts.isCloud,
    isHd: box.is_hd === 1,
    tuners: box.tuners,
    storage: {
      usedMinutes: usedMinutes(
        recordings.filter((r) => r.box_id === box.id),
        now,
      ),
      totalMinutes: box.storage_minutes,
    },
    keepOptions: [...keepOptions(facts)],
    endOptionEnabled: isEndOptionEnabled(facts),
  };
}

/** A recording as listed; `imageName` is its program's art (null where none is known). */
export function toRecording(r: RecordingRow, now: number, imageName: string | null = null): DvrRecording {
  const span = spanOf(r);
  const state = recordingState(span, now);
  return {
    id: r.id,
    boxId: r.box_id,
    boxAlias: r.box_alias,
    eventId: r.event_id,
    programId: r.program_id,
    Title: r.title,
    EpisodeTitle: r.episode_title,
    callsign: r.callsign,
    channelNumber: r.channel_number,
    StartTime: span.start,
    EndTime: span.end,
    time: formatRecordingTime(span.start),
    endPaddingSeconds: r.end_padding_seconds as EndPaddingSeconds,
    state,
    isRecorded: state === 'recorded',
    dependable: isDependable(span, now),
    seriesRuleId: r.rule_id,
    SeriesId: r.series_id,
    quality: r.quality as RecordingQuality,
    HDTV: r.quality !== 'sd',
    Save: r.save_days as KeepDays,
    expiresAt: expiresAt(span, r.save_days),
    Scope: r.is_movie === 1 ? 'movie' : 'episode',
    imageName,
  };
}

/** Seed 001 §3: "An item is listed only if it has Title, Program callsign, StartTime and EndTime." */
export const isListable = (r: DvrRecording) =>
  r.Title.trim() !== '' && r.callsign.trim() !== '' && r.StartTime > 0 && r.EndTime > r.StartTime;

export function toRule(rule: RuleRow, recordings: readonly RecordingRow[], now: number): DvrSeriesRule {
  const mine = recordings.filter((r) => r.rule_id === rule.id);
  const recorded = mine.filter((r) => recordingState(spanOf(r), now) === 'recorded').length;
  return {
    id: rule.id,
    boxId: rule.box_id,
    boxAlias: rule.box_alias,
    seriesId: rule.series_id,
    title: rule.title,
    callsign: rule.callsign,
    filter: rule.filter as RecordingFilter,
    anchorStart: Number(rule.anchor_start),
    saveEpisodes: rule.save_episodes as SaveEpisodes,
    saveDays: rule.save_days as KeepDays,
    quality: rule.quality as RecordingQuality,
    endPaddingSeconds: rule.end_padding_seconds as EndPaddingSeconds,
    scheduledCount: mine.length - recorded,
    recordedCount: recorded,
  };
}
