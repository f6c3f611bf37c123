import { NEXT_DVR_RECORDINGS_MENU_FETCH } from '@coax/domain';
import { formatShortDayTime } from '../../i18n/format.ts';
import { LocalLink } from '../../i18n/local-link.tsx';
import { useT } from '../../i18n/use-t.ts';

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
 * upcoming recordings (app/shell/menu-panel.tsx); with none scheduled it says so.
 */
export function NextRecordings({ recordings }: { recordings: readonly UpcomingRecording[] }) {
  const { t, locale } = useT();
  const shown = recordings.slice(0, NEXT_DVR_RECORDINGS_MENU_FETCH);
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
                {r.title}
              </LocalLink>{' '}
              <span className="next-recordings__time">{formatShortDayTime(r.start, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
