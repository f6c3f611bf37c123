import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from '../../platform/clock.ts';
import {
  listingsTarget,
  planChannel,
  pruneCutoff,
  repeatQualities,
  repeatsOf,
  ROLL_PERIOD_MS,
  type TemplateAiring,
} from './listings-roll-plan.ts';

const NOW = Date.UTC(2026, 10, 20, 15, 0, 0);
const TODAY = Date.UTC(2026, 10, 20);

describe('planning a channel roll', () => {
  it('leaves a channel alone while it reaches fourteen days from the start of today', () => {
    expect(listingsTarget(NOW)).toBe(TODAY + 14 * DAY);
    expect(
      planChannel(
        { channelId: 1, first: TODAY, until: TODAY + 14 * DAY },
        listingsTarget(NOW),
        pruneCutoff(NOW),
      ),
    ).toBeNull();
  });

  it('repeats the last week once when the listings fall a day short', () => {
    const now = NOW + DAY;
    const roll = planChannel(
      { channelId: 1, first: TODAY, until: TODAY + 14 * DAY },
      listingsTarget(now),
      pruneCutoff(now),
    );
    expect(roll).toEqual({
      channelId: 1,
      until: TODAY + 14 * DAY,
      period: ROLL_PERIOD_MS,
      firstBlock: 1,
      lastBlock: 1,
    });
  });

  it('repeats the whole days a short listing holds when it has less than a week', () => {
    const now = NOW + 3 * DAY;
    const roll = planChannel(
      { channelId: 1, first: TODAY, until: TODAY + 2 * DAY + 5 * HOUR },
      listingsTarget(now),
      pruneCutoff(now),
    );
    expect(roll?.period).toBe(2 * DAY);
    expect(roll!.until + roll!.lastBlock * roll!.period).toBeGreaterThanOrEqual(listingsTarget(now));
  });

  it('skips the weeks a database opened long after would only prune again', () => {
    const now = NOW + 60 * DAY;
    const span = { channelId: 1, first: TODAY, until: TODAY + 14 * DAY };
    const roll = planChannel(span, listingsTarget(now), pruneCutoff(now))!;
    const blockEnd = (k: number) => span.until + k * roll.period;
    expect(blockEnd(roll.firstBlock)).toBeGreaterThan(pruneCutoff(now));
    expect(blockEnd(roll.firstBlock - 1)).toBeLessThanOrEqual(pruneCutoff(now));
    expect(blockEnd(roll.lastBlock)).toBeGreaterThanOrEqual(listingsTarget(now));
    expect(blockEnd(roll.lastBlock - 1)).toBeLessThan(listingsTarget(now));
  });
});

describe('the repeats of a block', () => {
  const until = TODAY + 14 * DAY;
  const blockStart = until - ROLL_PERIOD_MS;
  const template: TemplateAiring[] = [
    // a film that began before the block and runs over its start
    { channelId: 1, programId: 10, start: blockStart - HOUR, end: blockStart + HOUR, qualities: 'CC,Stereo' },
    { channelId: 1, programId: 11, start: blockStart + HOUR, end: until - HOUR, qualities: 'CC,New' },
    { channelId: 1, programId: 12, start: until - HOUR, end: until, qualities: 'HDTV,CC,Rerun' },
    { channelId: 2, programId: 20, start: blockStart, end: until, qualities: 'CC' },
  ];

  it('copies the block a week on, starting at the old end without overlap or gap', () => {
    const out = repeatsOf(
      { channelId: 1, until, period: ROLL_PERIOD_MS, firstBlock: 1, lastBlock: 2 },
      template,
    );
    expect(out.map((a) => a.programId)).toEqual([10, 11, 12, 10, 11, 12]);
    expect(out[0]?.start).toBe(until);
    for (let i = 1; i < out.length; i++) expect(out[i]?.start).toBe(out[i - 1]?.end);
    expect(out.at(-1)?.end).toBe(until + 2 * ROLL_PERIOD_MS);
  });

  it('marks what was new as a rerun and keeps the other qualities', () => {
    expect(repeatQualities('HDTV,CC,New')).toBe('HDTV,CC,Rerun');
    expect(repeatQualities('CC,Stereo,BN,SAP')).toBe('CC,Stereo,SAP,Rerun');
    expect(repeatQualities('CC,Stereo')).toBe('CC,Stereo');
    expect(repeatQualities('HDTV,CC,Rerun')).toBe('HDTV,CC,Rerun');
  });
});
