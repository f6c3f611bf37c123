import { useState, type FormEvent } from 'react';
import { EMPTY_PIN, PIN_TYPES, checkPin, pinOf, type PinDigits, type PinType } from '@coax/domain';
import { Notice } from '../../../ui/notice.tsx';
import { useValidateBoxPin } from '../api/validate-box-pin.ts';
import { useBoxSettingsT } from '../i18n/use-box-settings-t.ts';
import { PinEntry } from '../../../ui/pin-entry.tsx';
import { BusyButton } from '../../../ui/busy-button.tsx';

const PIN_TYPE_LABEL = { parental: 'boxSettings.parentalPin', purchase: 'boxSettings.purchasePin' } as const;

/** validatePIN (seed 001 §7): the parental or purchase PIN of a box; VALID, INVALID or another result. */
export function PinCheck({ deviceId, alias }: { deviceId: number; alias: string }) {
  const { t, tn } = useBoxSettingsT();
  const [pinType, setPinType] = useState<PinType>('parental');
  const [digits, setDigits] = useState<PinDigits>(EMPTY_PIN);
  const [error, setError] = useState<string | undefined>();
  const check = useValidateBoxPin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = digits.join('');
    const verdict = checkPin(pinOf(digits) || typed);
    if (!verdict.ok) {
      setError(t(`boxSettings.msg.${verdict.code}`));
      document.getElementById('bs-check-pin-0')?.focus();
      return;
    }
    setError(undefined);
    check.mutate({ deviceId, pinType, pin: pinOf(digits) }, { onSettled: () => setDigits(EMPTY_PIN) });
  };

  const result = check.data;
  const tone = result?.result === 'VALID' ? 'success' : result?.result === 'INVALID' ? 'error' : 'warning';
  return (
    <section className="box-settings__group" aria-labelledby="bs-check-title">
      <h2 id="bs-check-title">{t('boxSettings.check')}</h2>
      <p>{t('boxSettings.checkIntro', { box: alias })}</p>
      <form className="stack" noValidate onSubmit={onSubmit}>
        <fieldset className="box-settings__choice">
          <legend className="field__label">{t('boxSettings.pinType')}</legend>
          {PIN_TYPES.map((type) => (
            <div className="checkbox" key={type}>
              <input
                id={`bs-check-type-${type}`}
                type="radio"
                name="bs-check-type"
                value={type}
                checked={pinType === type}
                onChange={() => {
                  setPinType(type);
                  check.reset();
                }}
              />
              <label htmlFor={`bs-check-type-${type}`}>{t(PIN_TYPE_LABEL[type])}</label>
            </div>
          ))}
        </fieldset>
        <PinEntry
          id="bs-check-pin"
          legend={t('boxSettings.checkPin')}
          error={error}
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setError(undefined);
          }}
        />
        <div className="button-row">
          <BusyButton busy={check.isPending} busyLabel={t('boxSettings.checking')}>
            {t('boxSettings.checkButton')}
          </BusyButton>
        </div>
      </form>
      <div aria-live="polite">
        {result ? (
          <Notice tone={tone}>
            <p>{t(`boxSettings.pin.${result.result}`)}</p>
            {result.result === 'INVALID' ? (
              <p>{tn('boxSettings.attemptsLeft', result.attemptsRemaining)}</p>
            ) : null}
          </Notice>
        ) : null}
      </div>
      {check.isError ? (
        <Notice tone="error" live="assertive">
          <p>{t('boxSettings.checkFailed')}</p>
        </Notice>
      ) : null}
    </section>
  );
}
