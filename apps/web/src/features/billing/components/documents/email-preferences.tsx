import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CommunicationUpdateResult, EbillInfo } from '@coax/contract';
import { isPaperlessEmail } from '@coax/domain';
import { isApiError } from '../../../../lib/api-client.ts';
import { useLocalPath } from '../../../../i18n/local-link.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useEbill } from '../../api/get-ebill.ts';
import { ebillUpdate, useUpdateEbill } from '../../api/update-ebill.ts';
import { LoadFailed } from '../../../../ui/load-failed.tsx';
import { usePaperlessEmail } from './use-paperless-email.ts';
import { LoadingCard } from '../../../../ui/loading-card.tsx';
import { useBillingT, type BillingMessageKey } from '../../i18n/use-billing-t.ts';
import { BusyButton } from '../../../../ui/busy-button.tsx';

const SUCCESS_TEXT: Record<CommunicationUpdateResult['outcome'], BillingMessageKey> = {
  enrolled: 'billingDocuments.paperless.thanks',
  paperBillRestored: 'billingDocuments.prefs.detailsUpdated',
  preferencesUpdated: 'billingDocuments.prefs.preferencesUpdated',
  unchanged: 'billingDocuments.prefs.detailsUpdated',
};

/** E-mail preferences management (updateprefcom): the address, paper bill on or off, bill notices on or off. */
export function EmailPreferences() {
  const { t } = useBillingT();
  const ebill = useEbill();
  // A new load (after a save or a refused stale save) starts the form again from what is stored.
  const [version, setVersion] = useState(0);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const ready = !ebill.isPending;
  // The header's "manage" link lands here; a router link does not scroll to its #fragment itself.
  useEffect(() => {
    if (ready && hash === '#email-preferences') section.current?.scrollIntoView?.();
  }, [ready, hash]);

  let body;
  if (ebill.isPending) {
    body = <LoadingCard label={t('billingDocuments.paperless.loading')} lines={4} className="" />;
  } else if (ebill.isError) {
    body = (
      <LoadFailed
        message={t('billingDocuments.paperless.loadFailed')}
        onRetry={() => void ebill.refetch()}
        retrying={ebill.isFetching}
      />
    );
  } else {
    body = (
      <PreferencesForm
        key={version}
        loaded={ebill.data}
        onReload={() => void ebill.refetch().then(() => setVersion((v) => v + 1))}
      />
    );
  }
  return (
    <section
      ref={section}
      id="email-preferences"
      className="card stack email-preferences"
      aria-labelledby="email-preferences-title"
    >
      <h2 id="email-preferences-title">{t('billingDocuments.prefs.title')}</h2>
      <p>{t('billingDocuments.prefs.intro')}</p>
      {body}
    </section>
  );
}

function PreferencesForm({ loaded, onReload }: { loaded: EbillInfo; onReload: () => void }) {
  const { t } = useBillingT();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const update = useUpdateEbill();
  const email = usePaperlessEmail(loaded.email ?? '');
  const [paperBill, setPaperBill] = useState(loaded.paperBill);
  const [mailNotify, setMailNotify] = useState(loaded.mailNotify);
  const [done, setDone] = useState<BillingMessageKey | null>(null);

  const typed = email.value.trim();
  const changed =
    typed.toLowerCase() !== (loaded.email ?? '').toLowerCase() ||
    paperBill !== loaded.paperBill ||
    mailNotify !== loaded.mailNotify;
  // Paperless and bill notices both need somewhere to write to (seed 002 §5 Email).
  const needsEmail = !paperBill || mailNotify;
  const emailOk = typed === '' ? !needsEmail : isPaperlessEmail(typed);
  // Said once the box is left, when a change needs an address the box lacks, or when the server refused it.
  const showEmailError =
    !emailOk &&
    (email.showError || (needsEmail && typed === '' && changed) || isApiError(update.error, 'BAD_REQUEST'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!emailOk) {
      email.reveal();
      return;
    }
    if (!changed || update.isPending) return;
    setDone(null);
    update.mutate(ebillUpdate(loaded, { email: typed, paperBill, mailNotify }), {
      onSuccess: (result) => {
        // Turning paper bills back on is a paperless management success: seed 002 §2 shows the dissuasion page.
        if (result.outcome === 'paperBillRestored') {
          void navigate(localPath('/pay-bill/dissuasion/?p=true'));
          return;
        }
        setDone(SUCCESS_TEXT[result.outcome]);
      },
      onError: (error) => {
        if (isApiError(error, 'BAD_REQUEST')) email.reveal();
      },
    });
  };

  const emailError = showEmailError ? t('billingDocuments.paperless.invalidEmail') : undefined;
  return (
    <form className="stack email-preferences__form" onSubmit={submit} noValidate>
      {done ? (
        <Notice tone="success" live="polite">
          <p>{t(done)}</p>
        </Notice>
      ) : null}
      {update.isError && !isApiError(update.error, 'BAD_REQUEST') ? (
        <Notice tone="error" live="assertive">
          {isApiError(update.error, 'CONFLICT') ? (
            <>
              <p>{t('billingDocuments.prefs.stale')}</p>
              <button type="button" className="button" onClick={onReload}>
                {t('billingDocuments.prefs.reload')}
              </button>
            </>
          ) : (
            <p>{t('common.technicalDifficulties')}</p>
          )}
        </Notice>
      ) : null}
      <TextField
        id="prefs-email"
        label={t('billingDocuments.prefs.emailLabel')}
        hint={t('billingDocuments.prefs.emailHint')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email.value}
        onChange={(e) => {
          setDone(null);
          email.onChange(e.target.value);
        }}
        onBlur={email.onBlur}
        error={emailError}
      />
      <div className="checkbox">
        <input
          id="prefs-paper"
          type="checkbox"
          checked={paperBill}
          aria-describedby="prefs-paper-hint"
          onChange={(e) => {
            setDone(null);
            setPaperBill(e.target.checked);
          }}
        />
        <label htmlFor="prefs-paper">{t('billingDocuments.prefs.paperBill')}</label>
        <p id="prefs-paper-hint" className="field__hint">
          {t('billingDocuments.prefs.paperBillHint')}
        </p>
      </div>
      <div className="checkbox">
        <input
          id="prefs-notify"
          type="checkbox"
          checked={mailNotify}
          onChange={(e) => {
            setDone(null);
            setMailNotify(e.target.checked);
          }}
        />
        <label htmlFor="prefs-notify">{t('billingDocuments.prefs.mailNotify')}</label>
      </div>
      <div className="button-row">
        <BusyButton
          busy={update.isPending}
          busyLabel={t('billingDocuments.prefs.saving')}
          disabled={!changed || !emailOk}
        >
          {t('billingDocuments.prefs.save')}
        </BusyButton>
      </div>
    </form>
  );
}
