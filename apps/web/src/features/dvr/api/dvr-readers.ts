import { dvrRoutes } from '@coax/contract';
import { DASHBOARD_DVR_ITEMS, type DashboardItem } from '@coax/domain';
import { callApi } from '../../../lib/api-client.ts';

// The home page's DVR module (seed 000 §2, §7 Dashboard data: web DVR multiple query with limit 4,
// Title and Program.StartTime) reads from this area. It sits on the first visit to /home, so this
// file stays light: the route table and the api client only.

/** The DVR module: the account's next recordings; the dashboard shows them newest first. */
export async function readDvrRecordings(signal: AbortSignal): Promise<DashboardItem[]> {
  const answer = await callApi(dvrRoutes.dvrUpcoming, { query: { limit: DASHBOARD_DVR_ITEMS } }, { signal });
  return answer.items.slice(0, DASHBOARD_DVR_ITEMS).map((item) => ({
    id: String(item.id),
    title: item.EpisodeTitle ? `${item.Title}: ${item.EpisodeTitle}` : item.Title,
    time: new Date(item.StartTime).toISOString(),
    href: '/tv/dvr/#/scheduled',
  }));
}
