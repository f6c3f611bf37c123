import { describe, expect, it } from 'vitest';
import {
  FILTER_ALL_AT_TIME,
  FILTER_ALL_AT_TIME_ON_WEEKDAY,
  FILTER_ALL_EPISODES,
  FILTER_NEW_ONLY,
  type RecordingFilter,
} from './dvr-constants.ts';
import {
  episodesBeyondKeep,
  expandSeriesRule,
  type SeriesAiring,
  type SeriesRuleSpec,
} from './series-rule.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Friday 20 November 2026, 20:00 UTC
const anchor = Date.UTC(2026, 10, 20, 20, 0, 0);

let n = 0;
const airing = (
  start: number,
  programId: string,
  isNew: boolean,
  over: Partial<SeriesAiring> = {},
): SeriesAiring => ({
  eventId: `E${++n}`,
  programId,
  seriesId: 'SH1',
  callsign: 'NEWS',
  start,
  end: start + HOUR,
  isNew,
  ...over,
});

const listings = [
  airing(anchor, 'EP1', true),
  airing(anchor + 3 * HOUR, 'EP1', false), // a repeat of EP1 the same night
  airing(anchor + DAY, 'EP2', false), // Saturday 20:00, a rerun
  airing(anchor + DAY + 2 * HOUR, 'EP3', true), // Saturday 22:00
  airing(anchor + 7 * DAY, 'EP4', true), // next Friday 20:00
  airing(anchor + 7 * DAY, 'EP9', true, { seriesId: 'SH2' }),
  airing(anchor + 8 * DAY, 'EP5', true, { callsign: 'OTHER' }),
];

const programsFor = (filter: RecordingFilter, now = anchor - HOUR) =>
  expandSeriesRule({ seriesId: 'SH1', callsign: 'NEWS', filter, anchorStart: anchor }, listings, now).map(
    (a) => a.programId,
  );

describe('series rule expansion', () => {
  it.each([
    [FILTER_ALL_EPISODES, 'all episodes', ['EP1', 'EP2', 'EP3', 'EP4']],
    [FILTER_NEW_ONLY, 'new episodes only', ['EP1', 'EP3', 'EP4']],
    [FILTER_ALL_AT_TIME, 'all at 20:00', ['EP1', 'EP2', 'EP4']],
    [FILTER_ALL_AT_TIME_ON_WEEKDAY, 'all at 20:00 on Friday', ['EP1', 'EP4']],
  ] as const)(
    'filter %d (%s) records %j, each episode once, on the rule’s channel and series',
    (filter, _label, expected) => {
      expect(programsFor(filter)).toEqual(expected);
    },
  );

  it('skips airings that have ended and episodes already recorded or scheduled', () => {
    const now = anchor + 2 * HOUR;
    const got = expandSeriesRule(
      { seriesId: 'SH1', callsign: 'NEWS', filter: FILTER_ALL_EPISODES, anchorStart: anchor },
      listings,
      now,
      new Set(['EP3']),
    ).map((a) => [a.programId, a.start - anchor]);
    // EP1's first airing ended; its repeat at 23:00 is still ahead
    expect(got).toEqual([
      ['EP1', 3 * HOUR],
      ['EP2', DAY],
      ['EP4', 7 * DAY],
    ]);
  });

  it('takes an airing ending exactly now as over, and one ending a moment later as still to record', () => {
    const rule: SeriesRuleSpec = {
      seriesId: 'SH1',
      callsign: 'NEWS',
      filter: FILTER_ALL_EPISODES,
      anchorStart: anchor,
    };
    const show = airing(anchor, 'EP1', true);
    expect(expandSeriesRule(rule, [show], show.end)).toEqual([]);
    expect(expandSeriesRule(rule, [show], show.end - 1)).toEqual([show]);
  });

  it('lists the airings earliest first and records an episode at its earliest airing, whatever the listing order', () => {
    const rule: SeriesRuleSpec = {
      seriesId: 'SH1',
      callsign: 'NEWS',
      filter: FILTER_ALL_EPISODES,
      anchorStart: anchor,
    };
    const later = airing(anchor + DAY, 'EP2', true, { eventId: 'A' });
    const repeat = airing(anchor + 2 * HOUR, 'EP1', false, { eventId: 'B' });
    const first = airing(anchor, 'EP1', true, { eventId: 'C' });
    expect(expandSeriesRule(rule, [later, repeat, first], anchor - HOUR)).toEqual([first, later]);
  });
});

describe('keeping the newest N episodes', () => {
  const rec = (id: number, dayOffset: number) => ({
    id,
    start: anchor + dayOffset * DAY,
    end: anchor + dayOffset * DAY + HOUR,
    endPaddingSeconds: 0,
  });
  const recordings = [rec(1, 0), rec(2, 1), rec(3, 2), rec(4, 3), rec(5, 10)];

  it('deletes the recorded episodes beyond the newest 3, oldest first, never a scheduled one', () => {
    const now = anchor + 5 * DAY;
    expect(episodesBeyondKeep(recordings, 3, now)).toEqual([1]);
    expect(episodesBeyondKeep(recordings, 1, now)).toEqual([1, 2, 3]);
  });

  it('goes by start time, not by id, to tell the newest episodes', () => {
    const now = anchor + 5 * DAY;
    const byStart = [rec(9, 0), rec(2, 1), rec(5, 2)];
    expect(episodesBeyondKeep(byStart, 1, now)).toEqual([9, 2]);
  });

  it('counts the recording with the higher id as the newer of two that started together', () => {
    const now = anchor + 5 * DAY;
    const together = [rec(3, 0), rec(8, 0), rec(4, 0)];
    expect(episodesBeyondKeep(together, 1, now)).toEqual([3, 4]);
    expect(episodesBeyondKeep(together, 2, now)).toEqual([3]);
  });

  it('keeps everything for All', () => {
    expect(episodesBeyondKeep(recordings, 0, anchor + 20 * DAY)).toEqual([]);
  });

  it('drops the oldest as the clock records newer ones', () => {
    expect(episodesBeyondKeep(recordings, 2, anchor + 2 * DAY + 30 * 60_000)).toEqual([]);
    expect(episodesBeyondKeep(recordings, 2, anchor + 2 * DAY + HOUR)).toEqual([1]);
    expect(episodesBeyondKeep(recordings, 2, anchor + 11 * DAY)).toEqual([1, 2, 3]);
  });
});
