import { useState, type FormEvent } from 'react';
import type { BoxSettingsView } from '@coax/contract';
import {
  EMPTY_PIN,
  checkBoxSettings,
  pinOf,
  timeToMinutes,
  type BoxSettings,
  type BoxSettingsIssue,
  type PinDigits,
} from '@coax/domain';
import { ErrorSummary, type SummaryItem } from '../../../ui/error-summary.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useSetBoxSettings } from '../api/set-box-settings.ts';
import { useBoxSettingsT } from '../i18n/use-box-settings-t.ts';
import { describeIssues, fieldIds, refusalMessage } from './form-issues.ts';
import { PinEntry } from '../../../ui/pin-entry.tsx';
import { PictureSoundFields, TimerFields } from './settings-fields.tsx';
import { TimeBlocksFields } from './time-blocks-fields.tsx';

type Changed = { display?: 'aspectRatio' | 'resolution'; sound?: 'fixedVolume' | 'closedCaptioning' };

/** The new PIN typed in a four-box entry: empty keeps the PIN; anything but four digits is refused. */
function newPinIssue(digits: PinDigits, fieldId: string, message: string): SummaryItem | null {
  const typed = digits.join('');
  if (typed === '' || pinOf(digits) !== '') return null;
  return { message, fieldId: `${fieldId}-0` };
}

/**
 * setNetworkSettings (seed 001 §7): picture and sound, timer, time blocks and new PINs of one
 * box, checked with the same rules the server applies before anything is sent.
 */
export function BoxSettingsForm({ view, canChange }: { view: BoxSettingsView; canChange: boolean }) {
  const { t } = useBoxSettingsT();
  const [settings, setSettings] = useState<BoxSettings>(view.settings);
  const [changed, setChanged] = useState<Changed>({});
  const [parental, setParental] = useState<PinDigits>(EMPTY_PIN);
  const [purchase, setPurchase] = useState<PinDigits>(EMPTY_PIN);
  const [issues, setIssues] = useState<readonly BoxSettingsIssue[]>([]);
  const [formIssues, setFormIssues] = useState<SummaryItem[]>([]);
  const save = useSetBoxSettings();

  const update = (next: BoxSettings, nextChanged: Changed = changed) => {
    setSettings(next);
    setChanged(nextChanged);
    // Once a save was refused, the messages follow the fields as they change.
    if (issues.length > 0) setIssues(checkBoxSettings(next, view.today, nextChanged));
    save.reset();
  };

  const { byField, summary } = describeIssues(t, issues, settings.display.resolution);
  const pinFormat = t('boxSettings.msg.pinFormat');
  const errors: Record<string, string> = { ...byField };
  for (const p of formIssues) {
    if (p.fieldId) errors[p.fieldId.replace(/-0$/, '')] = p.message;
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkBoxSettings(settings, view.today, changed);
    // A time field left empty or half typed keeps its last good time in the settings: say so
    // rather than save a time the person no longer sees.
    const unreadTimes = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="time"]')]
      .filter((input) => !input.disabled && timeToMinutes(input.value) === undefined)
      .map((input) => ({ message: t('boxSettings.badTime'), fieldId: input.id }));
    const extra = [
      ...unreadTimes,
      newPinIssue(parental, fieldIds.newParental, pinFormat),
      newPinIssue(purchase, fieldIds.newPurchase, pinFormat),
    ].filter((p): p is SummaryItem => p !== null);
    setIssues(found);
    setFormIssues(extra);
    if (found.length > 0 || extra.length > 0) return;
    const newPins = {
      ...(pinOf(parental) ? { parental: pinOf(parental) } : {}),
      ...(pinOf(purchase) ? { purchase: pinOf(purchase) } : {}),
    };
    save.mutate(
      {
        deviceId: view.deviceId,
        settings,
        changed,
        ...(Object.keys(newPins).length > 0 ? { pins: newPins } : {}),
      },
      {
        onSuccess: () => {
          setParental(EMPTY_PIN);
          setPurchase(EMPTY_PIN);
        },
      },
    );
  };

  const serverMessage = refusalMessage(t, save.error, settings.display.resolution);

  return (
    <form className="box-settings__form stack" noValidate onSubmit={onSubmit} aria-labelledby="bs-form-title">
      <h2 id="bs-form-title" className="visually-hidden">
        {t('boxSettings.title')}
      </h2>
      <ErrorSummary
        title={t('boxSettings.errorTitle')}
        items={[...summary, ...formIssues].filter(
          (item, i, all) => all.findIndex((o) => o.message === item.message) === i,
        )}
      />
      <fieldset className="box-settings__all" disabled={!canChange || save.isPending}>
        <PictureSoundFields
          settings={settings}
          errors={errors}
          onDisplay={(change, which) =>
            update(
              { ...settings, display: { ...settings.display, ...change } },
              { ...changed, display: which },
            )
          }
          onSound={(change, which) =>
            update({ ...settings, sound: { ...settings.sound, ...change } }, { ...changed, sound: which })
          }
        />
        <TimerFields
          timer={settings.timer}
          errors={errors}
          onTimer={(change) => update({ ...settings, timer: { ...settings.timer, ...change } })}
        />
        <TimeBlocksFields
          blocks={settings.parental.timeBlocks}
          today={view.today}
          lastDay={view.lastBlockDay}
          errors={errors}
          onBlocks={(timeBlocks) => update({ ...settings, parental: { timeBlocks } })}
        />
        <fieldset className="box-settings__group">
          <legend>
            <h2>{t('boxSettings.pins')}</h2>
          </legend>
          <p className="field__hint">{t('boxSettings.pinsIntro')}</p>
          <dl className="details box-settings__pins">
            <dt>{t('boxSettings.parentalPin')}</dt>
            <dd>{view.pins.parental ? t('boxSettings.pinIsSet') : t('boxSettings.pinNotSet')}</dd>
            <dt>{t('boxSettings.purchasePin')}</dt>
            <dd>{view.pins.purchase ? t('boxSettings.pinIsSet') : t('boxSettings.pinNotSet')}</dd>
          </dl>
          <div className="box-settings__row">
            <PinEntry
              id={fieldIds.newParental}
              legend={t('boxSettings.newParentalPin')}
              hint={t('boxSettings.newPinHint')}
              error={errors[fieldIds.newParental]}
              digits={parental}
              onChange={setParental}
            />
            <PinEntry
              id={fieldIds.newPurchase}
              legend={t('boxSettings.newPurchasePin')}
              hint={t('boxSettings.newPinHint')}
              error={errors[fieldIds.newPurchase]}
              digits={purchase}
              onChange={setPurchase}
            />
          </div>
        </fieldset>
      </fieldset>
      {canChange ? (
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t('boxSettings.saving') : t('boxSettings.save')}
          </button>
        </div>
      ) : null}
      {save.isSuccess ? (
        <Notice tone="success" live="polite">
          <p>{t('boxSettings.saved', { box: view.alias })}</p>
        </Notice>
      ) : null}
      {save.isError ? (
        <Notice tone="error" live="assertive">
          <p>{serverMessage}</p>
        </Notice>
      ) : null}
    </form>
  );
}
