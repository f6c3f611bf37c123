import { useId, useState } from 'react';
import { Notice } from '../../../../ui/notice.tsx';
import { useAcceptDvrTerms } from '../../api/accept-dvr-terms.ts';
import { useDvrT } from '../../i18n/use-dvr-t.ts';
import { failureMessageKey } from './record-choices.ts';
import { BusyButton } from '../../../../ui/busy-button.tsx';

/**
 * Seed 001 §4: "Web DVR terms must be read before acceptance". The terms are shown in full and
 * accepted with an explicit tick, once, before the first cloud recording.
 */
export function TermsPanel({ onAccepted }: { onAccepted: () => void }) {
  const { t } = useDvrT();
  const id = useId();
  const [read, setRead] = useState(false);
  const accept = useAcceptDvrTerms();
  return (
    <div className="record-terms stack">
      <h3>{t('dvr.terms.title')}</h3>
      <p>{t('dvr.terms.intro')}</p>
      {/* a scrolling region must be reachable by keyboard to be read */}
      <section className="record-terms__text stack" tabIndex={0} aria-label={t('dvr.terms.region')}>
        <p>{t('dvr.terms.text1')}</p>
        <p>{t('dvr.terms.text2')}</p>
        <p>{t('dvr.terms.text3')}</p>
      </section>
      <label className="checkbox" htmlFor={`${id}-read`}>
        <input id={`${id}-read`} type="checkbox" checked={read} onChange={(e) => setRead(e.target.checked)} />
        {t('dvr.terms.read')}
      </label>
      {accept.isError ? (
        <Notice tone="error" live="assertive">
          <p>{t(failureMessageKey(accept.error))}</p>
        </Notice>
      ) : null}
      <div className="button-row">
        <BusyButton
          type="button"
          busy={accept.isPending}
          busyLabel={t('dvr.terms.accepting')}
          disabled={!read}
          aria-busy={accept.isPending || undefined}
          onClick={() => accept.mutate(undefined, { onSuccess: onAccepted })}
        >
          {t('dvr.terms.accept')}
        </BusyButton>
      </div>
    </div>
  );
}
