/** How many tile shapes a loading ribbon draws: enough to fill the widest row. */
const SKELETON_TILES = 7;

/**
 * A ribbon's shape while it loads: the heading, and poster boxes with the tiles' final size
 * (140 x 210 and two lines of name), so nothing moves when the titles arrive. Hidden from
 * assistive technology; the page's status line says what is loading.
 */
export function RibbonSkeleton() {
  return (
    <div className="vod-ribbon vod-ribbon--skeleton" aria-hidden="true">
      <div className="vod-ribbon__header">
        <span className="vod-skeleton vod-skeleton--heading" />
      </div>
      <div className="vod-ribbon__skeleton-row">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <span key={i} className="vod-skeleton-tile">
            <span className="vod-skeleton vod-skeleton--poster" />
            <span className="vod-skeleton vod-skeleton--name" />
          </span>
        ))}
      </div>
    </div>
  );
}

/** The top-picks carousel's shape while it loads: heading, pause button and one slide. */
export function TopPicksSkeleton() {
  return (
    <div className="vod-top-picks vod-top-picks--skeleton" aria-hidden="true">
      <span className="vod-skeleton vod-skeleton--heading" />
      <span className="vod-skeleton vod-skeleton--button" />
      <div className="vod-top-picks__skeleton-stage">
        <div className="vod-top-pick">
          <span className="vod-skeleton vod-skeleton--large-poster" />
          <span className="vod-top-pick__text">
            <span className="vod-skeleton vod-skeleton--name" />
          </span>
        </div>
      </div>
    </div>
  );
}
