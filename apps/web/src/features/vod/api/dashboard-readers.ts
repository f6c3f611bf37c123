import { vodCartRoutes, vodRoutes } from '@coax/contract';
import {
  DASHBOARD_CART_ITEMS,
  DASHBOARD_ON_DEMAND_ITEMS,
  POSTER_SIZE,
  titlePagePath,
  type DashboardItem,
} from '@coax/domain';
import type { Lang } from '../../../i18n/language.ts';
import { callApi } from '../../../lib/api-client.ts';

// The home page's On Demand and Cart/Favorites modules (seed 000 §2, §7 Dashboard data) read from
// this area. They sit on the first visit to /home, so this file stays light: the route table and
// the api client only, none of the On Demand pages, components or messages.

/** A reader the dashboard calls for one module's items. */
export type DashboardReader = (signal: AbortSignal, lang: Lang) => Promise<DashboardItem[]>;

/** Poster art for a module tile (seed 001 §7 getImage.jpg, poster size), its genre in `lang`. */
export function posterUrl(imageName: string, lang: Lang): string {
  const query = { name: imageName, size: POSTER_SIZE, ...(lang === 'es' ? { lang } : {}) };
  return `/vod/api/getImage.jpg?${new URLSearchParams(query).toString()}`;
}

/** The On Demand module: the newest titles (getNewlyOnDemand), each linking to its page. */
export const readNewOnDemand: DashboardReader = async (signal, lang) => {
  const answer = await callApi(
    vodRoutes.vodNewlyAdded,
    { query: { limit: DASHBOARD_ON_DEMAND_ITEMS } },
    { signal },
  );
  return answer.titles.slice(0, DASHBOARD_ON_DEMAND_ITEMS).map((title) => ({
    id: title.titleId,
    title: title.isEpisode && title.episodeTitle ? `${title.title}: ${title.episodeTitle}` : title.title,
    ...(title.imageName ? { artwork: posterUrl(title.imageName, lang) } : {}),
    href: titlePagePath(title),
  }));
};

/** The Cart (or Favorites) module: the first items of the session's list (cart getItems), newest first. */
export const readCartItems: DashboardReader = async (signal, lang) => {
  const answer = await callApi(vodCartRoutes.vodCart, {}, { signal });
  return answer.items.slice(0, DASHBOARD_CART_ITEMS).map((item) => ({
    // one title can be in the list in HD and in SD: the asset id keeps the items apart
    id: String(item.id),
    title: `${item.title} (${item.quality})`,
    ...(item.artwork ? { artwork: posterUrl(item.artwork, lang) } : {}),
    href: titlePagePath({ titleId: item.titleId, isEpisode: false }),
  }));
};
