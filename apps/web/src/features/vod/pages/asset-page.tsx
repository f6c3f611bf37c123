import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AdultRoute } from '../components/title/adult-view.tsx';
import {
  assetIdOf,
  parseAssetHash,
  ASSET_SEARCH_TYPE,
  type AssetRoute,
} from '../components/title/asset-route.ts';
import { SeriesRoute } from '../components/series/series-route.tsx';
import { AssetTitleRoute, TitleRoute } from '../components/title/title-route.tsx';
import { TitleUnavailable } from '../components/title/title-states.tsx';
import OnDemandPage from './on-demand-page.tsx';

/**
 * /tv/asset/ (and /espanol/tv/asset/): the movie, episode, series and adult pages, chosen by the
 * hash (seed 001 §2). It is also the fallback for expired or failed titles: a title page that
 * moves here says so (router state), as does a hash it does not know. Reached plainly, with no
 * hash (the dashboard's On Demand module links here), it is the way into On Demand.
 */
export default function AssetPage({
  linear,
}: {
  /** the linear program forms, which the TV area serves (the app passes it in) */
  linear?: (route: Extract<AssetRoute, { kind: 'linear' }>) => ReactNode;
} = {}) {
  const { hash, state } = useLocation();
  const route = parseAssetHash(hash);
  const titleGone = (state as { titleGone?: boolean } | null)?.titleGone === true;
  switch (route.kind) {
    case 'movie':
    case 'episode':
      return route.searchType === ASSET_SEARCH_TYPE ? (
        <AssetTitleRoute key={hash} assetId={assetIdOf(route)} />
      ) : (
        <TitleRoute key={hash} kind={route.kind} id={route.id} />
      );
    case 'series':
      return <SeriesRoute menuId={route.menuId} />;
    case 'adult':
      return <AdultRoute key={hash} menuId={route.menuId} />;
    case 'linear':
      return linear ? linear(route) : <TitleUnavailable />;
    default:
      return titleGone || !/^#?\/?$/.test(hash) ? <TitleUnavailable /> : <OnDemandPage />;
  }
}
