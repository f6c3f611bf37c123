import { useId } from 'react';
import { useGuideT } from '../../i18n/use-guide-t.ts';
import { formatShortDay } from '../../../../i18n/format.ts';
import { dayStart, guideDays, jumpToDay, windowBounds, WINDOW_MS } from './guide-time.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Icon } from '../../../../ui/icon.tsx';

interface GuideToolbarProps {
  start: number;
  now: number;
  hdOnly: boolean;
  /** a window start, or null for "now" (the guide follows the clock again) */
  onStart: (start: number | null) => void;
  onHdOnly: (hdOnly: boolean) => void;
}

/** Moves the guide through time (earlier, now, later, a day up to 14 days ahead) and filters HD channels. */
export function GuideToolbar({ start, now, hdOnly, onStart, onHdOnly }: GuideToolbarProps) {
  const { t, locale } = useGuideT();
  const dayId = useId();
  const hdId = useId();
  const { earliest, latest } = windowBounds(now);
  const days = guideDays(now);
  const shownDay = dayStart(start);
  return (
    <div className="tv-guide__toolbar" role="group" aria-label={t('guide.controls')}>
      <div className="tv-guide__move">
        <button
          type="button"
          className="button"
          aria-label={t('guide.earlierLabel')}
          disabled={start <= earliest}
          onClick={() => onStart(Math.max(earliest, start - WINDOW_MS))}
        >
          <Icon icon={ChevronLeft} />
          {t('guide.earlier')}
        </button>
        <button
          type="button"
          className="button"
          aria-label={t('guide.nowLabel')}
          onClick={() => onStart(null)}
        >
          {t('guide.now')}
        </button>
        <button
          type="button"
          className="button"
          aria-label={t('guide.laterLabel')}
          disabled={start >= latest}
          onClick={() => onStart(Math.min(latest, start + WINDOW_MS))}
        >
          {t('guide.later')}
          <Icon icon={ChevronRight} />
        </button>
      </div>
      <div className="tv-guide__field">
        <label htmlFor={dayId}>{t('guide.day')}</label>
        <select
          id={dayId}
          value={String(days.includes(shownDay) ? shownDay : days[0])}
          onChange={(event) => {
            const day = Number(event.target.value);
            onStart(day === days[0] ? null : jumpToDay(day, start, now));
          }}
        >
          {days.map((day, i) => (
            <option key={day} value={String(day)}>
              {i === 0 ? t('guide.today') : formatShortDay(day, locale)}
            </option>
          ))}
        </select>
      </div>
      <div className="tv-guide__check">
        <input
          id={hdId}
          type="checkbox"
          checked={hdOnly}
          onChange={(event) => onHdOnly(event.target.checked)}
        />
        <label htmlFor={hdId}>{t('guide.hdOnly')}</label>
      </div>
    </div>
  );
}
