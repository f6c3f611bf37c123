import { useState } from 'react';
import type { VodAiring, VodTitle } from '@coax/contract';
import { EPISODE_PAGE_AIRINGS_MAX, type WhereToWatch } from '@coax/domain';
import { formatCalendarDate } from '../../../../i18n/format.ts';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { useVodSeries } from '../../api/get-series.ts';
import { AiringList, WhereToWatchFilter, firstAirings } from './where-to-watch.tsx';

/**
 * An episode's own airings among its series' linear data: the same season and episode. Airings
 * that do not say which episode they are cannot be told apart, so they are left out.
 */
export function episodeAirings(
  airings: VodAiring[],
  title: Pick<VodTitle, 'seasonNumber' | 'episodeNumber'>,
): VodAiring[] {
  if (title.seasonNumber === null || title.episodeNumber === null) return [];
  return airings.filter(
    (a) => a.seasonNumber === title.seasonNumber && a.episodeNumber === title.episodeNumber,
  );
}

/**
 * Where to watch an episode (seed 001 §2 "Where-to-watch block combines on-demand and on-TV
 * airings"): on demand here, and up to EPISODE_PAGE_AIRINGS_MAX airings from the series' linear
 * data. A series that cannot be read only means no airings are shown.
 */
export function EpisodeWhereToWatch({ title }: { title: VodTitle }) {
  const { t, locale } = useVodT();
  const [view, setView] = useState<WhereToWatch>('all');
  const series = useVodSeries(title.seriesMenuId);
  const airings = firstAirings(
    episodeAirings(series.data?.linearData ?? [], title),
    EPISODE_PAGE_AIRINGS_MAX,
  );
  return (
    <section className="vod-where" aria-labelledby="vod-where-title">
      <h2 id="vod-where-title">{t('vodTitle.where.title')}</h2>
      <WhereToWatchFilter value={view} onChange={setView} />
      {view !== 'onTv' ? (
        <div className="vod-where__part">
          <h3>{t('vodTitle.where.onDemand')}</h3>
          <p>{t('vodTitle.where.onDemandNow', { date: formatCalendarDate(title.offerEndDate, locale) })}</p>
        </div>
      ) : null}
      {view !== 'onDemand' ? (
        <div className="vod-where__part">
          <h3>{t('vodTitle.where.onTv')}</h3>
          {airings.length > 0 ? (
            <AiringList airings={airings} nowMs={Date.now()} />
          ) : (
            <p>{t('vodTitle.where.noAirings')}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
