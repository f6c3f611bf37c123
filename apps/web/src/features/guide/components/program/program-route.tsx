import { Navigate } from 'react-router';
import { PageTitle } from '../../../../ui/page-title.tsx';
import { LocalLink, useLocalPath } from '../../../../i18n/local-link.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { useGuideProgram } from '../../api/get-program.ts';
import { useGuideT } from '../../i18n/use-guide-t.ts';
import { ProgramView } from './program-view.tsx';
import { LoadFailed } from '../../../../ui/load-failed.tsx';

/** Seed 001 §8: "Linear pages fail: go to /tv." */
export const LINEAR_FALLBACK_PATH = '/tv';

/**
 * One linear program by event id. A program that does not exist (or an address without a usable
 * event id) goes to /tv; a failure that asking again may fix says 'Unable to load program data'
 * with a retry and the way to /tv.
 */
export function ProgramRoute({ eventId }: { eventId: number | null }) {
  const { t } = useGuideT();
  const localPath = useLocalPath();
  const query = useGuideProgram(eventId);
  if (eventId === null) return <Navigate to={localPath(LINEAR_FALLBACK_PATH)} replace />;
  if (query.isPending) {
    return (
      <div className="tv-program stack">
        <Spinner label={t('guide.program.loadingStatus')} />
        <Skeleton shape="poster" lines={4} />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error, 'NOT_FOUND') || isApiError(query.error, 'BAD_REQUEST')) {
      return <Navigate to={localPath(LINEAR_FALLBACK_PATH)} replace />;
    }
    return (
      <div className="tv-program stack">
        <PageTitle title={t('guide.program.pageTitle')} />
        <h1>{t('guide.program.pageTitle')}</h1>
        <LoadFailed
          message={t('guide.program.loading')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          actions={
            <LocalLink className="button button--quiet" to="/tv/guide">
              {t('guide.program.guide')}
            </LocalLink>
          }
        />
      </div>
    );
  }
  return <ProgramView program={query.data.program} />;
}
