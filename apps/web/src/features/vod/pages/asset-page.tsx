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

/**
 * /tv/asset/ (and /espanol/tv/asset/): the movie, episode, series and adult pages, chosen by the
 * hash (seed 001 §2). With no hash, or one it does not know, it is the fallback for expired or
 * failed titles.
 */
export default function AssetPage({
  linear,
}: {
  /** the linear program forms, which the TV area serves (the app passes it in) */
  linear?: (route: Extract<AssetRoute, { kind: 'linear' }>) => ReactNode;
} = {}) {
  const { hash } = useLocation();
  const route = parseAssetHash(hash);
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
      return <TitleUnavailable />;
  }
}
