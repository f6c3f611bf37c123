import type { ReactNode } from 'react';
import type { VodTitle } from '@coax/contract';
import { seriesPagePath } from '@coax/domain';
import { PageTitle } from '../../../../ui/page-title.tsx';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { CartButtons } from '../cart-buttons.tsx';
import { Poster } from '../poster.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { Indicators, TitleDetails, TitleMeta } from './title-facts.tsx';
import './title.css';

/** An episode's series and place in it, above its name. */
function EpisodeContext({ title }: { title: VodTitle }) {
  const { t } = useVodT();
  const place =
    title.seasonNumber !== null && title.episodeNumber !== null
      ? t('vodTitle.episode.seasonEpisode', { season: title.seasonNumber, episode: title.episodeNumber })
      : title.seasonNumber !== null
        ? t('vodTitle.episode.seasonOnly', { season: title.seasonNumber })
        : null;
  return (
    <p className="vod-title__series">
      {title.seriesMenuId ? (
        <LocalLink to={seriesPagePath(title.seriesMenuId)}>{title.title}</LocalLink>
      ) : (
        <span>{title.title}</span>
      )}
      {place ? <span className="vod-title__place">{place}</span> : null}
    </p>
  );
}

/**
 * A movie or episode page (seed 001 §2, §3): the large poster, name, facts, the rent or save
 * buttons and the title's details; `children` follow (an episode's where-to-watch block).
 */
export function TitleView({ title, children }: { title: VodTitle; children?: ReactNode }) {
  const { t } = useVodT();
  const episode = title.isEpisode;
  const name = episode && title.episodeTitle ? title.episodeTitle : title.title;
  const fullName = episode && title.episodeTitle ? `${title.title}: ${title.episodeTitle}` : title.title;
  return (
    <article className="vod-title" aria-labelledby="vod-title-name">
      <PageTitle title={`${fullName} · ${t('vodTitle.pageTitle')}`} />
      <Breadcrumbs path={title.path} current={fullName} seriesMenuId={title.seriesMenuId} />
      <div className="vod-title__layout">
        <div className="vod-title__art">
          <Poster imageName={title.imageName} title={fullName} size="large" eager />
        </div>
        <div className="vod-title__main">
          {episode ? <EpisodeContext title={title} /> : null}
          <h1 id="vod-title-name">{name}</h1>
          <TitleMeta title={title} />
          <Indicators indicators={title.indicators} />
          {title.description ? <p className="vod-title__description">{title.description}</p> : null}
          <CartButtons title={title} />
          <h2 className="visually-hidden">{t('vodTitle.facts')}</h2>
          <TitleDetails title={title} />
        </div>
      </div>
      {children}
    </article>
  );
}
