import { useState, type FormEvent } from 'react';
import { EMPTY_PIN, isAuxPin, pinOf, type PinDigits } from '@coax/domain';
import { isApiError } from '../../../lib/api-client.ts';
import { fallbackKey, reasonKey, type ReasonKeys } from '../../../lib/refusal.ts';
import { ReauthForm } from '../../../session/reauth-form.tsx';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PinEntry } from '../../../ui/pin-entry.tsx';
import { useSetAuxPin } from '../api/aux-pin.ts';
import { useIdentityT, type IdentityMessageKey } from '../i18n/use-identity-t.ts';

const REFUSAL: ReasonKeys<IdentityMessageKey> = {
  'identity.pin.format': 'identity.pin.format',
  'identity.pin.mismatch': 'identity.pin.mismatch',
};

/**
 * setAuxPin: the new PIN in the four boxes (seed 002 §5), then again to confirm; both must match.
 * A sign-in from a while ago confirms the password first, as for contact info.
 */
export function AuxPinForm({ isSet }: { isSet: boolean }) {
  const { t } = useIdentityT();
  const [pin, setPin] = useState<PinDigits>(EMPTY_PIN);
  const [again, setAgain] = useState<PinDigits>(EMPTY_PIN);
  const [pinError, setPinError] = useState<string>();
  const [againError, setAgainError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [askPassword, setAskPassword] = useState(false);
  const [done, setDone] = useState(false);
  const save = useSetAuxPin();

  const send = () => {
    setFailure(undefined);
    save.mutate(
      { pin: pinOf(pin), confirmPin: pinOf(again) },
      {
        onSuccess: () => {
          setDone(true);
          setPin(EMPTY_PIN);
          setAgain(EMPTY_PIN);
        },
        onError: (error) => {
          if (isApiError(error, 'REAUTH_REQUIRED')) setAskPassword(true);
          else setFailure(t(reasonKey(error, REFUSAL) ?? fallbackKey(error)));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setDone(false);
    const first = pinOf(pin);
    if (!isAuxPin(first)) {
      setPinError(t('identity.pin.format'));
      document.getElementById('aux-pin-new-0')?.focus();
      return;
    }
    if (first !== pinOf(again)) {
      setAgainError(t('identity.pin.mismatch'));
      document.getElementById('aux-pin-again-0')?.focus();
      return;
    }
    send();
  };

  return (
    <div className="stack">
      <form className="stack" noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
        <PinEntry
          id="aux-pin-new"
          legend={isSet ? t('identity.pin.newChange') : t('identity.pin.new')}
          hint={t('identity.pin.hint')}
          error={pinError}
          digits={pin}
          onChange={(next) => {
            setPin(next);
            setPinError(undefined);
          }}
        />
        <PinEntry
          id="aux-pin-again"
          legend={t('identity.pin.again')}
          error={againError}
          digits={again}
          onChange={(next) => {
            setAgain(next);
            setAgainError(undefined);
          }}
        />
        {failure ? (
          <Notice tone="error" live="assertive">
            <p>{failure}</p>
          </Notice>
        ) : null}
        <div className="button-row">
          <BusyButton busy={save.isPending} busyLabel={t('identity.perm.saving')}>
            {t('identity.pin.save')}
          </BusyButton>
        </div>
      </form>
      {askPassword ? (
        <ReauthForm
          autoFocus
          onReauthenticated={() => {
            setAskPassword(false);
            send();
          }}
        />
      ) : null}
      {done ? (
        <Notice tone="success" live="polite">
          <p>{t('identity.pin.saved')}</p>
        </Notice>
      ) : null}
    </div>
  );
}
