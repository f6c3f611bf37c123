import { memo } from 'react';
import type { GuideAiring, GuideChannel } from '@coax/contract';
import { programPath } from '@coax/domain';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { ArtImage } from '../../../../ui/art-image.tsx';
import { useGuideT } from '../../i18n/use-guide-t.ts';
import { formatClock } from '../../../../i18n/format.ts';
import { cellBox, isOnNow } from './guide-time.ts';

/** Logos are drawn twice as wide as high at the asked width: 109 x 55 for this size. */
const LOGO_SIZE = '109x145';

export interface RowData {
  channel: GuideChannel;
  airings: GuideAiring[];
}

interface GuideRowProps {
  index: number;
  top: number;
  height: number;
  data: RowData | null;
  start: number;
  now: number;
  /** the focusable column of this row (roving tabindex), or -1 when focus is in another row */
  activeCol: number;
  onCellFocus: (row: number, col: number) => void;
}

/** One channel of the guide grid: its row header and its airings as cells sized by duration. */
export const GuideRow = memo(function GuideRow({
  index,
  top,
  height,
  data,
  start,
  now,
  activeCol,
  onCellFocus,
}: GuideRowProps) {
  const { t, locale } = useGuideT();
  const style = { top, height };
  if (!data) {
    return (
      <div role="row" aria-rowindex={index + 2} className="tv-grid__row tv-grid__row--loading" style={style}>
        <div
          role="rowheader"
          className="tv-grid__channel"
          tabIndex={activeCol >= 0 ? 0 : -1}
          data-pos={`${index}:0`}
          onFocus={() => onCellFocus(index, 0)}
        >
          <span className="tv-grid__skeleton" aria-hidden="true" />
          <span className="visually-hidden">{t('guide.rowLoading')}</span>
        </div>
        <div role="none" className="tv-grid__track" />
      </div>
    );
  }
  const { channel, airings } = data;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={`tv-grid__row${channel.received ? '' : ' tv-grid__row--not-received'}`}
      style={style}
    >
      <div
        role="rowheader"
        className="tv-grid__channel"
        tabIndex={activeCol === 0 ? 0 : -1}
        data-pos={`${index}:0`}
        onFocus={() => onCellFocus(index, 0)}
      >
        <span className="tv-grid__number">{channel.number}</span>
        <ArtImage name={channel.logo} size={LOGO_SIZE} width={109} height={55} className="tv-grid__logo" />
        <span className="tv-grid__callsign">{channel.callsign}</span>
        {channel.isHd ? <span className="tv-badge">{t('guide.hd')}</span> : null}
        {channel.received ? null : <span className="visually-hidden">{t('guide.notReceived')}</span>}
      </div>
      <div role="none" className="tv-grid__track">
        {airings.length === 0 ? (
          <div
            role="gridcell"
            className="tv-grid__cell tv-grid__cell--empty"
            style={{ left: 0, width: '100%' }}
          >
            {t('guide.noAirings')}
          </div>
        ) : null}
        {airings.map((airing, i) => {
          const box = cellBox(airing, start);
          const col = i + 1;
          const onNow = isOnNow(airing, now);
          const time = t('guide.airingTime', {
            from: formatClock(airing.start, locale),
            to: formatClock(airing.end, locale),
          });
          // A narrow cell ends its lines in an ellipsis; the whole of them shows on hover.
          const recordState = airing.recordState ? t(`guide.recordState.${airing.recordState}`) : null;
          const meta = [time, airing.isNew ? t('guide.new') : null, recordState].filter(Boolean).join(' ');
          const full = [airing.title, airing.episodeTitle, meta].filter(Boolean).join(' · ');
          return (
            <div
              key={airing.eventId}
              role="gridcell"
              className={`tv-grid__cell${onNow ? ' tv-grid__cell--now' : ''}${box.startsBefore ? ' tv-grid__cell--before' : ''}`}
              style={{ left: `${box.leftPct}%`, width: `${box.widthPct}%` }}
            >
              <LocalLink
                to={programPath(airing.eventId, channel.callsign, airing.isMovie, airing.title)}
                className="tv-grid__link"
                title={full}
                tabIndex={activeCol === col ? 0 : -1}
                data-pos={`${index}:${col}`}
                onFocus={() => onCellFocus(index, col)}
              >
                <span className="tv-grid__title">{airing.title}</span>
                {airing.episodeTitle ? <span className="tv-grid__episode">{airing.episodeTitle}</span> : null}
                {/* The time and the badges share a line (three lines fit a row, four would not),
                    which a narrow cell ends in an ellipsis; the spaces keep its text that of the title. */}
                <span className="tv-grid__meta">
                  <span className="tv-grid__time">{time}</span>
                  {airing.isNew ? (
                    <>
                      {' '}
                      <span className="tv-badge tv-badge--new">{t('guide.new')}</span>
                    </>
                  ) : null}
                  {recordState ? (
                    <>
                      {' '}
                      <span className={`tv-badge tv-badge--rec tv-badge--${airing.recordState}`}>
                        {recordState}
                      </span>
                    </>
                  ) : null}
                </span>
                {onNow ? <span className="visually-hidden">{t('guide.onNow')}</span> : null}
              </LocalLink>
            </div>
          );
        })}
      </div>
    </div>
  );
});
