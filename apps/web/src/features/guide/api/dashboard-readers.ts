import { guideRoutes } from '@coax/contract';
import { programPath, type DashboardItem } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';

// The home page's 'TV best bets' module (seed 000 §2, §7 Dashboard data: best bets title, time)
// reads from this area. It sits on the first visit to /home, so this file stays light: the route
// table, the api client and one path rule only, none of the guide's pages, components or messages.

/** The TV best bets module: the picks airing next (ProgramTitle, AirDateTime), each linking to its program. */
export async function readBestBets(signal: AbortSignal): Promise<DashboardItem[]> {
  const answer = await callApi(guideRoutes.guideBestBets, {}, { signal });
  return answer.items.map((item) => ({
    id: String(item.eventId),
    title: item.episodeTitle ? `${item.title}: ${item.episodeTitle}` : item.title,
    time: new Date(item.start).toISOString(),
    href: programPath(item.eventId, item.callsign, item.isMovie, item.title),
  }));
}
