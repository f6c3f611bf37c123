import { useState, type FormEvent } from 'react';
import { PIN_LENGTH } from '@coax/domain';
import { useLanguage } from '../../../i18n/language-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useCheckNewCustomer } from '../api/new-customer.ts';
import { appointmentErrorKey, useAppointmentsT } from '../i18n/use-appointments-t.ts';

/**
 * validate_newCustomerLogin's form: the account number (seed 002 §5, 13 digits or 14 with the
 * check digit) and the account PIN (§9, 4 digits). Non-digits are kept out of the PIN as typed.
 */
export function NewCustomerForm() {
  const { t, tn } = useAppointmentsT();
  const { lang } = useLanguage();
  const [accountNumber, setAccountNumber] = useState('');
  const [pin, setPin] = useState('');
  const check = useCheckNewCustomer();
  const tries = isApiError(check.error) ? check.error.body?.error.attempts_remaining : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.isPending) return;
    check.mutate({ accountNumber, pin, language: lang });
  };

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-busy={check.isPending}>
      <p>{t('appointments.newCustomer.intro')}</p>
      <TextField
        id="new-customer-account"
        label={t('appointments.newCustomer.account')}
        hint={t('appointments.newCustomer.accountHint')}
        inputMode="numeric"
        autoComplete="off"
        required
        value={accountNumber}
        onChange={(event) => setAccountNumber(event.target.value)}
      />
      <TextField
        id="new-customer-pin"
        label={t('appointments.newCustomer.pin', { count: PIN_LENGTH })}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        required
        value={pin}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH))}
      />
      {check.isError ? (
        <Notice tone="error" live="assertive">
          <p>{t(appointmentErrorKey(check.error))}</p>
          {tries !== undefined ? <p>{tn('appointments.newCustomer.triesLeft', tries)}</p> : null}
        </Notice>
      ) : null}
      <BusyButton busy={check.isPending} busyLabel={t('appointments.newCustomer.checking')}>
        {t('appointments.newCustomer.submit')}
      </BusyButton>
    </form>
  );
}
