import { PageTitle } from '../../../ui/page-title.tsx';
import { formatClock, formatDayHeading } from '../../../i18n/format.ts';
import { GuideGrid } from '../components/guide/guide-grid.tsx';
import { GuideToolbar } from '../components/guide/guide-toolbar.tsx';
import { MostWatched } from '../components/guide/most-watched.tsx';
import { WINDOW_HOURS, WINDOW_MS } from '../components/guide/guide-time.ts';
import { useGuideParams, useNow } from '../components/guide/use-guide-params.ts';
import { useGuideT } from '../i18n/use-guide-t.ts';
import '../components/tv.css';
import '../components/guide/guide.css';

/**
 * /tv/guide (seed 001 §2): a time-by-channel grid around now. Visitors may browse; the time and
 * the HD filter are in the address so a shared or reloaded guide shows the same hours. The most
 * watched programs follow the grid, so the grid keeps its place while they load.
 */
export default function GuidePage() {
  const { t, locale } = useGuideT();
  const now = useNow();
  const { params, update } = useGuideParams(now);
  const windowKey = { start: params.start, hours: WINDOW_HOURS, hdOnly: params.hdOnly };
  return (
    <div className="tv-guide stack">
      <PageTitle title={t('guide.title')} />
      <h1>{t('guide.title')}</h1>
      <p className="lede">{t('guide.intro')}</p>
      <GuideToolbar
        start={params.start}
        now={now}
        hdOnly={params.hdOnly}
        onStart={(start) => update({ start })}
        onHdOnly={(hdOnly) => update({ hdOnly })}
      />
      <p className="tv-guide__showing" aria-live="polite">
        {t('guide.showing', {
          day: formatDayHeading(params.start, locale),
          from: formatClock(params.start, locale),
          to: formatClock(params.start + WINDOW_MS, locale),
        })}
      </p>
      <GuideGrid windowKey={windowKey} now={now} />
      <MostWatched />
    </div>
  );
}
