import type { Kysely } from 'kysely';
import { DEFAULT_HUB_ID } from '@coax/domain';
import type { VodAiring } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { LinearAirings } from '../vod/index.ts';
import { findLineup, programAirings, seriesAirings, type OtherAiringRow } from './repository.ts';

function toVodAiring(r: OtherAiringRow): VodAiring {
  return {
    eventId: String(r.event_id),
    callsign: r.callsign,
    channelNumber: String(r.channel_number),
    startTime: new Date(r.start_ms).toISOString(),
    endTime: new Date(r.end_ms).toISOString(),
    isHd: r.is_hd === 1,
    seasonNumber: r.season_number,
    episodeNumber: r.episode_number,
    episodeTitle: r.episode_title,
  };
}

/**
 * The VOD pages' linearData: upcoming airings of a series (matched by tmsSeriesId) or of one title
 * (matched by its tms id: the same movie or episode in the listings) on hub 105's HD line-up. The
 * answers are the same for everyone, so they use the default hub.
 */
export function guideLinearAirings(db: Kysely<Database>, clock: Clock): LinearAirings {
  const lineupId = async () => (await findLineup(db, DEFAULT_HUB_ID, true, null))?.lineup_id ?? null;
  return {
    async forSeries(series, limit) {
      const lineup = await lineupId();
      if (lineup === null) return [];
      const rows = await seriesAirings(db, lineup, series.tmsSeriesId, null, clock.now(), limit);
      return rows.map(toVodAiring);
    },
    async forProgram(tmsId, limit) {
      const lineup = await lineupId();
      if (lineup === null) return [];
      return (await programAirings(db, lineup, tmsId, clock.now(), limit)).map(toVodAiring);
    },
  };
}
