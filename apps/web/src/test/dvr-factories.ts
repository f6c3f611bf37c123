import type {
  DvrBox,
  DvrBoxes,
  DvrCheck,
  DvrRecording,
  DvrSaveResult,
  DvrSeriesRule,
  GuideAiring,
  GuideChannel,
  Miniguide,
} from '@coax/contract';
import { CLOUD_KEEP_DAYS_OPTIONS, KEEP_DAYS_OPTIONS, formatRecordingTime } from '@coax/domain';
import { createGuideAiring, createGuideChannel } from './guide-factories.ts';

const HOUR_MS = 3_600_000;
/** An airing three days ahead, on the hour: always still to come when a test runs. */
export const AIRING_START = Math.ceil((Date.now() + 72 * HOUR_MS) / HOUR_MS) * HOUR_MS;
export const AIRING_END = AIRING_START + HOUR_MS;

export function createDvrBox(overrides: Partial<DvrBox> = {}): DvrBox {
  return {
    boxId: 1,
    alias: 'Living room',
    serialNumber: 'SN0001',
    macAddress: '00:11:22:33:44:55',
    deviceType: '8642',
    isCloud: false,
    isHd: true,
    tuners: 2,
    storage: { usedMinutes: 600, totalMinutes: 6000 },
    keepOptions: [...KEEP_DAYS_OPTIONS],
    endOptionEnabled: true,
    ...overrides,
  };
}

export function createCloudBox(overrides: Partial<DvrBox> = {}): DvrBox {
  return createDvrBox({
    boxId: 2,
    alias: 'Cloud DVR',
    deviceType: 'CLOUD',
    isCloud: true,
    tuners: 0,
    storage: { usedMinutes: 120, totalMinutes: 12000 },
    keepOptions: [...CLOUD_KEEP_DAYS_OPTIONS],
    ...overrides,
  });
}

export function createDvrBoxes(overrides: Partial<DvrBoxes> = {}): DvrBoxes {
  return {
    boxes: [createDvrBox(), createCloudBox()],
    hasWebDVR: true,
    dvrBlocked: false,
    termsAccepted: true,
    forcedHd: false,
    ...overrides,
  };
}

export function createDvrRecording(overrides: Partial<DvrRecording> = {}): DvrRecording {
  const start = overrides.StartTime ?? AIRING_START;
  return {
    id: 11,
    boxId: 1,
    boxAlias: 'Living room',
    eventId: '5001',
    programId: '7001',
    Title: 'Harbor Lights',
    EpisodeTitle: 'The Long Night',
    callsign: 'WNET',
    channelNumber: 13,
    StartTime: start,
    EndTime: start + 60 * 60_000,
    time: formatRecordingTime(start),
    endPaddingSeconds: 0,
    state: 'scheduled',
    isRecorded: false,
    dependable: true,
    seriesRuleId: null,
    SeriesId: null,
    quality: 'hd',
    HDTV: true,
    Save: 14,
    expiresAt: null,
    Scope: 'episode',
    imageName: null,
    ...overrides,
  };
}

/** The channel and airing the DVR tests record: WNET 13 in HD, a new episode. */
const dvrChannel = (): GuideChannel =>
  createGuideChannel({ channelId: 13, callsign: 'WNET', number: 13, name: 'Thirteen', isHd: true });

const dvrAiring = (): GuideAiring =>
  createGuideAiring({
    programId: 7001,
    episodeTitle: 'The Long Night',
    start: AIRING_START,
    end: AIRING_END,
    isNew: true,
    qualities: ['HDTV', 'New'],
    seriesId: 'SH0001',
  });

/** The miniguide answer the record link looks its airing up in. */
export function createMiniguide(airing: GuideAiring = dvrAiring(), channel = dvrChannel()): Miniguide {
  return { start: airing.start, end: airing.start + 60_000, channels: [{ ...channel, airings: [airing] }] };
}

export function createDvrCheck(overrides: Partial<DvrCheck> = {}): DvrCheck {
  return {
    status: 'SUCCESS',
    message: null,
    airings: [],
    conflicts: [],
    choices: { otherAirings: [], otherBoxes: [], clashing: [] },
    quality: 'hd',
    ...overrides,
  };
}

export function createDvrSaveResult(overrides: Partial<DvrSaveResult> = {}): DvrSaveResult {
  return {
    ...createDvrCheck(),
    recordings: [createDvrRecording()],
    seriesRule: null,
    cancelledIds: [],
    ...overrides,
  };
}

export function createDvrSeriesRule(overrides: Partial<DvrSeriesRule> = {}): DvrSeriesRule {
  return {
    id: 31,
    boxId: 1,
    boxAlias: 'Living room',
    seriesId: 'SH0001',
    title: 'Harbor Lights',
    callsign: 'WNET',
    filter: 4,
    anchorStart: AIRING_START,
    saveEpisodes: 3,
    saveDays: 0,
    quality: 'hd',
    endPaddingSeconds: 0,
    scheduledCount: 2,
    recordedCount: 1,
    ...overrides,
  };
}
