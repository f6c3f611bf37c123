import { useState, type FormEvent } from 'react';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useForgotId } from '../api/forgot-id.ts';
import { recoveryFailure } from '../components/recovery-error.ts';
import { useIdentityT } from '../i18n/use-identity-t.ts';

/** Forgot id (recoverid): the ids kept under an e-mail address or phone number are sent to it. */
export default function ForgotIdPage() {
  const tr = useIdentityT();
  const { t } = tr;
  const [contact, setContact] = useState('');
  const [failure, setFailure] = useState<string>();
  const forgot = useForgotId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (forgot.isPending) return;
    setFailure(undefined);
    forgot.mutate(contact, { onError: (error) => setFailure(recoveryFailure(error, tr)) });
  };

  return (
    <div className="identity-page stack">
      <PageTitle title={t('identity.forgotId.title')} />
      <h1>{t('identity.forgotId.title')}</h1>
      {forgot.isSuccess ? (
        <>
          <Notice tone="success" live="polite">
            <p>{t('identity.forgotId.sent')}</p>
          </Notice>
          <p>
            <LocalLink to="/login">{t('identity.forgotPassword.signIn')}</LocalLink>
          </p>
        </>
      ) : (
        <form className="card stack" onSubmit={submit} noValidate aria-busy={forgot.isPending}>
          <p>{t('identity.forgotId.intro')}</p>
          <TextField
            id="forgot-id-contact"
            label={t('identity.forgotId.contact')}
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={contact}
            onChange={(event) => setContact(event.target.value)}
          />
          {failure ? (
            <Notice tone="error" live="assertive">
              <p>{failure}</p>
            </Notice>
          ) : null}
          <BusyButton busy={forgot.isPending} busyLabel={t('identity.forgotPassword.busy')}>
            {t('identity.forgotId.submit')}
          </BusyButton>
        </form>
      )}
    </div>
  );
}
