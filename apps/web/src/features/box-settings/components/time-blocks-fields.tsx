import { TIME_BLOCKS_MAX, type TimeBlock } from '@coax/domain';
import { useBoxSettingsT } from '../i18n/use-box-settings-t.ts';
import { fieldIds } from './form-issues.ts';
import { TimeInput } from './settings-fields.tsx';

/** A new block starts this evening: the hours children most often watch unsupervised. */
const NEW_BLOCK = { startMinutes: 20 * 60, endMinutes: 22 * 60 } as const;

/** Seed 002 §5 time blocks: each a day (today to 14 days ahead) and a span of hours. */
export function TimeBlocksFields({
  blocks,
  today,
  lastDay,
  errors,
  onBlocks,
}: {
  blocks: readonly TimeBlock[];
  today: string;
  lastDay: string;
  errors: Record<string, string>;
  onBlocks: (blocks: TimeBlock[]) => void;
}) {
  const { t } = useBoxSettingsT();
  const change = (i: number, patch: Partial<TimeBlock>) =>
    onBlocks(blocks.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  const addError = errors[fieldIds.addBlock];
  return (
    <fieldset className="box-settings__group">
      <legend>
        <h2>{t('boxSettings.timeBlocks')}</h2>
      </legend>
      <p className="field__hint" id="bs-blocks-hint">
        {t('boxSettings.timeBlocksIntro')}
      </p>
      {blocks.length === 0 ? <p>{t('boxSettings.timeBlocksNone')}</p> : null}
      <ol className="box-settings__blocks">
        {blocks.map((block, i) => {
          const dayId = fieldIds.block(i, 'day');
          return (
            // Blocks have no id of their own; a row is its position in the list.
            <li key={i} className="box-settings__block">
              <fieldset className="box-settings__row">
                <legend className="visually-hidden">{t('boxSettings.blockLabel', { n: i + 1 })}</legend>
                <div className={`field${errors[dayId] ? ' field--invalid' : ''}`}>
                  <label className="field__label" htmlFor={dayId}>
                    {t('boxSettings.blockDay')}
                  </label>
                  {errors[dayId] ? (
                    <p className="field__error" id={`${dayId}-error`}>
                      {errors[dayId]}
                    </p>
                  ) : null}
                  <input
                    id={dayId}
                    className="field__input"
                    type="date"
                    required
                    min={today}
                    max={lastDay}
                    value={block.day}
                    aria-describedby={['bs-blocks-hint', errors[dayId] ? `${dayId}-error` : '']
                      .join(' ')
                      .trim()}
                    onChange={(e) => change(i, { day: e.target.value })}
                  />
                </div>
                <TimeInput
                  id={fieldIds.block(i, 'from')}
                  label={t('boxSettings.blockFrom')}
                  minutes={block.startMinutes}
                  errors={errors}
                  onMinutes={(startMinutes) => change(i, { startMinutes })}
                />
                <TimeInput
                  id={fieldIds.block(i, 'to')}
                  label={t('boxSettings.blockTo')}
                  minutes={block.endMinutes}
                  errors={errors}
                  onMinutes={(endMinutes) => change(i, { endMinutes })}
                />
                <button
                  type="button"
                  className="button button--quiet box-settings__remove"
                  onClick={() => onBlocks(blocks.filter((_, j) => j !== i))}
                >
                  {t('boxSettings.removeBlock', { n: i + 1 })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {addError ? (
        <p className="field__error" id={`${fieldIds.addBlock}-error`}>
          {addError}
        </p>
      ) : null}
      <button
        id={fieldIds.addBlock}
        type="button"
        className="button"
        disabled={blocks.length >= TIME_BLOCKS_MAX}
        onClick={() => onBlocks([...blocks, { day: today, ...NEW_BLOCK }])}
      >
        {t('boxSettings.addBlock')}
      </button>
    </fieldset>
  );
}
