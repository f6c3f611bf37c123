import { useCurrentSession } from '../../../session/current-session.ts';
import { formatDateTime } from '../../../i18n/format.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useLayoutHold } from '../../../ui/layout-hold.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useAuxPin } from '../api/aux-pin.ts';
import { useIdentityT } from '../i18n/use-identity-t.ts';
import { AuxPinCheck } from './aux-pin-check.tsx';
import { AuxPinForm } from './aux-pin-form.tsx';

/**
 * The aux PIN (seed 002 §7 getAuxPin, setAuxPin, confirmAuxPin): whether one is set, never the PIN.
 * The subscriber sets it; an agent acting for them checks the one a caller reads out.
 */
export function AuxPinCard() {
  const { t } = useIdentityT();
  const { locale } = useT();
  const { session } = useCurrentSession();
  const status = useAuxPin();
  useLayoutHold(status.isPending);
  return (
    <section className="card stack" aria-labelledby="aux-pin-title">
      <h2 id="aux-pin-title">{t('identity.pin.title')}</h2>
      <p>{t('identity.pin.intro')}</p>
      <QueryState query={status} loading={t('identity.pin.loading')} failed={t('identity.pin.loadFailed')}>
        {(pin) => (
          <>
            <p>
              {pin.isSet && pin.setAt ? (
                <>
                  {t('identity.pin.setOn')}{' '}
                  <time dateTime={pin.setAt}>{formatDateTime(pin.setAt, locale)}</time>
                </>
              ) : (
                t('identity.pin.notSetYet')
              )}
            </p>
            {session?.agent ? pin.isSet ? <AuxPinCheck /> : null : <AuxPinForm isSet={pin.isSet} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
