import type { Kysely } from 'kysely';
import { DEFAULT_HUB_ID } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { LinearAirings } from '../vod/index.ts';
import { findLineup, seriesAirings } from './repository.ts';

/**
 * The VOD series page's linearData: upcoming airings of the series (matched by tmsSeriesId) on
 * hub 105's HD line-up. The series answer is the same for everyone, so it uses the default hub.
 */
export function guideLinearAirings(db: Kysely<Database>, clock: Clock): LinearAirings {
  return {
    async forSeries(series, limit) {
      const lineup = await findLineup(db, DEFAULT_HUB_ID, true, null);
      if (!lineup) return [];
      const rows = await seriesAirings(db, lineup.lineup_id, series.tmsSeriesId, null, clock.now(), limit);
      return rows.map((r) => ({
        eventId: String(r.event_id),
        callsign: r.callsign,
        channelNumber: String(r.channel_number),
        startTime: new Date(r.start_ms).toISOString(),
        endTime: new Date(r.end_ms).toISOString(),
        isHd: r.is_hd === 1,
        seasonNumber: r.season_number,
        episodeNumber: r.episode_number,
        episodeTitle: r.episode_title,
      }));
    },
  };
}
