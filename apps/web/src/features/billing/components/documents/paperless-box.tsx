import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../../lib/api-client.ts';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useEbill } from '../../api/get-ebill.ts';
import { ebillUpdate, useUpdateEbill } from '../../api/update-ebill.ts';
import { LoadFailed } from '../../../../ui/load-failed.tsx';
import { usePaperlessEmail } from './use-paperless-email.ts';
import { LoadingCard } from '../../../../ui/loading-card.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';
import { BusyButton } from '../../../../ui/busy-button.tsx';

/** Where the header's "manage" link and the dissuasion page send a person to change preferences. */
export const EMAIL_PREFERENCES_PATH = '/pay-bill/my-bill/#email-preferences';

/**
 * The pay-bill header's paperless box (seed 002 §2, §4 Paperless enrolment): an e-mail box and
 * Enroll, disabled while the address is empty or invalid; after enrolling the form goes away and
 * the thank-you alert says where notifications will go. An enrolled account sees its status.
 */
export function PaperlessBox() {
  const { t } = useBillingT();
  const ebill = useEbill();
  const [enrolledEmail, setEnrolledEmail] = useState<string | null>(null);

  if (enrolledEmail !== null) {
    return (
      <div className="paperless-box">
        <Notice tone="success" live="polite">
          <p>
            <strong>{t('billingDocuments.paperless.thanks')}</strong>
          </p>
          <p>{t('billingDocuments.paperless.notifyNotice', { email: enrolledEmail })}</p>
        </Notice>
      </div>
    );
  }
  if (ebill.isPending) {
    return (
      <LoadingCard label={t('billingDocuments.paperless.loading')} lines={2} className="paperless-box" />
    );
  }
  if (ebill.isError) {
    return (
      <div className="paperless-box">
        <LoadFailed
          message={t('billingDocuments.paperless.loadFailed')}
          onRetry={() => void ebill.refetch()}
          retrying={ebill.isFetching}
        />
      </div>
    );
  }
  if (!ebill.data.paperBill) {
    return (
      <div className="paperless-box">
        <p className="paperless-box__status">
          {t('billingDocuments.paperless.status', { email: ebill.data.email ?? '' })}
        </p>
        <LocalLink to={EMAIL_PREFERENCES_PATH}>{t('billingDocuments.paperless.manage')}</LocalLink>
      </div>
    );
  }
  return <EnrolForm initialEmail={ebill.data.email ?? ''} onEnrolled={setEnrolledEmail} />;
}

function EnrolForm({
  initialEmail,
  onEnrolled,
}: {
  initialEmail: string;
  onEnrolled: (email: string) => void;
}) {
  const { t } = useBillingT();
  const ebill = useEbill();
  const update = useUpdateEbill();
  const email = usePaperlessEmail(initialEmail);
  const invalidFromServer = isApiError(update.error, 'BAD_REQUEST');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.valid || !ebill.data || update.isPending) return;
    update.mutate(ebillUpdate(ebill.data, { email: email.value, paperBill: false, mailNotify: true }), {
      onSuccess: (result) => onEnrolled(result.ebill.email ?? email.value.trim()),
      onError: (error) => {
        if (isApiError(error, 'BAD_REQUEST')) email.reveal();
        if (isApiError(error, 'CONFLICT')) void ebill.refetch();
      },
    });
  };

  const fieldError =
    email.showError || (invalidFromServer && !email.valid)
      ? t('billingDocuments.paperless.invalidEmail')
      : undefined;
  return (
    <form className="paperless-box" onSubmit={submit} noValidate aria-labelledby="paperless-title">
      <h2 id="paperless-title" className="paperless-box__title">
        {t('billingDocuments.paperless.title')}
      </h2>
      <p className="paperless-box__intro">{t('billingDocuments.paperless.intro')}</p>
      {update.isError && !isApiError(update.error, 'BAD_REQUEST') ? (
        <Notice tone="error" live="assertive">
          <p>
            {isApiError(update.error, 'CONFLICT')
              ? t('billingDocuments.prefs.stale')
              : t('common.technicalDifficulties')}
          </p>
        </Notice>
      ) : null}
      <div className="paperless-box__row">
        <TextField
          id="paperless-email"
          label={t('billingDocuments.paperless.emailLabel')}
          hint={t('billingDocuments.paperless.emailHint')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email.value}
          onChange={(e) => email.onChange(e.target.value)}
          onBlur={email.onBlur}
          error={fieldError}
        />
        <BusyButton
          busy={update.isPending}
          busyLabel={t('billingDocuments.paperless.enrolling')}
          disabled={!email.valid}
        >
          {t('billingDocuments.paperless.enrol')}
        </BusyButton>
      </div>
    </form>
  );
}
