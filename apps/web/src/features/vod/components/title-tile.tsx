import type { VodTitleCard } from '@coax/contract';
import { titlePagePath, truncateTitle, viewportClass } from '@coax/domain';
import { useViewportWidth } from '../../../ui/use-viewport.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { TruncatedText } from '../../../ui/truncated-text.tsx';
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
 * reads "Series: Episode". A long name is cut to the seed's title truncation (23 characters, 20 on
 * phones); the link still reads the whole name.
 */
export function TitleTile({ title, eager, detail }: TitleTileProps) {
  const name = title.isEpisode && title.episodeTitle ? `${title.title}: ${title.episodeTitle}` : title.title;
  const shown = truncateTitle(name, viewportClass(useViewportWidth()) === 'phone');
  return (
    <LocalLink className="vod-tile" to={titlePagePath(title)}>
      <Poster imageName={title.imageName} title={name} eager={eager} />
      <TruncatedText className="vod-tile__name" full={name} shown={shown} />
      {detail ? <span className="vod-tile__detail">{detail}</span> : null}
    </LocalLink>
  );
}
