import { describe, expect, it } from 'vitest';
import { KEEP_UNTIL_DELETED, KEEP_UNTIL_SPACE_NEEDED } from './dvr-constants.ts';
import {
  expiresAt,
  freeableMinutes,
  isDependable,
  isExpired,
  programRecordState,
  showsRecordingArt,
  recordingMinutes,
  recordingState,
  spaceToFree,
} from './recording-state.ts';
import { DAY_MS } from '../time.ts';

const MIN = 60_000;
const start = Date.UTC(2026, 10, 20, 20, 0, 0);
const span = { start, end: start + 60 * MIN, endPaddingSeconds: 300 };

describe('a recording as the clock moves', () => {
  it.each([
    ['a day before', start - DAY_MS, 'scheduled'],
    ['a millisecond before the start', start - 1, 'scheduled'],
    ['at the start', start, 'recording'],
    ['at the airing end, inside the padding', start + 60 * MIN, 'recording'],
    ['a millisecond before the padding ends', start + 65 * MIN - 1, 'recording'],
    ['when the padding ends', start + 65 * MIN, 'recorded'],
    ['a week later', start + 7 * DAY_MS, 'recorded'],
  ] as const)('is %s: %s', (_label, now, state) => {
    expect(recordingState(span, now)).toBe(state);
  });
});

describe('dependable recordings', () => {
  it.each([
    ['starting in exactly 6 days', start - 6 * DAY_MS, true],
    ['starting in 6 days and a minute', start - 6 * DAY_MS - MIN, false],
    ['recording now', start + MIN, true],
    ['recorded', start + 2 * DAY_MS, true],
  ] as const)('is dependable when %s: %s', (_label, now, expected) => {
    expect(isDependable(span, now)).toBe(expected);
  });
});

describe('keep days', () => {
  it('expires a recording kept 2 days two days after its padded end', () => {
    const end = start + 65 * MIN;
    expect(expiresAt(span, 2)).toBe(end + 2 * DAY_MS);
    expect(isExpired(span, 2, end + 2 * DAY_MS - 1)).toBe(false);
    expect(isExpired(span, 2, end + 2 * DAY_MS)).toBe(true);
  });

  it('never expires recordings kept until deleted or until space is needed', () => {
    expect(expiresAt(span, KEEP_UNTIL_DELETED)).toBeNull();
    expect(isExpired(span, KEEP_UNTIL_SPACE_NEEDED, start + 400 * DAY_MS)).toBe(false);
  });

  it('counts the padding in the minutes a recording takes', () => {
    expect(recordingMinutes(span)).toBe(65);
  });

  it('gives up the oldest until-space-needed recordings first to make room, and nothing else', () => {
    const now = start + 30 * DAY_MS;
    const rec = (id: number, dayOffset: number, keepDays: number) => ({
      id,
      start: start + dayOffset * DAY_MS,
      end: start + dayOffset * DAY_MS + 60 * MIN,
      endPaddingSeconds: 0,
      keepDays,
    });
    const all = [
      rec(1, 3, KEEP_UNTIL_SPACE_NEEDED),
      rec(2, 1, KEEP_UNTIL_SPACE_NEEDED),
      rec(3, 0, KEEP_UNTIL_DELETED),
    ];
    expect(spaceToFree(all, 150, 30, 200, now)).toEqual([]);
    expect(spaceToFree(all, 180, 60, 200, now)).toEqual([2]);
    expect(spaceToFree(all, 200, 120, 200, now)).toEqual([2, 1]);
    expect(spaceToFree(all, 200, 121, 200, now)).toBeNull();
    expect(freeableMinutes(all, now)).toBe(120);
  });

  it('never gives up an until-space-needed recording that is still scheduled or recording', () => {
    const end = start + 60 * MIN;
    const airing = { id: 9, start, end, endPaddingSeconds: 0, keepDays: KEEP_UNTIL_SPACE_NEEDED };
    expect(freeableMinutes([airing], start + MIN)).toBe(0);
    expect(spaceToFree([airing], 200, 10, 200, start + MIN)).toBeNull();
    expect(spaceToFree([airing], 200, 10, 200, end + MIN)).toEqual([9]);
  });
});

describe('the record state a program page and guide cell show (seed 001 §4)', () => {
  const single = { ...span, seriesRuleId: null };
  const ofRule = { ...span, seriesRuleId: 7 };
  it.each([
    ['nothing set to record', { recording: null, seriesRule: false }, start - DAY_MS, null],
    ['a single recording not started', { recording: single, seriesRule: false }, start - DAY_MS, 'scheduled'],
    ['a single recording under way', { recording: single, seriesRule: false }, start + MIN, 'recorded'],
    ['a single recording made', { recording: single, seriesRule: false }, start + DAY_MS, 'recorded'],
    ['an episode a rule scheduled', { recording: ofRule, seriesRule: true }, start - DAY_MS, 'series'],
    ['an episode a rule recorded', { recording: ofRule, seriesRule: true }, start + DAY_MS, 'recorded'],
    [
      'an airing a rule covers, not yet scheduled',
      { recording: null, seriesRule: true },
      start - DAY_MS,
      'series',
    ],
    [
      'a single recording inside a series rule',
      { recording: single, seriesRule: true },
      start - DAY_MS,
      'scheduled',
    ],
  ] as const)('%s: %s', (_label, facts, now, expected) => {
    expect(programRecordState(facts, now)).toBe(expected);
  });
});

describe('recording art (seed 001 §4)', () => {
  it.each([
    [true, false, true],
    [false, false, false],
    [false, true, true],
    [true, true, true],
  ])('dependable %s, small box %s: art shown %s', (dependable, smallBox, shown) => {
    expect(showsRecordingArt({ dependable }, smallBox)).toBe(shown);
  });
});
