import type {
  GuideAiring,
  GuideChannel,
  GuideListing,
  GuideOtherAiring,
  GuideRecordMark,
} from '@coax/contract';
import { isMovieProgram, isNewAiring, qualitiesFromText, ratingOf } from '@coax/domain';
import type { AiringRow, ChannelRow, ListingRow, OtherAiringRow } from './repository.ts';

/** A pipe-separated list as an array, without empty entries. */
export const splitPipe = (s: string): string[] => s.split('|').filter((x) => x.length > 0);

export function toChannel(r: ChannelRow, received: boolean): GuideChannel {
  return {
    channelId: r.channel_id,
    callsign: r.callsign,
    number: r.channel_number,
    name: r.name,
    isHd: r.is_hd === 1,
    logo: r.logo,
    received,
  };
}

export function toAiring(r: AiringRow, mark?: GuideRecordMark): GuideAiring {
  const qualities = qualitiesFromText(r.qualities);
  return {
    eventId: r.event_id,
    programId: r.program_id,
    title: r.title,
    episodeTitle: r.episode_title,
    start: r.start_ms,
    end: r.end_ms,
    isMovie: isMovieProgram(r.show_type),
    isNew: r.is_new === 1 || isNewAiring(qualities),
    qualities,
    tvRating: r.tv_rating_code === null ? null : (ratingOf(r.tv_rating_code) ?? null),
    seriesId: r.series_id,
    recordState: mark?.state ?? null,
  };
}

export function toListing(r: ListingRow): GuideListing {
  return {
    eventId: r.event_id,
    programId: r.program_id,
    title: r.title,
    episodeTitle: r.episode_title,
    start: r.start_ms,
    end: r.end_ms,
    callsign: r.callsign,
    channelNumber: r.channel_number,
    isHd: r.channel_is_hd === 1,
    isMovie: isMovieProgram(r.show_type),
    imageName: r.image_name,
  };
}

export function toOtherAiring(r: OtherAiringRow): GuideOtherAiring {
  return {
    eventId: r.event_id,
    callsign: r.callsign,
    channelNumber: r.channel_number,
    start: r.start_ms,
    end: r.end_ms,
    isHd: r.is_hd === 1,
    episodeTitle: r.episode_title,
    seasonNumber: r.season_number,
    episodeNumber: r.episode_number,
  };
}

const NO_MARKS: ReadonlyMap<number, GuideRecordMark> = new Map();

/** Airings (ordered by channel, start) grouped by channel, none of them marked to record. */
export function airingsByChannel(airings: readonly AiringRow[]): Map<number, GuideAiring[]> {
  const by = new Map<number, GuideAiring[]>();
  for (const a of airings) {
    const list = by.get(a.channel_id) ?? [];
    list.push(toAiring(a));
    by.set(a.channel_id, list);
  }
  return by;
}

/**
 * The channels with their airings, each with its record state. The airing views may be shared
 * (a kept window's): a marked airing is a copy, the others are the views themselves.
 */
export function withAirings(
  channels: readonly GuideChannel[],
  byChannel: ReadonlyMap<number, GuideAiring[]>,
  marks: ReadonlyMap<number, GuideRecordMark> = NO_MARKS,
) {
  return channels.map((c) => {
    const airings = byChannel.get(c.channelId) ?? [];
    return {
      ...c,
      airings:
        marks.size === 0
          ? airings
          : airings.map((a) => {
              const mark = marks.get(a.eventId);
              return mark ? { ...a, recordState: mark.state } : a;
            }),
    };
  });
}

/** One listing per program, in the given order, up to `limit`. */
export function distinctPrograms<T extends { program_id: number }>(rows: readonly T[], limit: number): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const r of rows) {
    if (seen.has(r.program_id)) continue;
    seen.add(r.program_id);
    out.push(r);
    if (out.length >= limit) break;
  }
  return out;
}

/** The airings of a window as the DVR matches them: the callsign comes from the airing's channel. */
export function markedAirings(channels: readonly ChannelRow[], airings: readonly AiringRow[]) {
  const callsigns = new Map(channels.map((c) => [c.channel_id, c.callsign]));
  return airings.map((a) => ({
    eventId: a.event_id,
    seriesId: a.series_id,
    callsign: callsigns.get(a.channel_id) ?? '',
  }));
}
