import { programPath } from '@coax/domain';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { useMostWatched } from '../../api/get-most-watched.ts';
import { useGuideT } from '../../i18n/use-guide-t.ts';
import { formatClock } from '../../../../i18n/format.ts';
import { LoadFailed } from '../../../../ui/load-failed.tsx';

const HEADING_ID = 'tv-most-watched';

/**
 * Seed 001 §7 mostwatched under the guide grid: the ranked programs on now, each opening its
 * program page as a grid cell does. It sits below the grid so its arrival never moves the grid,
 * and it leaves the page when nothing ranked is on.
 */
export function MostWatched() {
  const { t, locale } = useGuideT();
  const query = useMostWatched();
  if (query.isSuccess && query.data.items.length === 0) return null;
  return (
    <section className="tv-most-watched" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{t('guide.mostWatched')}</h2>
      {query.isPending ? (
        <Spinner label={t('guide.mostWatched.loading')} className="tv-most-watched__loading" />
      ) : query.isError ? (
        <LoadFailed
          message={t('guide.mostWatched.failed')}
          onRetry={() => void query.refetch()}
          live="polite"
        />
      ) : (
        <ol className="tv-most-watched__list" aria-labelledby={HEADING_ID}>
          {query.data.items.map((item, i) => (
            <li key={item.eventId} className="tv-most-watched__item">
              <span className="tv-most-watched__rank" aria-hidden="true">
                {i + 1}
              </span>
              <span className="tv-most-watched__body">
                <LocalLink
                  to={programPath(item.eventId, item.callsign, item.isMovie, item.title)}
                  className="tv-most-watched__link"
                >
                  {item.episodeTitle ? `${item.title}: ${item.episodeTitle}` : item.title}
                </LocalLink>
                <span className="tv-most-watched__meta">
                  {t('guide.channelName', { number: item.channelNumber, callsign: item.callsign })}
                  {item.isHd ? <span className="tv-badge">{t('guide.hd')}</span> : null}
                </span>
                <span className="tv-most-watched__meta">
                  {t('guide.airingTime', {
                    from: formatClock(item.start, locale),
                    to: formatClock(item.end, locale),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
