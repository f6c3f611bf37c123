import type { QueryClient } from '@tanstack/react-query';
import { TOP_PICKS_MAX } from '@coax/domain';
import { getVodTopPicks, vodTopPicksQueryKey } from '../features/vod/api/get-top-picks.ts';
import { posterSrc } from '../features/vod/components/poster.tsx';
import type { Lang } from '../i18n/language.ts';

/** The On Demand landing (seed 001 §3: /tv/on-demand/#/), in either language. */
export function isOnDemandLanding(pathname: string, hash: string): boolean {
  return /^(\/espanol)?\/tv\/on-demand\/?$/.test(pathname) && /^(#\/?)?$/.test(hash);
}

/**
 * Issue 21: the On Demand landing's largest paint is the first top pick's poster, whose address
 * is known only after the page's code, its carousel's code and the top picks have arrived one
 * after the other. A first load of the landing asks for the top picks before the first render
 * (the carousel then reads them from the cache) and has the browser fetch the first poster as
 * soon as its address is known, beside the page's code.
 */
export function startLandingRead(
  queryClient: QueryClient,
  { pathname, hash, lang }: { pathname: string; hash: string; lang: Lang },
): void {
  if (!isOnDemandLanding(pathname, hash)) return;
  void queryClient
    .fetchQuery({ queryKey: vodTopPicksQueryKey, queryFn: ({ signal }) => getVodTopPicks(signal) })
    .then((picks) => {
      const first = picks.showCarouselFlag ? picks.titles.slice(0, TOP_PICKS_MAX)[0] : undefined;
      if (!first?.imageName) return;
      const link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'image');
      link.setAttribute('href', posterSrc(first.imageName, 'large', lang));
      link.setAttribute('fetchpriority', 'high');
      document.head.append(link);
    })
    // A failure is the carousel's to show: it asks again when it mounts.
    .catch(() => undefined);
}
