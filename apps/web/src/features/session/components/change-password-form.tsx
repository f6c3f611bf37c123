import { useId, useState, type FormEvent } from 'react';
import {
  checkPasswordConfirmation,
  limitPasswordInput,
  validatePassword,
  type PasswordErrorCode,
} from '@coax/domain';
import { signInErrorMessage } from '../../../session/sign-in-error-message.ts';
import { useCurrentSession } from '../../../session/current-session.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import { useT, type Translator } from '../../../i18n/use-t.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { reasonKey, type ReasonKeys } from '../../../lib/refusal.ts';
import { ErrorSummary, type SummaryItem } from '../../../ui/error-summary.tsx';
import { LiveField, type LiveCheck } from '../../../ui/live-field.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  useChangePassword,
  type ChangePasswordInput,
  type ChangePasswordResult,
} from '../api/change-password.ts';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';
import { BusyButton } from '../../../ui/busy-button.tsx';
import './change-password-form.css';

const PASSWORD_MESSAGE: Record<PasswordErrorCode, MessageKey> = {
  length: 'shellForms.password.length',
  characters: 'shellForms.password.characters',
  repetitive: 'shellForms.password.repetitive',
};

/** The server's password rules (the same as the live check): each refusal in the page's words. */
const PASSWORD_REASON: ReasonKeys<MessageKey> = {
  'session.password.length': 'shellForms.password.length',
  'session.password.characters': 'shellForms.password.characters',
  'session.password.repetitive': 'shellForms.password.repetitive',
};

/** Where a failed change leaves its message: on the current or new password field, or for the whole form. */
type Failure = { field: 'current' | 'new' | 'form'; message: string };

function failureOf(error: unknown, tr: Translator): Failure {
  const { t, tn } = tr;
  if (isApiError(error, 'BAD_CREDENTIALS')) {
    const remaining = error.body?.error.attempts_remaining;
    return {
      field: 'current',
      message:
        remaining === undefined
          ? t('shellForms.changePassword.wrongCurrent')
          : tn('shellForms.changePassword.wrongCurrentAttempts', remaining),
    };
  }
  if (isApiError(error, 'TEMP_BAN') || isApiError(error, 'THROTTLED')) {
    return { field: 'form', message: signInErrorMessage(error, tr) };
  }
  const passwordRule = reasonKey(error, PASSWORD_REASON);
  if (passwordRule) return { field: 'new', message: t(passwordRule) };
  if (isApiError(error, 'BAD_REQUEST')) {
    return { field: 'form', message: t('shellForms.changePassword.rejected') };
  }
  if (isApiError(error, 'FORBIDDEN')) return { field: 'form', message: t('shellForms.changePassword.agent') };
  return { field: 'form', message: t('shellForms.changePassword.failed') };
}

/**
 * Change password on /profile/ (seed 000 §5 Password): the new password is checked live with the
 * domain rules the server also applies, with the strength meter and the confirmation messages.
 * A change ends the id's other sessions; this one stays signed in.
 */
export function ChangePasswordForm({ userId, anchor }: { userId: string; anchor?: string }) {
  const tr = useT();
  const { t, tn } = tr;
  const base = useId();
  const ids = {
    current: `${base}-current`,
    next: `${base}-new`,
    confirm: `${base}-confirm`,
    meter: `${base}-meter`,
  };
  const { reauth } = useCurrentSession();
  const change = useChangePassword();

  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [revealCount, setRevealCount] = useState(0);
  const [currentError, setCurrentError] = useState<string>();
  const [confirmError, setConfirmError] = useState<string>();
  // The problems found at the last submit: a snapshot, so fixing a field does not move focus.
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [done, setDone] = useState<string>();
  const [pending, setPending] = useState(false);
  // A fresh set of fields after a change, so no verdict of the old values lingers.
  const [generation, setGeneration] = useState(0);
  // Each submit remounts the summary, so the same failure twice is focused and announced again.
  const [attempt, setAttempt] = useState(0);

  const checkNew = (value: string) => validatePassword(value);
  const checkConfirm = (value: string): LiveCheck<'mismatch'> => {
    const verdict = checkPasswordConfirmation(next, value);
    if (verdict.kind === 'mismatch') return { ok: false, code: 'mismatch', message: verdict.message };
    if (verdict.kind === 'match') return { ok: true, message: t('shellForms.password.confirmed') };
    return { ok: true };
  };

  /** The change, asking again for the password check first when the sign-in is old (the typed current password is that check). */
  const send = async (input: ChangePasswordInput): Promise<ChangePasswordResult> => {
    try {
      return await change.mutateAsync(input);
    } catch (error) {
      if (!isApiError(error, 'REAUTH_REQUIRED')) throw error;
      await reauth(input.currentPassword);
      return change.mutateAsync(input);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAttempt((n) => n + 1);
    setRevealCount((n) => n + 1);
    setDone(undefined);
    const currentPassword = current.trim();
    const newCheck = validatePassword(next);
    const confirmation = checkPasswordConfirmation(next, confirm);
    const missingCurrent = currentPassword === '' ? t('shellForms.changePassword.currentEmpty') : undefined;
    const missingConfirm =
      confirmation.kind === 'empty' ? t('shellForms.changePassword.confirmEmpty') : undefined;
    setCurrentError(missingCurrent);
    setConfirmError(missingConfirm);
    const items: SummaryItem[] = [];
    if (missingCurrent) items.push({ message: missingCurrent, fieldId: ids.current });
    if (!newCheck.ok) items.push({ message: t(PASSWORD_MESSAGE[newCheck.code]), fieldId: ids.next });
    if (missingConfirm) items.push({ message: missingConfirm, fieldId: ids.confirm });
    if (confirmation.kind === 'mismatch') {
      items.push({ message: t('shellForms.password.mismatch'), fieldId: ids.confirm });
    }
    setSummary(items);
    if (items.length > 0) return;

    setPending(true);
    try {
      const result = await send({ currentPassword, newPassword: next });
      setCurrent('');
      setNext('');
      setConfirm('');
      setGeneration((n) => n + 1);
      setDone(
        result.endedSessions === 0
          ? t('shellForms.changePassword.done')
          : tn('shellForms.changePassword.doneEnded', result.endedSessions),
      );
    } catch (error) {
      const failure = failureOf(error, tr);
      if (failure.field === 'current') {
        // The wrong password is cleared for retyping; the new one and its confirmation are kept.
        setCurrent('');
        setCurrentError(failure.message);
        setSummary([{ message: failure.message, fieldId: ids.current }]);
      } else if (failure.field === 'new') {
        setSummary([{ message: failure.message, fieldId: ids.next }]);
      } else {
        setSummary([{ message: failure.message }]);
      }
    } finally {
      setPending(false);
    }
  };

  const limit = { apply: limitPasswordInput, message: t('shellForms.password.maxLength') };

  return (
    <section id={anchor} className="card stack change-password" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{t('shellForms.changePassword.title')}</h2>
      <p>{t('shellForms.changePassword.intro', { id: userId })}</p>
      {done ? (
        <Notice tone="success" live="polite">
          <p>{done}</p>
        </Notice>
      ) : null}
      <form className="change-password__form stack" onSubmit={onSubmit} noValidate aria-busy={pending}>
        <ErrorSummary key={attempt} title={t('common.errorSummaryTitle')} items={summary} />
        <TextField
          id={ids.current}
          name="currentPassword"
          type="password"
          label={t('shellForms.changePassword.current')}
          autoComplete="current-password"
          value={current}
          onChange={(event) => {
            setCurrent(event.target.value);
            setCurrentError(undefined);
          }}
          error={currentError}
        />
        <LiveField
          key={`new-${generation}`}
          id={ids.next}
          name="newPassword"
          type="password"
          label={t('shellForms.changePassword.new')}
          hint={t('shellForms.changePassword.newHint')}
          autoComplete="new-password"
          value={next}
          onValueChange={setNext}
          check={checkNew}
          messageFor={(code) => t(PASSWORD_MESSAGE[code])}
          timing="password"
          revealCount={revealCount}
          limit={limit}
        >
          <PasswordStrengthMeter password={next} id={ids.meter} />
        </LiveField>
        <LiveField
          key={`confirm-${generation}`}
          id={ids.confirm}
          name="confirmPassword"
          type="password"
          label={t('shellForms.changePassword.confirm')}
          autoComplete="new-password"
          value={confirm}
          onValueChange={(value) => {
            setConfirm(value);
            setConfirmError(undefined);
          }}
          check={checkConfirm}
          messageFor={() => t('shellForms.password.mismatch')}
          timing="password"
          revealCount={revealCount}
          error={confirmError}
          limit={limit}
        />
        <BusyButton busy={pending} busyLabel={t('shellForms.changePassword.submitting')}>
          {t('shellForms.changePassword.submit')}
        </BusyButton>
      </form>
    </section>
  );
}
