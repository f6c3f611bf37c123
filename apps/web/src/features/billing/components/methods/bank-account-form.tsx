import { useState, type FormEvent } from 'react';
import type { PaymentMethod } from '@coax/contract';
import {
  BANK_ACCOUNT_MAX_DIGITS,
  ROUTING_NUMBER_LENGTH,
  checkingNickname,
  validateAddBankAccount,
  type AddBankAccountInput,
  type FormErrors,
} from '@coax/domain';
import { useAddBankAccount } from '../../api/add-bank-account.ts';
import { InputField } from './form-fields.tsx';
import { MethodFormShell } from './method-form-shell.tsx';
import { serverFieldErrors } from './messages.ts';
import { useFieldErrors } from './use-field-errors.ts';
import { useBillingT } from '../../i18n/use-billing-t.ts';

const ID = 'add-bank';
/** The form's fields, named as the request names them (the account number travels as `bankAccount`). */
type BankField = 'nameOnAccount' | 'routingNumber' | 'bankAccount' | 'nickname';
interface BankForm {
  nameOnAccount: string;
  routingNumber: string;
  bankAccount: string;
  nickname: string;
}
const EMPTY: BankForm = { nameOnAccount: '', routingNumber: '', bankAccount: '', nickname: '' };

function validate(form: BankForm): FormErrors<BankField> {
  const input: AddBankAccountInput = { ...form, accountNumber: form.bankAccount };
  const { accountNumber, ...rest } = validateAddBankAccount(input);
  // Keep the domain's field order: the account number comes before the nickname.
  const errs: FormErrors<BankField> = {};
  if (rest.nameOnAccount) errs.nameOnAccount = rest.nameOnAccount;
  if (rest.routingNumber) errs.routingNumber = rest.routingNumber;
  if (accountNumber) errs.bankAccount = accountNumber;
  if (rest.nickname) errs.nickname = rest.nickname;
  return errs;
}

const digitsOnly = (v: string, max: number) => v.replace(/\D/g, '').slice(0, max);

/** Seed 002 §5 Add checking account: routing number, account number, name and nickname. */
export function BankAccountForm({ onAdded }: { onAdded: (method: PaymentMethod) => void }) {
  const { t } = useBillingT();
  const [form, setForm] = useState<BankForm>(EMPTY);
  const [nicknameTyped, setNicknameTyped] = useState(false);
  const fields = useFieldErrors<BankField>(validate(form), ID);
  const add = useAddBankAccount();

  const set = (field: BankField, value: string) => {
    setForm((f) => {
      const next = { ...f, [field]: value };
      if (field === 'bankAccount' && !nicknameTyped) {
        next.nickname = value.length >= 4 ? checkingNickname(value) : '';
      }
      return next;
    });
    fields.changed(field);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (add.isPending || !fields.submit()) return;
    add.mutate(
      {
        nameOnAccount: form.nameOnAccount.trim(),
        routingNumber: form.routingNumber,
        bankAccount: form.bankAccount,
        nickname: form.nickname.trim(),
      },
      {
        onSuccess: (saved) => {
          setForm(EMPTY);
          setNicknameTyped(false);
          fields.reset();
          onAdded(saved.method);
        },
        onError: (error) => fields.setServerErrors(serverFieldErrors(error)),
      },
    );
  };

  const digits = (field: 'routingNumber' | 'bankAccount', label: string, max: number, hint?: string) => (
    <InputField
      id={`${ID}-${field}`}
      label={label}
      hint={hint}
      error={fields.errorFor(field)}
      value={form[field]}
      inputMode="numeric"
      autoComplete="off"
      maxLength={max}
      onChange={(e) => set(field, digitsOnly(e.target.value, max))}
      onBlur={() => fields.touch(field)}
    />
  );

  return (
    <MethodFormShell
      idPrefix={ID}
      heading="h2"
      title={t('billingMethods.form.bankTitle')}
      onSubmit={submit}
      fields={fields}
      error={add.error}
      name={{
        label: t('billingMethods.form.nameOnAccount'),
        autoComplete: 'name',
        value: form.nameOnAccount,
        onChange: (value) => set('nameOnAccount', value),
      }}
      between={
        <>
          {digits(
            'routingNumber',
            t('billingMethods.form.routingNumber'),
            ROUTING_NUMBER_LENGTH,
            t('billingMethods.form.routingHint'),
          )}
          {digits('bankAccount', t('billingMethods.form.bankAccount'), BANK_ACCOUNT_MAX_DIGITS)}
        </>
      }
      nickname={{
        value: form.nickname,
        onChange: (value) => {
          setNicknameTyped(true);
          set('nickname', value);
        },
      }}
      submit={{ label: t('billingMethods.form.addBank'), pending: add.isPending }}
    />
  );
}
