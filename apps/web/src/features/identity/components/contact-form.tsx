import { useState, type FormEvent } from 'react';
import type { ContactInfo } from '@coax/contract';
import {
  FIELD_OK,
  fieldError,
  formatPhone,
  isValidEmail,
  validatePhone,
  type FieldCheck,
} from '@coax/domain';
import { isApiError } from '../../../lib/api-client.ts';
import { fallbackKey } from '../../../lib/refusal.ts';
import { ReauthForm } from '../../../session/reauth-form.tsx';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { ErrorSummary, type SummaryItem } from '../../../ui/error-summary.tsx';
import { LiveField } from '../../../ui/live-field.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useSetContact } from '../api/contact.ts';
import { useIdentityT } from '../i18n/use-identity-t.ts';

const checkEmail = (v: string): FieldCheck<'invalid'> =>
  isValidEmail(v) ? FIELD_OK : fieldError('invalid', 'invalid');

/** Contact e-mail and phone, checked as typed with seed 000 §5's rules; a change needs a recent sign-in. */
export function ContactForm({ saved }: { saved: ContactInfo }) {
  const { t } = useIdentityT();
  const [email, setEmail] = useState(saved.email ?? '');
  const [phone, setPhone] = useState(saved.phone ? formatPhone(saved.phone) : '');
  const [reveal, setReveal] = useState(0);
  const [failure, setFailure] = useState<string>();
  const [askPassword, setAskPassword] = useState(false);
  const [done, setDone] = useState(false);
  const save = useSetContact();

  const emailError = reveal && !isValidEmail(email) ? t('identity.contact.emailInvalid') : undefined;
  const phoneError = reveal && !validatePhone(phone).ok ? t('identity.contact.phoneInvalid') : undefined;
  const items: SummaryItem[] = [];
  if (emailError) items.push({ message: emailError, fieldId: 'contact-email' });
  if (phoneError) items.push({ message: phoneError, fieldId: 'contact-phone' });
  if (failure) items.push({ message: failure });

  const send = () => {
    setFailure(undefined);
    setDone(false);
    save.mutate(
      { email, phone },
      {
        onSuccess: (next) => {
          setDone(true);
          setPhone(next.phone ? formatPhone(next.phone) : '');
          setEmail(next.email ?? '');
        },
        onError: (error) => {
          if (isApiError(error, 'REAUTH_REQUIRED')) setAskPassword(true);
          else setFailure(t(fallbackKey(error)));
        },
      },
    );
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setReveal((n) => n + 1);
    if (!isValidEmail(email) || !validatePhone(phone).ok) return;
    send();
  };

  return (
    <div className="stack">
      <form className="stack" onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
        <ErrorSummary key={reveal} title={t('common.errorSummaryTitle')} items={items} />
        <LiveField
          id="contact-email"
          type="email"
          label={t('identity.contact.email')}
          autoComplete="email"
          value={email}
          onValueChange={setEmail}
          check={checkEmail}
          messageFor={() => t('identity.contact.emailInvalid')}
          error={emailError}
          revealCount={reveal}
        />
        <LiveField
          id="contact-phone"
          type="tel"
          label={t('identity.contact.phone')}
          hint={t('identity.contact.phoneHint')}
          autoComplete="tel-national"
          value={phone}
          onValueChange={setPhone}
          check={validatePhone}
          messageFor={() => t('identity.contact.phoneInvalid')}
          error={phoneError}
          revealCount={reveal}
        />
        <BusyButton busy={save.isPending} busyLabel={t('identity.perm.saving')}>
          {t('identity.contact.save')}
        </BusyButton>
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
          <p>{t('identity.contact.saved')}</p>
        </Notice>
      ) : null}
    </div>
  );
}
