import { useEffect, useRef } from 'react';
import type { VodSummary } from '@coax/contract';
import type { VodFilterId } from '@coax/domain';
import { useVodT } from '../../i18n/use-vod-t.ts';
import { SummaryEmpty, SummaryTitles } from './summary-body.tsx';
import { SummaryError } from './summary-states.tsx';
import type { SummaryLayout } from './use-summary-layout.ts';
import { formatNumber } from '../../../../i18n/format.ts';

/** How far below the screen the list's end may be when the next titles are asked for (seed: "near the page bottom"). */
const APPEND_MARGIN = '0px 0px 600px 0px';

interface SummaryListProps {
  pages: readonly VodSummary[];
  layout: SummaryLayout;
  caption: string;
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onMore: () => void;
  onClearFilter: (filter: VodFilterId) => void;
}

/**
 * Phones (under 768 px): no page buttons; the list grows by SUMMARY_MOBILE_APPEND titles whenever
 * its end comes near the screen (seed 001 §2, §9). A visible "Show more" button does the same for
 * keyboards and for browsers without IntersectionObserver.
 */
export function SummaryList({
  pages,
  layout,
  caption,
  hasMore,
  loadingMore,
  moreFailed,
  onMore,
  onClearFilter,
}: SummaryListProps) {
  const { t, tn, locale } = useVodT();
  const end = useRef<HTMLDivElement>(null);
  // The observer reads the latest state through this ref.
  const more = useRef({ hasMore, loadingMore, moreFailed, onMore });
  useEffect(() => {
    more.current = { hasMore, loadingMore, moreFailed, onMore };
  });

  const loaded = pages.length;
  // Observed afresh after each append: a new observer reports at once whether the end is still
  // near (20 short table rows may not push it away), where an old one would wait for a change.
  useEffect(() => {
    const target = end.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const now = more.current;
        // after a failure the list waits for "Try again" instead of asking on every scroll
        if (entries.some((e) => e.isIntersecting) && now.hasMore && !now.loadingMore && !now.moreFailed) {
          now.onMore();
        }
      },
      { rootMargin: APPEND_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loaded]);

  const first = pages[0];
  const titles = pages.flatMap((p) => p.titles);
  return (
    <>
      {first && titles.length === 0 ? (
        <SummaryEmpty summary={first} onClearFilter={onClearFilter} />
      ) : (
        <>
          <p className="vod-summary__range" role="status">
            {tn('vodSummary.shown', first?.total ?? 0, {
              shown: formatNumber(titles.length, locale),
              count: formatNumber(first?.total ?? 0, locale),
            })}
          </p>
          <SummaryTitles
            titles={titles}
            layout={layout}
            tableCaption={t('vodSummary.tableCaptionList', { caption })}
          />
        </>
      )}
      <div ref={end} className="vod-summary__end" />
      {moreFailed ? <SummaryError onRetry={onMore} retrying={loadingMore} /> : null}
      {loadingMore && !moreFailed ? (
        <p role="status" className="vod-summary__more-status">
          {t('vodSummary.loadingMore')}
        </p>
      ) : null}
      {hasMore && !moreFailed ? (
        <button type="button" className="button vod-summary__more" onClick={onMore} disabled={loadingMore}>
          {t('vodSummary.showMore')}
        </button>
      ) : null}
    </>
  );
}
