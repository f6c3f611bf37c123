import { useState, type FormEvent } from 'react';
import { EMPTY_PIN, isAuxPin, pinOf, type PinDigits } from '@coax/domain';
import { fallbackKey, reasonKey, type ReasonKeys } from '../../../lib/refusal.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PinEntry } from '../../../ui/pin-entry.tsx';
import { useConfirmAuxPin } from '../api/aux-pin.ts';
import { useIdentityT, type IdentityMessageKey } from '../i18n/use-identity-t.ts';

const REFUSAL: ReasonKeys<IdentityMessageKey> = {
  'identity.pin.format': 'identity.pin.format',
  'identity.pin.not-set': 'identity.pin.notSet',
  'identity.pin.throttled': 'identity.pin.throttled',
};

/**
 * confirmAuxPin: checks a PIN against the one set, for an agent verifying a caller who reads it
 * out. The answer is only "matches" or not; misses are throttled and the call is in the agent log.
 */
export function AuxPinCheck() {
  const { t } = useIdentityT();
  const [digits, setDigits] = useState<PinDigits>(EMPTY_PIN);
  const [error, setError] = useState<string>();
  const check = useConfirmAuxPin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (check.isPending) return;
    const pin = pinOf(digits);
    if (!isAuxPin(pin)) {
      setError(t('identity.pin.format'));
      document.getElementById('aux-pin-check-0')?.focus();
      return;
    }
    check.mutate(pin, { onSettled: () => setDigits(EMPTY_PIN) });
  };

  const failed = check.error ? t(reasonKey(check.error, REFUSAL) ?? fallbackKey(check.error)) : undefined;
  return (
    <div className="stack">
      <form className="stack" noValidate onSubmit={onSubmit}>
        <PinEntry
          id="aux-pin-check"
          legend={t('identity.pin.checkLegend')}
          error={error}
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setError(undefined);
          }}
        />
        <div className="button-row">
          <BusyButton busy={check.isPending} busyLabel={t('identity.pin.checking')}>
            {t('identity.pin.check')}
          </BusyButton>
        </div>
      </form>
      <div aria-live="polite">
        {failed ? (
          <Notice tone="error">
            <p>{failed}</p>
          </Notice>
        ) : check.data ? (
          <Notice tone={check.data.matches ? 'success' : 'error'}>
            <p>{check.data.matches ? t('identity.pin.matches') : t('identity.pin.noMatch')}</p>
          </Notice>
        ) : null}
      </div>
    </div>
  );
}
