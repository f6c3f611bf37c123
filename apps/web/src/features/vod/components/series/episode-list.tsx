import type { VodTitleCard } from '@coax/contract';
import { titlePagePath } from '@coax/domain';
import { formatCents } from '../../../../i18n/format.ts';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { formatDuration } from '../title/title-facts.tsx';

/** A series' episodes on demand, one row each, linking to the episode page. */
export function EpisodeList({ episodes }: { episodes: VodTitleCard[] }) {
  const { t, locale } = useVodT();
  return (
    <ol className="vod-episodes">
      {episodes.map((e) => (
        <li key={e.titleId} className="vod-episodes__item">
          <p className="vod-episodes__name">
            {e.seasonNumber !== null && e.episodeNumber !== null ? (
              <span className="vod-episodes__number">
                <span aria-hidden="true">
                  {t('vodTitle.series.episodeLabel', { season: e.seasonNumber, episode: e.episodeNumber })}
                </span>
                <span className="visually-hidden">
                  {t('vodTitle.episode.seasonEpisode', { season: e.seasonNumber, episode: e.episodeNumber })}
                </span>
              </span>
            ) : null}
            <LocalLink to={titlePagePath(e)}>{e.episodeTitle ?? e.title}</LocalLink>
          </p>
          <p className="vod-episodes__facts">
            <span>{formatDuration(e.duration, t)}</span>
            <span>{e.price === 0 ? t('vodTitle.free') : formatCents(e.price, locale)}</span>
            {e.hdAsset !== null ? <span>HD</span> : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
