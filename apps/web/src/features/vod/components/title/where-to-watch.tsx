import { useId } from 'react';
import type { VodAiring } from '@coax/contract';
import { WHERE_TO_WATCH, type WhereToWatch } from '@coax/domain';
import { formatClock, formatShortDayTime } from '../../../../i18n/format.ts';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useVodT, type VodMessageKey } from '../../i18n/use-vod-t.ts';

const OPTION_LABELS: Record<WhereToWatch, VodMessageKey> = {
  all: 'vodTitle.where.all',
  onDemand: 'vodTitle.where.onDemand',
  onTv: 'vodTitle.where.onTv',
};

/** Seed 001 §4 where-to-watch filter: Show all, On Demand or On TV. */
export function WhereToWatchFilter({
  value,
  onChange,
}: {
  value: WhereToWatch;
  onChange: (value: WhereToWatch) => void;
}) {
  const { t } = useVodT();
  const name = useId();
  return (
    <fieldset className="vod-segmented">
      <legend>{t('vodTitle.where.legend')}</legend>
      <div className="vod-segmented__options">
        {WHERE_TO_WATCH.map((option) => (
          <label key={option} className="vod-segmented__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{t(OPTION_LABELS[option])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The guide's page of one airing (seed 001 §2 /tv/asset/#/tvprogram/{eventId}/{callsign}); the
 * guide area serves it.
 */
export function airingPagePath(airing: Pick<VodAiring, 'eventId' | 'callsign'>): string {
  return `/tv/asset/#/tvprogram/${encodeURIComponent(airing.eventId)}/${encodeURIComponent(airing.callsign)}`;
}

/** Seed 001 §4: "An airing button shows only if the airing end time is in the future." */
export function airingHasButton(airing: Pick<VodAiring, 'endTime'>, nowMs: number): boolean {
  const end = Date.parse(airing.endTime);
  return !Number.isNaN(end) && end > nowMs;
}

/** The first `max` airings by start time. */
export function firstAirings(airings: VodAiring[], max: number): VodAiring[] {
  return [...airings].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime)).slice(0, max);
}

/** Airings on TV: when, where, and (while it has not ended) a button to the program. */
export function AiringList({ airings, nowMs }: { airings: VodAiring[]; nowMs: number }) {
  const { t, locale } = useVodT();
  return (
    <ul className="vod-airings">
      {airings.map((airing) => {
        const time = t('vodTitle.airing.time', {
          start: formatShortDayTime(airing.startTime, locale),
          end: formatClock(airing.endTime, locale),
        });
        return (
          <li key={airing.eventId} className="vod-airings__item">
            <div className="vod-airings__facts">
              <p className="vod-airings__time">{time}</p>
              <p>
                {t('vodTitle.airing.channel', { channel: airing.channelNumber, callsign: airing.callsign })}
                {airing.isHd ? <span className="vod-airings__hd"> {t('vodTitle.airing.hd')}</span> : null}
              </p>
              {airing.seasonNumber !== null && airing.episodeNumber !== null ? (
                <p>
                  {t('vodTitle.episode.seasonEpisode', {
                    season: airing.seasonNumber,
                    episode: airing.episodeNumber,
                  })}
                  {airing.episodeTitle ? `: ${airing.episodeTitle}` : ''}
                </p>
              ) : airing.episodeTitle ? (
                <p>{airing.episodeTitle}</p>
              ) : null}
            </div>
            {airingHasButton(airing, nowMs) ? (
              <LocalLink
                className="button button--small"
                to={airingPagePath(airing)}
                aria-label={t('vodTitle.airing.detailsFor', { time })}
              >
                {t('vodTitle.airing.details')}
              </LocalLink>
            ) : (
              <span className="vod-airings__ended">{t('vodTitle.airing.ended')}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
