import type { DvrCheck } from '@coax/contract';
import { Notice } from '../../../../ui/notice.tsx';
import { useDvrT } from '../../i18n/use-dvr-t.ts';
import { formatShortDayTime } from '../../../../i18n/format.ts';

export type ConflictChoice =
  | { kind: 'airing'; callSign: string; channelNumber: number; startTime: number }
  | { kind: 'box'; boxId: number }
  | { kind: 'cancel'; id: number }
  | { kind: 'anyway' };

/**
 * Issue 7 item 6: the airings that would fail because every tuner is busy (or the cloud quota is
 * full), and the ways out: another airing of the same program, a different box, or cancelling
 * the clashing recording. A series can also be set up with those airings left out.
 */
export function ConflictPanel({
  check,
  isSeries,
  onChoose,
  onBack,
}: {
  check: DvrCheck;
  isSeries: boolean;
  onChoose: (choice: ConflictChoice) => void;
  onBack: () => void;
}) {
  const { t, locale } = useDvrT();
  const { otherAirings, otherBoxes, clashing } = check.choices;
  const none = otherAirings.length === 0 && otherBoxes.length === 0 && clashing.length === 0;
  return (
    <div className="record-conflicts stack">
      <Notice tone="warning" live="assertive">
        <h3>{t('dvr.conflict.title')}</h3>
        <ul className="record-conflicts__list" aria-label={t('dvr.conflict.list')}>
          {check.conflicts.map((c) => (
            <li key={`${c.eventId}-${c.startTime}`}>
              {t('dvr.conflict.item', { title: c.title, time: formatShortDayTime(c.startTime, locale) })}
              {c.clashing.length > 0 ? (
                <> {t('dvr.conflict.busyWith', { titles: c.clashing.map((r) => r.Title).join(', ') })}</>
              ) : null}
            </li>
          ))}
        </ul>
      </Notice>
      {none ? <p>{t('dvr.conflict.none')}</p> : <p>{t('dvr.conflict.intro')}</p>}
      {otherAirings.length > 0 ? (
        <section className="stack">
          <h4>{t('dvr.conflict.otherAirings')}</h4>
          <ul className="record-conflicts__choices">
            {otherAirings.map((a) => (
              <li key={`${a.eventId}-${a.startTime}`}>
                <button
                  type="button"
                  className="button"
                  onClick={() =>
                    onChoose({
                      kind: 'airing',
                      callSign: a.callsign,
                      channelNumber: a.channelNumber,
                      startTime: a.startTime,
                    })
                  }
                >
                  {t('dvr.conflict.airing', {
                    time: formatShortDayTime(a.startTime, locale),
                    number: a.channelNumber,
                    callsign: a.callsign,
                  })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {otherBoxes.length > 0 ? (
        <section className="stack">
          <h4>{t('dvr.conflict.otherBoxes')}</h4>
          <ul className="record-conflicts__choices">
            {otherBoxes.map((b) => (
              <li key={b.boxId}>
                <button
                  type="button"
                  className="button"
                  onClick={() => onChoose({ kind: 'box', boxId: b.boxId })}
                >
                  {t('dvr.conflict.box', { alias: b.alias })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {clashing.length > 0 ? (
        <section className="stack">
          <h4>{t('dvr.conflict.clashing')}</h4>
          <ul className="record-conflicts__choices">
            {clashing.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  className="button"
                  onClick={() => onChoose({ kind: 'cancel', id: r.id })}
                >
                  {t('dvr.conflict.cancelClash', {
                    title: r.Title,
                    time: formatShortDayTime(r.StartTime, locale),
                  })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="button-row">
        {isSeries ? (
          <button type="button" className="button" onClick={() => onChoose({ kind: 'anyway' })}>
            {t('dvr.conflict.saveSeriesAnyway')}
          </button>
        ) : null}
        <button type="button" className="button button--quiet" onClick={onBack}>
          {t('dvr.record.back')}
        </button>
      </div>
    </div>
  );
}
