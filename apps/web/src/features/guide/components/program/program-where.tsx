import { useId, useState } from 'react';
import type { GuideOtherAiring, GuideProgram, GuideRecordMark } from '@coax/contract';
import { programPath, WHERE_TO_WATCH, type WhereToWatch } from '@coax/domain';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useGuideT, type GuideMessageKey } from '../../i18n/use-guide-t.ts';
import { formatClock, formatShortDay } from '../../../../i18n/format.ts';
import { onDemandPath, recordPath } from './program-address.ts';

const OPTION_LABELS: Record<WhereToWatch, GuideMessageKey> = {
  all: 'guide.program.where.all',
  onDemand: 'guide.program.where.onDemand',
  onTv: 'guide.program.where.onTv',
};

/** This airing and its later airings (moreAiringDates), once each, soonest first. */
export function tvAiringsOf(program: GuideProgram): GuideOtherAiring[] {
  const own: GuideOtherAiring = {
    eventId: program.eventId,
    callsign: program.callsign,
    channelNumber: program.channelNumber,
    start: program.startTime,
    end: program.endTime,
    isHd: program.channel.isHd,
    episodeTitle: program.episodeTitle,
    seasonNumber: program.seasonNumber,
    episodeNumber: program.episodeNumber,
  };
  const seen = new Set<number>();
  return [own, ...program.moreAiringDates]
    .filter((a) => (seen.has(a.eventId) ? false : (seen.add(a.eventId), true)))
    .sort((a, b) => a.start - b.start);
}

/** Seed 001 §4: "An airing button shows only if the airing end time is in the future." */
export function airingHasButton(airing: Pick<GuideOtherAiring, 'end'>, nowMs: number): boolean {
  return airing.end > nowMs;
}

function AiringItem({
  airing,
  title,
  now,
  canRecord,
  recordState,
}: {
  airing: GuideOtherAiring;
  title: string;
  now: number;
  canRecord: boolean;
  /** what the household has set to record of this airing: said instead of a Record button */
  recordState: GuideRecordMark['state'] | null;
}) {
  const { t, locale } = useGuideT();
  const day = formatShortDay(airing.start, locale);
  const from = formatClock(airing.start, locale);
  return (
    <li className="tv-airings__item">
      <div>
        <p className="tv-airings__time">
          {day} · {t('guide.airingTime', { from, to: formatClock(airing.end, locale) })}
        </p>
        <p>
          {t('guide.program.onChannel', { number: airing.channelNumber, callsign: airing.callsign })}
          {airing.isHd ? <span className="tv-badge tv-airings__hd">{t('guide.hd')}</span> : null}
        </p>
      </div>
      {recordState ? (
        <span className="tv-badge tv-badge--rec">{t(`guide.recordState.${recordState}`)}</span>
      ) : canRecord && airingHasButton(airing, now) ? (
        <LocalLink
          className="button button--small"
          to={recordPath(airing.start, airing.end, airing.callsign, airing.isHd)}
          aria-label={t('guide.program.recordLabel', { title, day, from })}
        >
          {t('guide.program.record')}
        </LocalLink>
      ) : null}
    </li>
  );
}

/**
 * Where to watch (seed 001 §2 "combines on-demand and on-TV airings", §4 filter Show all, On
 * Demand or On TV): the on-demand titles of the program (vodIds) and its airings on TV, each
 * with a Record button while it has not ended, when the viewer may record (see can-record.ts).
 */
export function ProgramWhere({
  program,
  now,
  canRecord,
}: {
  program: GuideProgram;
  now: number;
  canRecord: boolean;
}) {
  const { t } = useGuideT();
  const name = useId();
  const [filter, setFilter] = useState<WhereToWatch>('all');
  const airings = tvAiringsOf(program);
  const showTv = filter !== 'onDemand';
  const showVod = filter !== 'onTv';
  const empty = (!showTv || airings.length === 0) && (!showVod || program.vodIdTitles.length === 0);
  return (
    <section className="tv-program__section" aria-labelledby="tv-where">
      <h2 id="tv-where">{t('guide.program.where')}</h2>
      <fieldset className="tv-segmented">
        <legend>{t('guide.program.where.filter')}</legend>
        <div className="tv-segmented__options">
          {WHERE_TO_WATCH.map((option) => (
            <label key={option} className="tv-segmented__option">
              <input
                type="radio"
                name={name}
                checked={filter === option}
                onChange={() => setFilter(option)}
              />
              <span>{t(OPTION_LABELS[option])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {empty ? <p>{t('guide.program.where.none')}</p> : null}
      {showVod && program.vodIdTitles.length > 0 ? (
        <>
          <h3>{t('guide.program.where.onDemand')}</h3>
          <ul className="tv-program__list">
            {program.vodIdTitles.map((title) => (
              <li key={title.titleId}>
                <LocalLink to={onDemandPath(title.titleId)}>
                  {t('guide.program.where.watchOnDemand', { title: title.title })}
                </LocalLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {showTv && airings.length > 0 ? (
        <>
          <h3>{t('guide.program.moreAirings')}</h3>
          <ul className="tv-airings">
            {airings.map((airing) => (
              <AiringItem
                key={airing.eventId}
                airing={airing}
                title={program.title}
                now={now}
                canRecord={canRecord}
                recordState={airing.eventId === program.eventId ? (program.recording?.state ?? null) : null}
              />
            ))}
          </ul>
          {program.moreAiringDates.length === 0 ? (
            <p className="tv-program__muted">{t('guide.program.noMoreAirings')}</p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** Upcoming airings of other episodes of the series, each opening its page. */
export function OtherEpisodes({ program }: { program: GuideProgram }) {
  const { t, locale } = useGuideT();
  if (program.episodes.length === 0) return null;
  return (
    <section className="tv-program__section" aria-labelledby="tv-episodes">
      <h2 id="tv-episodes">{t('guide.program.otherEpisodes')}</h2>
      <ul className="tv-program__list">
        {program.episodes.map((episode) => (
          <li key={episode.eventId}>
            <LocalLink to={programPath(episode.eventId, episode.callsign, false, program.title)}>
              {episode.episodeTitle ?? program.title}
            </LocalLink>{' '}
            <span className="tv-program__muted">
              {formatShortDay(episode.start, locale)} {formatClock(episode.start, locale)} ·{' '}
              {t('guide.program.onChannel', { number: episode.channelNumber, callsign: episode.callsign })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
