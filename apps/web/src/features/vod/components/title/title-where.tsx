import { useState } from 'react';
import type { VodAiring, VodTitle } from '@coax/contract';
import { EPISODE_PAGE_AIRINGS_MAX, type WhereToWatch } from '@coax/domain';
import { formatCalendarDate } from '../../../../i18n/format.ts';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { AiringList, WhereToWatchFilter, firstAirings } from './where-to-watch.tsx';

/**
 * Where to watch a movie or an episode (seed 001 §2 "Where-to-watch block combines on-demand and
 * on-TV airings"; issue 23 item 5 "where-to-watch on movie pages"): on demand here, and up to
 * EPISODE_PAGE_AIRINGS_MAX of the title's own airings in the guide (the listings program with the
 * same tms id), each opening that airing's program page while it has not ended.
 */
export function TitleWhereToWatch({
  title,
  airings,
  isEpisode,
}: {
  title: VodTitle;
  airings: VodAiring[];
  isEpisode: boolean;
}) {
  const { t, locale } = useVodT();
  const [view, setView] = useState<WhereToWatch>('all');
  const shown = firstAirings(airings, EPISODE_PAGE_AIRINGS_MAX);
  const date = formatCalendarDate(title.offerEndDate, locale);
  return (
    <section className="vod-where" aria-labelledby="vod-where-title">
      <h2 id="vod-where-title">{t('vodTitle.where.title')}</h2>
      <WhereToWatchFilter value={view} onChange={setView} />
      {view !== 'onTv' ? (
        <div className="vod-where__part">
          <h3>{t('vodTitle.where.onDemand')}</h3>
          <p>{t(isEpisode ? 'vodTitle.where.onDemandNow' : 'vodTitle.where.movieOnDemandNow', { date })}</p>
        </div>
      ) : null}
      {view !== 'onDemand' ? (
        <div className="vod-where__part">
          <h3>{t('vodTitle.where.onTv')}</h3>
          {shown.length > 0 ? (
            <AiringList airings={shown} nowMs={Date.now()} />
          ) : (
            <p>{t('vodTitle.where.noAirings')}</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
