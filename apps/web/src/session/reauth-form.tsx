import { useId, useState, type FormEvent } from 'react';
import { useT } from '../i18n/use-t.ts';
import { TextField } from '../ui/text-field.tsx';
import { useCurrentSession } from './current-session.ts';
import { signInErrorMessage } from './sign-in-error-message.ts';
import { BusyButton } from '../ui/busy-button.tsx';

/**
 * Asks for the password again when the server answers REAUTH_REQUIRED (a sign-in older than the
 * configured hours, seed 000 §6), then lets the caller retry what it was doing.
 */
export function ReauthForm({
  onReauthenticated,
  submitLabel,
  autoFocus = false,
}: {
  onReauthenticated: () => void;
  submitLabel?: string;
  autoFocus?: boolean;
}) {
  const tr = useT();
  const { t } = tr;
  const { reauth } = useCurrentSession();
  const fieldId = useId();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = password.trim();
    if (!trimmed) {
      setError(t('reauth.empty'));
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await reauth(trimmed);
      setPassword('');
      setPending(false);
      onReauthenticated();
    } catch (failure) {
      setPending(false);
      setPassword('');
      setError(signInErrorMessage(failure, tr));
    }
  };

  return (
    <form className="reauth-form" onSubmit={onSubmit} noValidate aria-busy={pending}>
      <TextField
        id={`${fieldId}-password`}
        label={t('reauth.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
        autoFocus={autoFocus}
      />
      <BusyButton busy={pending} busyLabel={t('reauth.submitting')}>
        {submitLabel ?? t('reauth.submit')}
      </BusyButton>
    </form>
  );
}
