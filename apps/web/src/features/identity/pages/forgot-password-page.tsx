import { useState, type FormEvent } from 'react';
import { RECOVERY_SEND_METHODS, RECOVERY_METHODS, type RecoveryMethod } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useRecoveryOptions } from '../api/recovery-options.ts';
import { useSendTemporaryPassword } from '../api/send-temporary-password.ts';
import { useSetRecoveredPassword } from '../api/set-recovered-password.ts';
import { useVerifyAccountNumber } from '../api/verify-account-number.ts';
import { useVerifyTemporaryPassword } from '../api/verify-temporary-password.ts';
import { newPasswordFailure, recoveryFailure } from '../components/recovery-error.ts';
import { useIdentityT } from '../i18n/use-identity-t.ts';
import '../components/identity.css';

type Step =
  | { at: 'id' }
  | { at: 'method'; token: string }
  | { at: 'answer'; token: string; method: RecoveryMethod }
  | { at: 'password'; token: string }
  | { at: 'done' };

const isSend = (m: RecoveryMethod): m is (typeof RECOVERY_SEND_METHODS)[number] =>
  (RECOVERY_SEND_METHODS as readonly string[]).includes(m);

/**
 * Forgot password (seed 002 §4): the id gives a token; a temporary password sent by e-mail or
 * text, or the account number, gives a new token; the new token sets the password.
 */
export default function ForgotPasswordPage() {
  const tr = useIdentityT();
  const { t } = tr;
  const [step, setStep] = useState<Step>({ at: 'id' });
  const [id, setId] = useState('');
  const [method, setMethod] = useState<RecoveryMethod>('email');
  const [answer, setAnswer] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState(false);
  const options = useRecoveryOptions();
  const send = useSendTemporaryPassword();
  const verifyTemp = useVerifyTemporaryPassword();
  const verifyAccount = useVerifyAccountNumber();
  const save = useSetRecoveredPassword();
  const busy =
    options.isPending || send.isPending || verifyTemp.isPending || verifyAccount.isPending || save.isPending;

  const fail = (error: unknown) => setFailure(recoveryFailure(error, tr));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    if (step.at === 'id') {
      options.mutate(id, { onSuccess: (r) => setStep({ at: 'method', token: r.token }), onError: fail });
    } else if (step.at === 'method') {
      if (isSend(method)) {
        send.mutate(
          { token: step.token, method },
          {
            onSuccess: () => {
              setSent(true);
              setStep({ at: 'answer', token: step.token, method });
            },
            onError: fail,
          },
        );
      } else setStep({ at: 'answer', token: step.token, method });
    } else if (step.at === 'answer') {
      const next = {
        onSuccess: (r: { token: string }) => setStep({ at: 'password', token: r.token }),
        onError: fail,
      };
      if (step.method === 'accountNumber') {
        verifyAccount.mutate({ token: step.token, accountNumber: answer }, next);
      } else verifyTemp.mutate({ token: step.token, temporaryPassword: answer }, next);
    } else if (step.at === 'password') {
      save.mutate(
        { token: step.token, newPassword: password },
        { onSuccess: () => setStep({ at: 'done' }), onError: (e) => setFailure(newPasswordFailure(e, tr)) },
      );
    }
  };

  return (
    <div className="identity-page stack">
      <PageTitle title={t('identity.forgotPassword.title')} />
      <h1>{t('identity.forgotPassword.title')}</h1>
      {step.at === 'done' ? (
        <>
          <Notice tone="success" live="polite">
            <p>{t('identity.forgotPassword.done')}</p>
          </Notice>
          <p>
            <LocalLink to="/login">{t('identity.forgotPassword.signIn')}</LocalLink>
          </p>
        </>
      ) : (
        <form className="card stack" onSubmit={submit} noValidate aria-busy={busy}>
          {step.at === 'id' ? (
            <>
              <p>{t('identity.forgotPassword.intro')}</p>
              <TextField
                id="recovery-id"
                label={t('identity.forgotPassword.id')}
                hint={t('identity.forgotPassword.idHint')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                value={id}
                onChange={(event) => setId(event.target.value)}
              />
            </>
          ) : null}
          {step.at === 'method' ? (
            <fieldset className="identity-methods stack">
              <legend>{t('identity.forgotPassword.how')}</legend>
              {RECOVERY_METHODS.map((m) => (
                <div className="checkbox" key={m}>
                  <input
                    id={`recovery-method-${m}`}
                    type="radio"
                    name="method"
                    checked={method === m}
                    onChange={() => setMethod(m)}
                  />
                  <label htmlFor={`recovery-method-${m}`}>{t(`identity.method.${m}`)}</label>
                </div>
              ))}
            </fieldset>
          ) : null}
          {step.at === 'answer' ? (
            <>
              {sent && step.method !== 'accountNumber' ? (
                <Notice tone="info" live="polite">
                  <p>{t('identity.forgotPassword.sent')}</p>
                </Notice>
              ) : null}
              <TextField
                id="recovery-answer"
                label={t(
                  step.method === 'accountNumber'
                    ? 'identity.forgotPassword.accountNumber'
                    : 'identity.forgotPassword.temporary',
                )}
                {...(step.method === 'accountNumber'
                  ? { hint: t('identity.forgotPassword.accountNumberHint'), inputMode: 'numeric' as const }
                  : {})}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                required
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
              />
            </>
          ) : null}
          {step.at === 'password' ? (
            <TextField
              id="recovery-new-password"
              type="password"
              label={t('identity.forgotPassword.newPassword')}
              hint={t('identity.create.passwordHint')}
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : null}
          {failure ? (
            <Notice tone="error" live="assertive">
              <p>{failure}</p>
            </Notice>
          ) : null}
          <div className="button-row">
            <BusyButton busy={busy} busyLabel={t('identity.forgotPassword.busy')}>
              {t(
                step.at === 'id'
                  ? 'identity.forgotPassword.next'
                  : step.at === 'method'
                    ? method === 'accountNumber'
                      ? 'identity.forgotPassword.next'
                      : 'identity.forgotPassword.send'
                    : step.at === 'answer'
                      ? 'identity.forgotPassword.verify'
                      : 'identity.forgotPassword.save',
              )}
            </BusyButton>
            {step.at === 'id' ? null : (
              <button
                type="button"
                className="button"
                onClick={() => {
                  setStep({ at: 'id' });
                  setAnswer('');
                  setPassword('');
                  setSent(false);
                  setFailure(undefined);
                }}
              >
                {t('identity.forgotPassword.startAgain')}
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
