import type { VodTitleCard } from '@coax/contract';
import { titlePagePath } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Poster } from './poster.tsx';

interface TitleTileProps {
  title: VodTitleCard;
  eager?: boolean;
  /** extra text under the name (year, price...), already translated */
  detail?: string;
}

/**
 * One title in a ribbon, carousel, grid or result list: its poster and name, one link to its page
 * (seed 001 §2: /tv/asset/#/movie/{id}, or the episode page for an episode). An episode's name
 * reads "Series: Episode".
 */
export function TitleTile({ title, eager, detail }: TitleTileProps) {
  const name = title.isEpisode && title.episodeTitle ? `${title.title}: ${title.episodeTitle}` : title.title;
  return (
    <LocalLink className="vod-tile" to={titlePagePath(title)}>
      <Poster imageName={title.imageName} title={name} eager={eager} />
      <span className="vod-tile__name">{name}</span>
      {detail ? <span className="vod-tile__detail">{detail}</span> : null}
    </LocalLink>
  );
}
