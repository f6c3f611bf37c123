import type { VodRibbon } from '@coax/contract';
import { RIBBON_MAX_TITLES, summaryPagePath } from '@coax/domain';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { Carousel } from '../carousel/carousel.tsx';
import { TitleTile } from '../title-tile.tsx';
import { useCatalogueNames } from '../../i18n/catalogue-names.ts';

/** The element id of a ribbon's heading; show-more moves focus to the first new one. */
export const ribbonHeadingId = (ribbonId: number) => `vod-ribbon-${ribbonId}`;

/** The tiles of the first ribbon a wide screen shows at once load at once; the rest lazily. */
const EAGER_TILES = 7;

/** Seed 001 §3 "Ribbon: caption, titles": a heading and a carousel of at most 20 titles (§9). */
export function Ribbon({ ribbon, eager = false }: { ribbon: VodRibbon; eager?: boolean }) {
  const { t } = useVodT();
  const names = useCatalogueNames();
  const caption = names.caption(ribbon);
  const headingId = ribbonHeadingId(ribbon.ribbonId);
  const titles = ribbon.titles.slice(0, RIBBON_MAX_TITLES);
  return (
    <div className="vod-ribbon">
      <div className="vod-ribbon__header">
        <h2 id={headingId} className="vod-ribbon__caption" tabIndex={-1}>
          {caption}
        </h2>
        {ribbon.menuId ? (
          <LocalLink className="vod-ribbon__all" to={summaryPagePath(ribbon.menuId)}>
            {t('vodLanding.seeAll')} <span className="visually-hidden">{caption}</span>
          </LocalLink>
        ) : null}
      </div>
      <Carousel
        className="vod-ribbon__carousel"
        labelledBy={headingId}
        items={titles}
        itemKey={(title) => title.titleId}
        renderItem={(title, index) => <TitleTile title={title} eager={eager && index < EAGER_TILES} />}
      />
    </div>
  );
}
