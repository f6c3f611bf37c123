import type { VodTitleCard } from '@coax/contract';
import {
  TOP_PICKS_AUTO_CYCLE_DEFAULT_MS,
  TOP_PICKS_MAX,
  TOP_PICKS_SWIPE_THRESHOLD_PX,
  titlePagePath,
} from '@coax/domain';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useVodTopPicks } from '../../api/get-top-picks.ts';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { Carousel } from '../carousel/carousel.tsx';
import { Poster } from '../poster.tsx';
import { TopPicksSkeleton } from './landing-skeleton.tsx';

const HEADING_ID = 'vod-top-picks-title';

/**
 * The top-picks carousel (seed 001 §3 "Top picks response: showCarouselFlag, titles,
 * carouselAutoCycle"; §9 "max 5 items; auto cycle 7000 ms; swipe threshold 50"): large posters,
 * one at a time, cycling on their own with a pause button. Shown only when the answer says so
 * and has titles; a failed call hides it (§8 "Top-picks failure hides the carousel").
 */
export function TopPicks() {
  const { t } = useVodT();
  const picks = useVodTopPicks();
  const cycleMs = picks.data?.carouselAutoCycle ?? TOP_PICKS_AUTO_CYCLE_DEFAULT_MS;

  if (picks.isPending) return <TopPicksSkeleton />;
  if (picks.isError) return null;
  const titles = picks.data.titles.slice(0, TOP_PICKS_MAX);
  if (!picks.data.showCarouselFlag || titles.length === 0) return null;

  return (
    <div className="vod-top-picks">
      <h2 id={HEADING_ID} className="vod-top-picks__title">
        {t('vodLanding.topPicks')}
      </h2>
      <Carousel
        className="vod-top-picks__carousel"
        labelledBy={HEADING_ID}
        items={titles}
        itemKey={(title) => title.titleId}
        itemWidth="full"
        swipeThreshold={TOP_PICKS_SWIPE_THRESHOLD_PX}
        autoCycleMs={cycleMs}
        // five posters at most: all load at once, so a slide never arrives empty
        renderItem={(title) => <TopPick title={title} />}
      />
    </div>
  );
}

function TopPick({ title }: { title: VodTitleCard }) {
  const { t } = useVodT();
  const name = title.isEpisode && title.episodeTitle ? `${title.title}: ${title.episodeTitle}` : title.title;
  return (
    <LocalLink className="vod-top-pick" to={titlePagePath(title)}>
      <Poster imageName={title.imageName} title={name} size="large" eager />
      <span className="vod-top-pick__text">
        <span className="vod-top-pick__name">{name}</span>
        <span className="vod-top-pick__detail">
          {t('vodLanding.topPickDetail', { year: title.releaseYear, rating: title.rating.content })}
        </span>
      </span>
    </LocalLink>
  );
}
