import type { DvrBox, DvrRecording } from '@coax/contract';
import { useDvrT } from '../../i18n/use-dvr-t.ts';
import { formatNumber, formatShortDayTime } from '../../../../i18n/format.ts';
import { formatSpan } from './dvr-format.ts';
import { ArtImage } from '../../../../ui/art-image.tsx';
import { useCurrentSession } from '../../../../session/current-session.ts';
import { programPath, RECORDING_WINDOW_DAYS, showsRecordingArt } from '@coax/domain';
import { LocalLink } from '../../../../i18n/local-link.tsx';

/** Seed 001 §3: "An item is listed only if it has Title, Program callsign, StartTime and EndTime." */
export function isListable(item: DvrRecording): boolean {
  return item.Title.trim() !== '' && item.callsign.trim() !== '' && item.StartTime > 0 && item.EndTime > 0;
}

/**
 * The guide page of a recording's own airing (issue 23 item 5: "linear episode links open the
 * episode"): while it is still to come, so the guide still lists it; a recorded airing has left
 * the listings. Null when the event id is not a guide event number.
 */
export function recordingProgramPath(item: DvrRecording): string | null {
  if (item.isRecorded || !/^\d{1,13}$/.test(item.eventId)) return null;
  return programPath(Number(item.eventId), item.callsign, item.Scope === 'movie', item.Title);
}

/** Storage used on a box, in whole percent. */
function usedPercent(box: DvrBox): number {
  return box.storage.totalMinutes > 0
    ? Math.round((box.storage.usedMinutes / box.storage.totalMinutes) * 100)
    : 0;
}

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** One box's scheduled or recorded programs, each selectable for cancel or delete. */
export function BoxRecordings({
  box,
  items,
  scheduled,
  selected,
  onToggle,
}: {
  box: DvrBox;
  items: readonly DvrRecording[];
  scheduled: boolean;
  selected: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
}) {
  const tv = useDvrT();
  const { t, locale } = tv;
  const headingId = `dvr-box-${box.boxId}`;
  const smallBox = useCurrentSession().session?.user?.laBoxUser === true;
  return (
    <section className="dvr-box card stack" aria-labelledby={headingId}>
      <div className="dvr-box__header">
        <h2 id={headingId}>{box.isCloud ? t('dvr.record.boxCloud', { alias: box.alias }) : box.alias}</h2>
        <p className="dvr-box__storage">
          {t('dvr.list.storage', {
            percent: usedPercent(box),
            used: formatNumber(hours(box.storage.usedMinutes), locale),
            total: formatNumber(hours(box.storage.totalMinutes), locale),
          })}
        </p>
        <div
          className="dvr-box__meter"
          role="meter"
          aria-label={t('dvr.list.storage', {
            percent: usedPercent(box),
            used: formatNumber(hours(box.storage.usedMinutes), locale),
            total: formatNumber(hours(box.storage.totalMinutes), locale),
          })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={usedPercent(box)}
        >
          <span style={{ width: `${Math.min(100, usedPercent(box))}%` }} />
        </div>
      </div>
      {items.length === 0 ? (
        <p>{t(scheduled ? 'dvr.list.emptyScheduled' : 'dvr.list.emptyRecorded')}</p>
      ) : (
        <ul className="dvr-list">
          {items.map((item) => {
            const span = formatSpan(item.StartTime, item.EndTime, tv);
            const title = item.EpisodeTitle ? `${item.Title}: ${item.EpisodeTitle}` : item.Title;
            const programLink = recordingProgramPath(item);
            return (
              <li key={item.id} className="dvr-item">
                <input
                  type="checkbox"
                  id={`dvr-item-${item.id}`}
                  checked={selected.has(item.id)}
                  onChange={(e) => onToggle(item.id, e.target.checked)}
                  aria-label={t('dvr.list.select', { title, time: span })}
                />
                <div className="dvr-item__body">
                  <ArtImage
                    name={showsRecordingArt(item, smallBox) ? item.imageName : null}
                    size="67x89"
                    width={67}
                    height={89}
                    className="dvr-item__art"
                  />
                  <div className="dvr-item__text">
                    <label htmlFor={`dvr-item-${item.id}`} className="dvr-item__title">
                      {title}
                    </label>
                    <p className="dvr-item__meta">
                      {span} ·{' '}
                      {t('dvr.list.channel', { number: item.channelNumber, callsign: item.callsign })}
                    </p>
                    {programLink ? (
                      <p className="dvr-item__meta">
                        <LocalLink
                          to={programLink}
                          aria-label={t('dvr.list.programFor', { title, time: span })}
                        >
                          {t('dvr.list.program')}
                        </LocalLink>
                      </p>
                    ) : null}
                    {item.dependable ? null : (
                      <p className="dvr-item__meta dvr-item__undependable">
                        {t('dvr.list.notDependable', { days: RECORDING_WINDOW_DAYS })}
                      </p>
                    )}
                    {item.seriesRuleId !== null ? (
                      <p className="dvr-item__meta">{t('dvr.list.seriesPart')}</p>
                    ) : null}
                    {!scheduled && item.expiresAt !== null ? (
                      <p className="dvr-item__meta">
                        {t('dvr.list.keepUntil', { date: formatShortDayTime(item.expiresAt, locale) })}
                      </p>
                    ) : null}
                  </div>
                </div>
                <span className={`dvr-badge dvr-badge--${item.state}`}>{t(`dvr.state.${item.state}`)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
