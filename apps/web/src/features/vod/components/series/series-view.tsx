import { useId, useState } from 'react';
import type { VodSeries } from '@coax/contract';
import { ALL_SEASONS, SERIES_PAGE_AIRINGS_MAX, type WhereToWatch } from '@coax/domain';
import { PageTitle } from '../../../../ui/page-title.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { Poster } from '../poster.tsx';
import { Breadcrumbs } from '../title/breadcrumbs.tsx';
import { PeopleLinks } from '../title/title-facts.tsx';
import { AiringList, WhereToWatchFilter, firstAirings } from '../title/where-to-watch.tsx';
import { EpisodeList } from './episode-list.tsx';
import { airingsOfSeason, episodesOfSeason, seasonChoices } from './series-filters.ts';
import '../title/title.css';
import './series.css';
import { useCatalogueNames } from '../../i18n/catalogue-names.ts';

/** The series' facts: network, genres, description, directors and cast (capped at 5). */
function SeriesFacts({ series }: { series: VodSeries['series'] }) {
  const { t } = useVodT();
  const names = useCatalogueNames();
  return (
    <>
      {series.description ? <p className="vod-title__description">{series.description}</p> : null}
      <dl className="details vod-title__details">
        {series.network ? (
          <>
            <dt>{t('vodTitle.network')}</dt>
            <dd>{series.network}</dd>
          </>
        ) : null}
        {series.genres.length > 0 ? (
          <>
            <dt>{t('vodTitle.genres')}</dt>
            <dd>{names.genres(series).join(', ')}</dd>
          </>
        ) : null}
        {series.qualifiers.length > 0 ? (
          <>
            <dt>{t('vodTitle.qualifiers')}</dt>
            <dd>{series.qualifiers.join(', ')}</dd>
          </>
        ) : null}
        {series.directors.length > 0 ? (
          <>
            <dt>{t('vodTitle.directors')}</dt>
            <dd>
              <PeopleLinks names={series.directors} />
            </dd>
          </>
        ) : null}
        {series.actors.length > 0 ? (
          <>
            <dt>{t('vodTitle.actors')}</dt>
            <dd>
              <PeopleLinks names={series.actors} />
            </dd>
          </>
        ) : null}
      </dl>
    </>
  );
}

/**
 * A series page (seed 001 §2, §3, §4): its facts, then where to watch it with the Show all / On
 * Demand / On TV filter (On Demand by default for on-demand series, Show all for TV series) and
 * the season filter (Show all or one season; a notice when that season has no episodes).
 */
export function SeriesView({ data }: { data: VodSeries }) {
  const { t, tn } = useVodT();
  const seasonId = useId();
  const { series } = data;
  const [view, setView] = useState<WhereToWatch>(series.whereToWatchDefault);
  const [season, setSeason] = useState<number>(ALL_SEASONS);
  const choices = seasonChoices(data.seasons, data.linearData);
  const episodes = episodesOfSeason(data.titles, season);
  const airings = firstAirings(airingsOfSeason(data.linearData, season), SERIES_PAGE_AIRINGS_MAX);
  const showOnDemand = view !== 'onTv';
  const showOnTv = view !== 'onDemand';
  // Seed 001 §4: "a notice appears if the chosen season has no episodes".
  const noEpisodes = showOnDemand && season !== ALL_SEASONS && episodes.length === 0;

  return (
    <article className="vod-title vod-series" aria-labelledby="vod-series-name">
      <PageTitle title={`${series.title} · ${t('vodTitle.pageTitle')}`} />
      <Breadcrumbs path={series.path} currentMenuId={series.menuId} />
      <div className="vod-title__layout">
        <div className="vod-title__art">
          <Poster imageName={series.imageName} title={series.title} size="large" eager />
        </div>
        <div className="vod-title__main">
          <h1 id="vod-series-name">{series.title}</h1>
          <p className="vod-title__meta">
            <span>{tn('vodTitle.series.episodeCount', data.titles.length)}</span>
          </p>
          <SeriesFacts series={series} />
        </div>
      </div>

      <section className="vod-where" aria-labelledby="vod-series-where">
        <h2 id="vod-series-where">{t('vodTitle.where.title')}</h2>
        <div className="vod-series__filters">
          <WhereToWatchFilter value={view} onChange={setView} />
          {choices.length > 0 ? (
            <div className="field vod-series__season">
              <label className="field__label" htmlFor={seasonId}>
                {t('vodTitle.series.season')}
              </label>
              <select
                id={seasonId}
                className="field__input"
                value={season}
                onChange={(e) => setSeason(Number(e.target.value))}
              >
                <option value={ALL_SEASONS}>{t('vodTitle.series.allSeasons')}</option>
                {choices.map((n) => (
                  <option key={n} value={n}>
                    {t('vodTitle.series.seasonOption', { season: n })}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>

        {/* present from the start, so a screen reader hears the notice when a season is chosen */}
        <div role="status" className="vod-series__notice">
          {noEpisodes ? (
            <Notice>
              <p>{t('vodTitle.series.noEpisodes', { season })}</p>
            </Notice>
          ) : null}
        </div>

        {showOnDemand ? (
          <div className="vod-where__part">
            <h3>{t('vodTitle.series.episodes')}</h3>
            {episodes.length > 0 ? (
              <EpisodeList episodes={episodes} />
            ) : season === ALL_SEASONS ? (
              <p>{t('vodTitle.series.noEpisodesAtAll')}</p>
            ) : null}
          </div>
        ) : null}
        {showOnTv ? (
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
    </article>
  );
}
