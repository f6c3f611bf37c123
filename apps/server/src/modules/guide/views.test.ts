import { describe, expect, it } from 'vitest';
import type { GuideChannel } from '@coax/contract';
import type { AiringRow } from './repository.ts';
import { airingsByChannel, withAirings } from './views.ts';

const row = (eventId: number, channelId: number, start: number): AiringRow => ({
  event_id: eventId,
  channel_id: channelId,
  program_id: eventId * 10,
  start_ms: start,
  end_ms: start + 1_800_000,
  qualities: 'HD|New',
  is_new: 0,
  title: `Program ${eventId}`,
  episode_title: null,
  show_type: 'SERIES',
  tv_rating_code: null,
  series_id: null,
});

const channel = (channelId: number): GuideChannel => ({
  channelId,
  callsign: `CH${channelId}`,
  number: channelId,
  name: `Channel ${channelId}`,
  isHd: true,
  logo: null,
  received: true,
});

describe('a window’s airings, drawn once and shared', () => {
  const shared = airingsByChannel([row(1, 7, 0), row(2, 7, 1_800_000), row(3, 8, 0)]);

  it('groups the airings under their channels in order, none marked', () => {
    expect(shared.get(7)?.map((a) => a.eventId)).toEqual([1, 2]);
    expect(shared.get(8)?.map((a) => a.eventId)).toEqual([3]);
    expect([...shared.values()].flat().every((a) => a.recordState === null)).toBe(true);
  });

  it('marks one household’s airings on copies, so the next answer from the same views has none', () => {
    const marked = withAirings(
      [channel(7), channel(8), channel(9)],
      shared,
      new Map([[2, { state: 'scheduled' as const, recordingId: 5, seriesRuleId: null }]]),
    );
    expect(marked.map((c) => c.airings.map((a) => a.recordState))).toEqual([[null, 'scheduled'], [null], []]);
    const plain = withAirings([channel(7)], shared);
    expect(plain[0]?.airings.map((a) => a.recordState)).toEqual([null, null]);
    expect(shared.get(7)?.[1]?.recordState).toBeNull();
  });
});
