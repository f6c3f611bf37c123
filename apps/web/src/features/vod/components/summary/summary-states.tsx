import { useVodT } from '../../i18n/use-vod-t.ts';
import { LoadFailed } from '../../../../ui/load-failed.tsx';
import './summary.css';

/** How many poster boxes stand in for a page that is loading: a phone's first screen, a desktop row or two. */
const SKELETON_TILES = 12;

/**
 * Poster-shaped placeholders in the grid's own boxes, so the titles arrive without moving anything;
 * the loading is announced once in words.
 */
export function SummarySkeleton({ label }: { label?: string }) {
  const { t } = useVodT();
  return (
    <div className="vod-summary__loading">
      <p role="status" className="visually-hidden">
        {label ?? t('vodSummary.loadingTitles')}
      </p>
      <ul className="vod-summary__grid" aria-hidden="true">
        {Array.from({ length: SKELETON_TILES }, (_, i) => (
          <li key={i} className="vod-summary__ghost">
            <span className="vod-summary__ghost-poster" />
            <span className="skeleton__line" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Seed 001 §4, §8: any failed VOD call shows the generic error, the loader stops, and a retry is offered. */
export function SummaryError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useVodT();
  return <LoadFailed message={t('vodSummary.error')} onRetry={onRetry} retrying={retrying} />;
}
