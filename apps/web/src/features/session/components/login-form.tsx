import { useState, type FormEvent } from 'react';
import { FIELD_OK, checkSignInForm, fieldError, type FieldCheck } from '@coax/domain';
import type { SessionState } from '@coax/contract';
import { signInErrorMessage } from '../../../session/sign-in-error-message.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ErrorSummary, type SummaryItem } from '../../../ui/error-summary.tsx';
import { LiveField } from '../../../ui/live-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useLogin } from '../api/login.ts';

const ID_FIELD = 'login-id';
const PASSWORD_FIELD = 'login-password';

type FieldProblem = 'notValidId' | 'notValidPassword' | undefined;

export function LoginForm({ onSignedIn }: { onSignedIn: (state: SessionState) => void }) {
  const tr = useT();
  const { t } = tr;
  const login = useLogin();
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [problem, setProblem] = useState<FieldProblem>();
  const [serverError, setServerError] = useState<string>();
  // Each submit remounts the summary, so a repeated identical failure is focused and announced again.
  const [attemptNo, setAttemptNo] = useState(0);

  /**
   * Seed 000 §5 sign-in form, as a live check of the id alone: the form's own rule decides, so an
   * id is "not valid" exactly when submitting would say so (empty once trimmed). The rules for new
   * ids (4-14 characters and so on) are not applied here: an existing id signs in as it is.
   */
  const checkId = (value: string): FieldCheck<'notValidId'> =>
    checkSignInForm(value, '').kind === 'notValidId'
      ? fieldError('notValidId', t('login.notValidId'))
      : FIELD_OK;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    // Seed 000 §5: trim both; empty id, then empty password, stop the form before it is sent.
    const checked = checkSignInForm(id, password);
    setId(checked.id);
    setPassword(checked.password);
    setServerError(undefined);
    setAttemptNo((n) => n + 1);
    if (checked.kind !== 'submit') {
      setProblem(checked.kind);
      return;
    }
    setProblem(undefined);
    login.mutate(
      { id: checked.id, password: checked.password, remember },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          // Keep the id the visitor typed; a wrong password is cleared so it can be retyped.
          setPassword('');
          setServerError(signInErrorMessage(error, tr));
        },
      },
    );
  };

  const idError = problem === 'notValidId' ? t('login.notValidId') : undefined;
  const passwordError = problem === 'notValidPassword' ? t('login.notValidPassword') : undefined;
  const items: SummaryItem[] = [];
  if (idError) items.push({ message: idError, fieldId: ID_FIELD });
  if (passwordError) items.push({ message: passwordError, fieldId: PASSWORD_FIELD });
  if (serverError) items.push({ message: serverError });

  return (
    <form className="login-form stack" onSubmit={onSubmit} noValidate aria-busy={login.isPending}>
      <ErrorSummary key={attemptNo} title={t('common.errorSummaryTitle')} items={items} />
      <LiveField
        id={ID_FIELD}
        name="id"
        label={t('login.id')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={id}
        onValueChange={setId}
        check={checkId}
        timing="id"
        error={idError}
      />
      <TextField
        id={PASSWORD_FIELD}
        name="password"
        type="password"
        label={t('login.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
      />
      <div className="checkbox">
        <input
          id="login-remember"
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
          aria-describedby="login-remember-hint"
        />
        <label htmlFor="login-remember">{t('login.remember')}</label>
        <p id="login-remember-hint" className="field__hint">
          {t('login.rememberHint')}
        </p>
      </div>
      <button type="submit" className="button button--primary" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
