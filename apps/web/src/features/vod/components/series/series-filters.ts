import type { VodAiring, VodSeries, VodTitleCard } from '@coax/contract';
import { ALL_SEASONS } from '@coax/domain';

/**
 * The season filter's choices (seed 001 §4 "Season filter: Show all (0) or a season number"):
 * every season the series has on demand or on TV, in order.
 */
export function seasonChoices(seasons: VodSeries['seasons'], airings: VodAiring[]): number[] {
  const all = new Set<number>(seasons.map((s) => s.seasonNumber));
  for (const a of airings) if (a.seasonNumber !== null) all.add(a.seasonNumber);
  return [...all].filter((n) => n !== ALL_SEASONS).sort((a, b) => a - b);
}

/** The episodes of one season, or all of them for Show all. */
export function episodesOfSeason(titles: VodTitleCard[], season: number): VodTitleCard[] {
  return season === ALL_SEASONS ? titles : titles.filter((t) => t.seasonNumber === season);
}

/** The airings of one season, or all of them for Show all. */
export function airingsOfSeason(airings: VodAiring[], season: number): VodAiring[] {
  return season === ALL_SEASONS ? airings : airings.filter((a) => a.seasonNumber === season);
}
