import { NEXT_DVR_RECORDINGS_MENU_FETCH, truncateTitle, viewportClass } from '@coax/domain';
import { formatShortDayTime } from '../../i18n/format.ts';
import { LocalLink } from '../../i18n/local-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { TruncatedText } from '../../ui/truncated-text.tsx';
import { useViewportWidth } from '../../ui/use-viewport.ts';

/** A scheduled recording as the tv menu lists it (seed 000 §7 web DVR query: Title, Program.StartTime). */
export interface UpcomingRecording {
  title: string;
  /** ms since the epoch */
  start: number;
  end: number;
  callsign: string;
  isHD: boolean;
}

/**
 * The tv menu's "next DVR recordings" slot (seed 000 §9: fetch 4), fed by the TV area's
 * upcoming recordings (app/shell/menu-panel.tsx); with none scheduled it says so. A long title is
 * cut between words to the seed's title truncation (23, 20 on phones) and read in full.
 */
export function NextRecordings({ recordings }: { recordings: readonly UpcomingRecording[] }) {
  const { t, locale } = useT();
  const shown = recordings.slice(0, NEXT_DVR_RECORDINGS_MENU_FETCH);
  const phone = viewportClass(useViewportWidth()) === 'phone';
  return (
    <div className="next-recordings">
      <p className="next-recordings__title" id="next-recordings-title">
        {t('header.recordings.title')}
      </p>
      {shown.length === 0 ? (
        <p className="next-recordings__empty">{t('header.recordings.empty')}</p>
      ) : (
        <ul aria-labelledby="next-recordings-title">
          {shown.map((r) => (
            <li key={`${r.callsign}-${r.start}`}>
              {/* seed 000 §2: /tv/asset/#/tvprograms/record/{start}/{end}/{callsign}/{isHD} */}
              <LocalLink to={`/tv/asset/#/tvprograms/record/${r.start}/${r.end}/${r.callsign}/${r.isHD}`}>
                <TruncatedText full={r.title} shown={truncateTitle(r.title, phone)} />
              </LocalLink>{' '}
              <span className="next-recordings__time">{formatShortDayTime(r.start, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
