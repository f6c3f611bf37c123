import { Navigate } from 'react-router';
import { isEpisodeTitle, isOfferExpired, titlePagePath } from '@coax/domain';
import { isApiError } from '../../../../lib/api-client.ts';
import { useLocalPath } from '../../../../i18n/local-link.tsx';
import { useVodAsset } from '../../api/get-asset.ts';
import { useVodTitle } from '../../api/get-title.ts';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { TitleWhereToWatch } from './title-where.tsx';
import { TitleFailure, TitleLoading, TitleNotFound } from './title-states.tsx';
import { TitleView } from './title-view.tsx';

/** Seed 001 §2: "/tv/asset/ (fallback for expired or failed VOD)". */
export const ASSET_FALLBACK_PATH = '/tv/asset/';
/** Router state of a move to the fallback: the title asked for is gone (seed 001 §2). */
export const TITLE_GONE_STATE = { titleGone: true } as const;

/** Today as the offer dates are written (YYYY-MM-DD, UTC, as the catalogue keeps them). */
export function todayOf(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 10);
}

/**
 * '#/movie/{id}' and '#/episode/{id}' (seed 001 §2). A movie that is an episode (tms id EP..., or
 * series indicator 1) moves to its episode page, and an episode address naming a movie to the
 * movie page; an offer past its day of grace goes to /tv/asset/ (seed 001 §4).
 */
export function TitleRoute({ kind, id }: { kind: 'movie' | 'episode'; id: string | null }) {
  const { t } = useVodT();
  const localPath = useLocalPath();
  const query = useVodTitle(id);

  if (id === null) return <TitleFailure detail={t('vodTitle.missingId')} />;
  if (query.isPending) return <TitleLoading label={t('vodTitle.loading')} />;
  if (query.isError) {
    return isApiError(query.error, 'NOT_FOUND') || isApiError(query.error, 'BAD_REQUEST') ? (
      <TitleNotFound what="title" />
    ) : (
      <TitleFailure retry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const { title, linearData } = query.data;
  if (isOfferExpired(title.offerEndDate, todayOf(Date.now()))) {
    return <Navigate to={localPath(ASSET_FALLBACK_PATH)} state={TITLE_GONE_STATE} replace />;
  }
  const episode = isEpisodeTitle(title);
  if (episode !== (kind === 'episode')) {
    return <Navigate to={localPath(titlePagePath({ titleId: title.titleId, isEpisode: episode }))} replace />;
  }
  return (
    <TitleView title={title}>
      <TitleWhereToWatch title={title} airings={linearData} isEpisode={episode} />
    </TitleView>
  );
}

/**
 * '#/movie/{assetId}/asset' (the seed's /movie/{asset} and /episode/{asset} links): the title an
 * HD or SD asset belongs to, opened at its own address.
 */
export function AssetTitleRoute({ assetId }: { assetId: number | null }) {
  const { t } = useVodT();
  const localPath = useLocalPath();
  const query = useVodAsset(assetId);
  if (assetId === null) return <TitleFailure detail={t('vodTitle.missingId')} />;
  if (query.isPending) return <TitleLoading label={t('vodTitle.loading')} />;
  if (query.isError) {
    return isApiError(query.error, 'NOT_FOUND') ? (
      <TitleNotFound what="title" />
    ) : (
      <TitleFailure retry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const { title } = query.data;
  return (
    <Navigate
      to={localPath(titlePagePath({ titleId: title.titleId, isEpisode: isEpisodeTitle(title) }))}
      replace
    />
  );
}
