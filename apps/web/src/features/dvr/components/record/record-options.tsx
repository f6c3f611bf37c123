import { useId, type FormEvent } from 'react';
import type { DvrBox } from '@coax/contract';
import {
  END_PADDING_SECONDS,
  RECORDING_FILTERS,
  RECORDING_QUALITIES,
  REC_TYPE_EPISODE,
  REC_TYPE_SERIES,
  SAVE_EPISODES_ALL,
  SAVE_EPISODES_OPTIONS,
  type EndPaddingSeconds,
  type KeepDays,
  type RecordingFilter,
  type RecordingQuality,
  type SaveEpisodes,
} from '@coax/domain';
import { useDvrT } from '../../i18n/use-dvr-t.ts';
import { filterLabel, keepLabel, paddingLabel } from '../dvr/dvr-format.ts';
import type { RecordChoices } from './record-choices.ts';

const pick = <T extends number | string>(options: readonly T[], raw: string): T | undefined =>
  options.find((o) => String(o) === raw);

/**
 * The record dialog's setup (seed 001 §4, §9): box, episode or series, the series filter and
 * episodes to keep, quality, keep, and the end padding.
 */
export function RecordOptions({
  choices,
  boxes,
  hasSeries,
  isMovie,
  anchorStart,
  onBox,
  onChange,
  onSubmit,
}: {
  choices: RecordChoices;
  boxes: readonly DvrBox[];
  hasSeries: boolean;
  isMovie: boolean;
  anchorStart: number;
  onBox: (box: DvrBox) => void;
  onChange: (choices: RecordChoices) => void;
  onSubmit: () => void;
}) {
  const tv = useDvrT();
  const { t } = tv;
  const id = useId();
  const box = boxes.find((b) => b.boxId === choices.boxId) ?? boxes[0];
  const series = choices.recType === REC_TYPE_SERIES;
  const set = (patch: Partial<RecordChoices>) => onChange({ ...choices, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const keepOptions = box?.keepOptions ?? [];

  return (
    <form className="record-options stack" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-box`}>
          {t('dvr.record.box')}
        </label>
        <select
          className="field__input"
          id={`${id}-box`}
          value={choices.boxId}
          onChange={(e) => {
            const next = boxes.find((b) => String(b.boxId) === e.target.value);
            if (next) onBox(next);
          }}
        >
          {boxes.map((b) => (
            <option key={b.boxId} value={b.boxId}>
              {b.isCloud ? t('dvr.record.boxCloud', { alias: b.alias }) : b.alias}
            </option>
          ))}
        </select>
      </div>

      {hasSeries ? (
        <fieldset className="record-options__group">
          <legend>{t('dvr.record.what')}</legend>
          <label className="checkbox">
            <input
              type="radio"
              name={`${id}-what`}
              checked={!series}
              onChange={() => set({ recType: REC_TYPE_EPISODE })}
            />
            {t(isMovie ? 'dvr.record.movie' : 'dvr.record.episode')}
          </label>
          <label className="checkbox">
            <input
              type="radio"
              name={`${id}-what`}
              checked={series}
              onChange={() => set({ recType: REC_TYPE_SERIES })}
            />
            {t('dvr.record.series')}
          </label>
        </fieldset>
      ) : null}

      {series ? (
        <>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-filter`}>
              {t('dvr.record.filter')}
            </label>
            <select
              className="field__input"
              id={`${id}-filter`}
              value={choices.filter}
              onChange={(e) => {
                const filter = pick<RecordingFilter>(RECORDING_FILTERS, e.target.value);
                if (filter !== undefined) set({ filter });
              }}
            >
              {RECORDING_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {filterLabel(f, anchorStart, tv)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-episodes`}>
              {t('dvr.record.saveEpisodes')}
            </label>
            <select
              className="field__input"
              id={`${id}-episodes`}
              value={choices.saveEpisodes}
              onChange={(e) => {
                const saveEpisodes = pick<SaveEpisodes>(SAVE_EPISODES_OPTIONS, e.target.value);
                if (saveEpisodes !== undefined) set({ saveEpisodes });
              }}
            >
              {SAVE_EPISODES_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n === SAVE_EPISODES_ALL ? t('dvr.record.saveAll') : String(n)}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}

      <fieldset className="record-options__group">
        <legend>{t('dvr.record.quality')}</legend>
        {RECORDING_QUALITIES.map((q: RecordingQuality) => (
          <label key={q} className="checkbox">
            <input
              type="radio"
              name={`${id}-quality`}
              value={q}
              checked={choices.quality === q}
              disabled={choices.qualityLocked && q !== 'hd'}
              onChange={() => set({ quality: q })}
            />
            {t(`dvr.quality.${q}`)}
          </label>
        ))}
        {choices.qualityLocked ? <p className="field__hint">{t('dvr.record.qualityForced')}</p> : null}
      </fieldset>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-keep`}>
          {t(series ? 'dvr.record.seriesKeep' : 'dvr.record.keep')}
        </label>
        <select
          className="field__input"
          id={`${id}-keep`}
          value={series ? choices.seriesKeep : choices.keepDays}
          onChange={(e) => {
            const keep = pick<KeepDays>(keepOptions, e.target.value);
            if (keep !== undefined) set(series ? { seriesKeep: keep } : { keepDays: keep });
          }}
        >
          {keepOptions.map((k) => (
            <option key={k} value={k}>
              {keepLabel(k, tv)}
            </option>
          ))}
        </select>
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-end`}>
          {t('dvr.record.endPadding')}
        </label>
        <select
          className="field__input"
          id={`${id}-end`}
          value={choices.endPaddingSeconds}
          disabled={box ? !box.endOptionEnabled : false}
          aria-describedby={box && !box.endOptionEnabled ? `${id}-end-hint` : undefined}
          onChange={(e) => {
            const endPaddingSeconds = pick<EndPaddingSeconds>(END_PADDING_SECONDS, e.target.value);
            if (endPaddingSeconds !== undefined) set({ endPaddingSeconds });
          }}
        >
          {END_PADDING_SECONDS.map((s) => (
            <option key={s} value={s}>
              {paddingLabel(s, tv)}
            </option>
          ))}
        </select>
        {box && !box.endOptionEnabled ? (
          <p className="field__hint" id={`${id}-end-hint`}>
            {t('dvr.record.endDisabled')}
          </p>
        ) : null}
      </div>

      <div className="button-row">
        <button type="submit" className="button button--primary">
          {t('dvr.record.submit')}
        </button>
      </div>
    </form>
  );
}
