import { useEffect, useMemo, useRef } from 'react';
import { LANDING_FIRST_RIBBONS, LANDING_RIBBON_STEP } from '@coax/domain';
import { Notice } from '../../../../ui/notice.tsx';
import { useVodLanding } from '../../api/get-landing.ts';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { CategoryNav } from './category-nav.tsx';
import { RibbonSkeleton } from './landing-skeleton.tsx';
import { Ribbon, ribbonHeadingId } from './ribbon.tsx';
import { TopPicks } from './top-picks.tsx';
import { LoadFailed } from '../../../../ui/load-failed.tsx';
import './landing.css';

/** The /tv/on-demand/ landing (seed 001 §2): categories, top picks, then the ribbons. */
export function LandingView() {
  return (
    <div className="vod-landing">
      <CategoryNav />
      <TopPicks />
      <Ribbons />
    </div>
  );
}

function Skeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => <RibbonSkeleton key={i} />);
}

/**
 * Seed 001 §2 "Loads 5 ribbons first, then more in steps of 5 (a show-more control while the
 * total is larger)". Ribbons already shown stay; after show-more, focus moves to the first new
 * ribbon's heading so a keyboard user carries on from there.
 */
function Ribbons() {
  const { t } = useVodT();
  const landing = useVodLanding();
  const focusRibbon = useRef<number | null>(null);
  const ribbons = useMemo(() => landing.data?.pages.flatMap((page) => page.ribbons) ?? [], [landing.data]);
  const total = landing.data?.pages.at(-1)?.total ?? 0;

  useEffect(() => {
    const index = focusRibbon.current;
    if (index === null || ribbons.length <= index) return;
    focusRibbon.current = null;
    const ribbon = ribbons.slice(index).find((r) => r.titles.length > 0);
    if (!ribbon) return;
    document.getElementById(ribbonHeadingId(ribbon.ribbonId))?.focus();
  }, [ribbons]);

  if (landing.isPending) {
    return (
      <div className="vod-ribbons">
        <p role="status" className="visually-hidden">
          {t('vodLanding.loading')}
        </p>
        <Skeletons count={LANDING_FIRST_RIBBONS} />
      </div>
    );
  }

  if (landing.isError && !landing.isFetchNextPageError) {
    return (
      <LoadFailed
        message={t('vodLanding.error')}
        onRetry={() => void landing.refetch()}
        retrying={landing.isFetching}
        className="vod-landing__error"
      />
    );
  }

  if (ribbons.length === 0) {
    return (
      <Notice live="polite">
        <p>{t('vodLanding.empty')}</p>
      </Notice>
    );
  }

  const loadingMore = landing.isFetchingNextPage;
  const showMore = () => {
    if (loadingMore) return;
    focusRibbon.current = ribbons.length;
    void landing.fetchNextPage();
  };

  return (
    <div className="vod-ribbons">
      {ribbons.map((ribbon, index) =>
        ribbon.titles.length > 0 ? (
          <Ribbon key={ribbon.ribbonId} ribbon={ribbon} eager={index === 0} />
        ) : null,
      )}
      {loadingMore ? (
        <>
          <p role="status" className="visually-hidden">
            {t('vodLanding.loadingMore')}
          </p>
          <Skeletons count={Math.min(LANDING_RIBBON_STEP, Math.max(0, total - ribbons.length))} />
        </>
      ) : null}
      {landing.isFetchNextPageError ? (
        <LoadFailed message={t('vodLanding.error')} onRetry={showMore} className="vod-landing__error" />
      ) : landing.hasNextPage || loadingMore ? (
        // While the next ribbons load the button stays (so focus is not lost) but does nothing.
        <p className="vod-landing__more">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={loadingMore || undefined}
            onClick={showMore}
          >
            {loadingMore ? t('vodLanding.loadingMore') : t('vodLanding.showMore')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
