import { programPath } from '@coax/domain';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useMoreLikeThis } from '../../api/get-more-like-this.ts';
import { useGuideT } from '../../i18n/use-guide-t.ts';
import { formatClock, formatShortDay } from '../../../../i18n/format.ts';

/** Seed 001 §7 morelikethis: upcoming programs sharing a genre, each opening its own page. */
export function MoreLikeThis({ eventId }: { eventId: number }) {
  const { t, locale } = useGuideT();
  const query = useMoreLikeThis(eventId);
  return (
    <section className="tv-program__section" aria-labelledby="tv-more-like-this">
      <h2 id="tv-more-like-this">{t('guide.program.moreLikeThis')}</h2>
      {query.isPending ? (
        <p role="status">{t('guide.program.loadingStatus')}</p>
      ) : query.isError ? (
        <p>{t('guide.program.moreLikeThis.failed')}</p>
      ) : query.data.items.length === 0 ? (
        <p>{t('guide.program.moreLikeThis.none')}</p>
      ) : (
        <ul className="tv-program__list">
          {query.data.items.map((item) => (
            <li key={item.eventId}>
              <LocalLink to={programPath(item.eventId, item.callsign, item.isMovie, item.title)}>
                {item.episodeTitle ? `${item.title}: ${item.episodeTitle}` : item.title}
              </LocalLink>{' '}
              <span className="tv-program__muted">
                {formatShortDay(item.start, locale)} {formatClock(item.start, locale)} ·{' '}
                {t('guide.program.onChannel', { number: item.channelNumber, callsign: item.callsign })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
