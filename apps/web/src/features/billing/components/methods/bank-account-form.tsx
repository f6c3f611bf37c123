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
import { isApiError } from '../../../../lib/api-client.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { ErrorSummary } from '../../../../ui/error-summary.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { useAddBankAccount } from '../../api/add-bank-account.ts';
import { InputField } from './form-fields.tsx';
import { serverFieldErrors } from './messages.ts';
import { useFieldErrors, useMessageText } from './use-field-errors.ts';

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
  const { t } = useT();
  const text = useMessageText();
  const [form, setForm] = useState<BankForm>(EMPTY);
  const [nicknameTyped, setNicknameTyped] = useState(false);
  const fields = useFieldErrors<BankField>(validate(form), ID);
  const add = useAddBankAccount();

  const set = (field: BankField, value: string) => {
    setForm((f) => {
      const next = { ...f, [field]: value };
      if (field === 'bankAccount' && !nicknameTyped)
        {next.nickname = value.length >= 4 ? checkingNickname(value) : '';}
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

  const failure = add.error && Object.keys(serverFieldErrors(add.error)).length === 0 ? add.error : null;
  const input = (field: BankField, label: string, extra: Partial<Parameters<typeof InputField>[0]>) => (
    <InputField
      id={`${ID}-${field}`}
      label={label}
      error={fields.errorFor(field)}
      value={form[field]}
      onChange={(e) => set(field, e.target.value)}
      onBlur={() => fields.touch(field)}
      {...extra}
    />
  );

  return (
    <form className="method-form stack" noValidate onSubmit={submit} aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{t('billingMethods.form.bankTitle')}</h2>
      <ErrorSummary title={t('common.errorSummaryTitle')} items={fields.summary} />
      {failure ? (
        <Notice tone="error" live="assertive">
          <p>
            {isApiError(failure) && failure.status < 500
              ? text(failure.message)
              : t('common.technicalDifficulties')}
          </p>
        </Notice>
      ) : null}
      {input('nameOnAccount', t('billingMethods.form.nameOnAccount'), {
        autoComplete: 'name',
        maxLength: 50,
      })}
      {input('routingNumber', t('billingMethods.form.routingNumber'), {
        hint: t('billingMethods.form.routingHint'),
        inputMode: 'numeric',
        autoComplete: 'off',
        maxLength: ROUTING_NUMBER_LENGTH,
        onChange: (e) => set('routingNumber', digitsOnly(e.target.value, ROUTING_NUMBER_LENGTH)),
      })}
      {input('bankAccount', t('billingMethods.form.bankAccount'), {
        inputMode: 'numeric',
        autoComplete: 'off',
        maxLength: BANK_ACCOUNT_MAX_DIGITS,
        onChange: (e) => set('bankAccount', digitsOnly(e.target.value, BANK_ACCOUNT_MAX_DIGITS)),
      })}
      {input('nickname', t('billingMethods.form.nickname'), {
        hint: t('billingMethods.form.nicknameHint'),
        maxLength: 13,
        autoComplete: 'off',
        onChange: (e) => {
          setNicknameTyped(true);
          set('nickname', e.target.value);
        },
      })}
      <div className="button-row">
        <button
          type="submit"
          className="button button--primary"
          disabled={add.isPending}
          aria-busy={add.isPending || undefined}
        >
          {add.isPending ? t('billingMethods.form.saving') : t('billingMethods.form.addBank')}
        </button>
      </div>
    </form>
  );
}
