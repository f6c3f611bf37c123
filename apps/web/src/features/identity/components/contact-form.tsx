import { useState, type FormEvent } from 'react';
import type { ContactEntry, ContactInfo } from '@coax/contract';
import {
  CONTACT_EMAIL_ID,
  CONTACT_PHONE_ID,
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
import { ContactEntrySettings, type EntrySettings } from './contact-entry-settings.tsx';

const checkEmail = (v: string): FieldCheck<'invalid'> =>
  isValidEmail(v) ? FIELD_OK : fieldError('invalid', 'invalid');

const entryOf = (info: ContactInfo, id: number): ContactEntry | undefined =>
  info.entries.find((e) => e.id === id);
const settingsOf = (e: ContactEntry | undefined): EntrySettings => ({
  description: e?.description ?? '',
  methodEnabled: e?.methodEnabled ?? true,
  preferences: e ? [...e.preferences] : [],
});

/**
 * The contact entries (seed 002 §3: phone id 1, e-mail id 3): each address, checked as typed with
 * seed 000 §5's rules, its description, whether it is used and which messages go there. A change
 * needs a recent sign-in.
 */
export function ContactForm({ saved }: { saved: ContactInfo }) {
  const { t } = useIdentityT();
  const savedPhone = entryOf(saved, CONTACT_PHONE_ID);
  const savedEmail = entryOf(saved, CONTACT_EMAIL_ID);
  const [email, setEmail] = useState(savedEmail?.sendTo ?? '');
  const [phone, setPhone] = useState(savedPhone?.sendTo ? formatPhone(savedPhone.sendTo) : '');
  const [phoneSettings, setPhoneSettings] = useState(() => settingsOf(savedPhone));
  const [emailSettings, setEmailSettings] = useState(() => settingsOf(savedEmail));
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
      { phone: { sendTo: phone, ...phoneSettings }, email: { sendTo: email, ...emailSettings } },
      {
        onSuccess: (next) => {
          setDone(true);
          const nextPhone = entryOf(next, CONTACT_PHONE_ID);
          const nextEmail = entryOf(next, CONTACT_EMAIL_ID);
          setPhone(nextPhone?.sendTo ? formatPhone(nextPhone.sendTo) : '');
          setEmail(nextEmail?.sendTo ?? '');
          setPhoneSettings(settingsOf(nextPhone));
          setEmailSettings(settingsOf(nextEmail));
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
        <fieldset className="stack identity-contact-entry">
          <legend>{t('identity.contact.emailEntry')}</legend>
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
          <ContactEntrySettings
            idPrefix="contact-email"
            enabledLabel={t('identity.contact.emailEnabled')}
            value={emailSettings}
            onChange={setEmailSettings}
          />
        </fieldset>
        <fieldset className="stack identity-contact-entry">
          <legend>{t('identity.contact.phoneEntry')}</legend>
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
          <ContactEntrySettings
            idPrefix="contact-phone"
            enabledLabel={t('identity.contact.phoneEnabled')}
            value={phoneSettings}
            onChange={setPhoneSettings}
          />
        </fieldset>
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
