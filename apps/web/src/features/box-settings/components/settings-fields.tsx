import { useState } from 'react';
import {
  BOX_ASPECT_RATIOS,
  BOX_RESOLUTIONS,
  CLOSED_CAPTIONING_OPTIONS,
  minutesToTime,
  timeToMinutes,
  type BoxSettings,
} from '@coax/domain';
import { useBoxSettingsT } from '../i18n/use-box-settings-t.ts';
import { fieldIds } from './form-issues.ts';

type Errors = Record<string, string>;

function FieldError({ id, errors }: { id: string; errors: Errors }) {
  const message = errors[id];
  return message ? (
    <p className="field__error" id={`${id}-error`}>
      {message}
    </p>
  ) : null;
}

const describedBy = (id: string, errors: Errors, hintId?: string) =>
  [hintId, errors[id] ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;

const fieldClass = (id: string, errors: Errors) => `field${errors[id] ? ' field--invalid' : ''}`;

/** Seed 000 §5 display and sound: resolution, aspect ratio, closed captioning, fixed volume. */
export function PictureSoundFields({
  settings,
  errors,
  onDisplay,
  onSound,
}: {
  settings: BoxSettings;
  errors: Errors;
  onDisplay: (change: Partial<BoxSettings['display']>, changed: 'aspectRatio' | 'resolution') => void;
  onSound: (change: Partial<BoxSettings['sound']>, changed: 'fixedVolume' | 'closedCaptioning') => void;
}) {
  const { t } = useBoxSettingsT();
  const { resolution, aspectRatio } = settings.display;
  return (
    <fieldset className="box-settings__group">
      <legend>
        <h2>{t('boxSettings.pictureSound')}</h2>
      </legend>
      <div className="box-settings__row">
        <div className={fieldClass(fieldIds.resolution, errors)}>
          <label className="field__label" htmlFor={fieldIds.resolution}>
            {t('boxSettings.resolution')}
          </label>
          <FieldError id={fieldIds.resolution} errors={errors} />
          <select
            id={fieldIds.resolution}
            className="field__input"
            value={resolution}
            aria-describedby={describedBy(fieldIds.resolution, errors)}
            onChange={(e) =>
              onDisplay(
                { resolution: BOX_RESOLUTIONS.find((r) => r === e.target.value) ?? resolution },
                'resolution',
              )
            }
          >
            {BOX_RESOLUTIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldClass(fieldIds.aspectRatio, errors)}>
          <label className="field__label" htmlFor={fieldIds.aspectRatio}>
            {t('boxSettings.aspectRatio')}
          </label>
          <FieldError id={fieldIds.aspectRatio} errors={errors} />
          <select
            id={fieldIds.aspectRatio}
            className="field__input"
            value={aspectRatio}
            aria-describedby={describedBy(fieldIds.aspectRatio, errors)}
            onChange={(e) =>
              onDisplay(
                { aspectRatio: BOX_ASPECT_RATIOS.find((r) => r === e.target.value) ?? aspectRatio },
                'aspectRatio',
              )
            }
          >
            {BOX_ASPECT_RATIOS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldClass(fieldIds.closedCaptioning, errors)}>
          <label className="field__label" htmlFor={fieldIds.closedCaptioning}>
            {t('boxSettings.closedCaptioning')}
          </label>
          <FieldError id={fieldIds.closedCaptioning} errors={errors} />
          <select
            id={fieldIds.closedCaptioning}
            className="field__input"
            value={settings.sound.closedCaptioning}
            aria-describedby={describedBy(fieldIds.closedCaptioning, errors)}
            onChange={(e) =>
              onSound(
                {
                  closedCaptioning:
                    CLOSED_CAPTIONING_OPTIONS.find((c) => c === e.target.value) ??
                    settings.sound.closedCaptioning,
                },
                'closedCaptioning',
              )
            }
          >
            {CLOSED_CAPTIONING_OPTIONS.map((c) => (
              <option key={c} value={c}>
                {t(`boxSettings.cc.${c}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={`checkbox${errors[fieldIds.fixedVolume] ? ' field--invalid' : ''}`}>
        <input
          id={fieldIds.fixedVolume}
          type="checkbox"
          checked={settings.sound.fixedVolume}
          aria-describedby={describedBy(fieldIds.fixedVolume, errors, `${fieldIds.fixedVolume}-hint`)}
          onChange={(e) => onSound({ fixedVolume: e.target.checked }, 'fixedVolume')}
        />
        <label htmlFor={fieldIds.fixedVolume}>{t('boxSettings.fixedVolume')}</label>
        <p className="field__hint" id={`${fieldIds.fixedVolume}-hint`}>
          {t('boxSettings.fixedVolumeHint')}
        </p>
        <FieldError id={fieldIds.fixedVolume} errors={errors} />
      </div>
    </fieldset>
  );
}

/**
 * A time of day as an HH:MM input. What is typed is kept as typed until it reads as a time, so
 * a half-typed time is neither lost nor guessed; a time that never reads as one is reported.
 */
export function TimeInput({
  id,
  label,
  minutes,
  errors,
  onMinutes,
  hintId,
}: {
  id: string;
  label: string;
  minutes: number;
  errors: Errors;
  onMinutes: (minutes: number) => void;
  hintId?: string;
}) {
  const { t } = useBoxSettingsT();
  const [draft, setDraft] = useState(() => minutesToTime(Math.min(minutes, 1439)));
  const [unreadable, setUnreadable] = useState(false);
  const shown = unreadable ? { ...errors, [id]: t('boxSettings.badTime') } : errors;
  return (
    <div className={fieldClass(id, shown)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <FieldError id={id} errors={shown} />
      <input
        id={id}
        className="field__input"
        type="time"
        required
        value={draft}
        aria-describedby={describedBy(id, shown, hintId)}
        onChange={(e) => {
          setDraft(e.target.value);
          const m = timeToMinutes(e.target.value);
          if (m !== undefined) {
            setUnreadable(false);
            onMinutes(m);
          }
        }}
        onBlur={() => setUnreadable(timeToMinutes(draft) === undefined)}
      />
    </div>
  );
}

/** Seed 000 §5 timer: 'Turn on time must be before turn off time.' */
export function TimerFields({
  timer,
  errors,
  onTimer,
}: {
  timer: BoxSettings['timer'];
  errors: Errors;
  onTimer: (change: Partial<BoxSettings['timer']>) => void;
}) {
  const { t } = useBoxSettingsT();
  return (
    <fieldset className="box-settings__group">
      <legend>
        <h2>{t('boxSettings.timer')}</h2>
      </legend>
      <div className="checkbox">
        <input
          id={fieldIds.timerEnabled}
          type="checkbox"
          checked={timer.enabled}
          onChange={(e) => onTimer({ enabled: e.target.checked })}
        />
        <label htmlFor={fieldIds.timerEnabled}>{t('boxSettings.timerEnabled')}</label>
      </div>
      {timer.enabled ? (
        <div className="box-settings__row">
          <TimeInput
            id={fieldIds.turnOn}
            label={t('boxSettings.turnOn')}
            minutes={timer.turnOnMinutes}
            errors={errors}
            onMinutes={(turnOnMinutes) => onTimer({ turnOnMinutes })}
          />
          <TimeInput
            id={fieldIds.turnOff}
            label={t('boxSettings.turnOff')}
            minutes={timer.turnOffMinutes}
            errors={errors}
            onMinutes={(turnOffMinutes) => onTimer({ turnOffMinutes })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
