import { Navigate } from 'react-router';
import { summaryPagePath } from '@coax/domain';
import { useLocalPath } from '../../../../i18n/local-link.tsx';
import { useVodSeries } from '../../api/get-series.ts';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { TitleFailure, TitleLoading, TitleNotFound } from '../title/title-states.tsx';
import { SeriesView } from './series-view.tsx';

/**
 * '#/series/{menuId}[/{callsign}]' (seed 001 §2). Seed 001 §8: "Series failure: go to the summary
 * page for that menuId." A series the catalogue does not have says so instead: its summary
 * would be missing too.
 */
export function SeriesRoute({ menuId }: { menuId: string | null }) {
  const { t } = useVodT();
  const localPath = useLocalPath();
  const query = useVodSeries(menuId);
  if (menuId === null) return <TitleFailure detail={t('vodTitle.missingId')} />;
  if (query.isPending) return <TitleLoading label={t('vodTitle.series.loading')} />;
  // A series the catalogue does not have is not found; any other failure goes to its summary.
  if (query.isError && isApiError(query.error, 'NOT_FOUND')) return <TitleNotFound what="series" />;
  if (query.isError) return <Navigate to={localPath(summaryPagePath(menuId))} replace />;
  // A new series starts from its own defaults (where-to-watch, season).
  return <SeriesView key={menuId} data={query.data} />;
}
