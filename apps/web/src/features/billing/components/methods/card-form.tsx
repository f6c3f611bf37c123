import { useState, type FormEvent } from 'react';
import type { PaymentMethod } from '@coax/contract';
import {
  CARD_NUMBER_MAX_DIGITS,
  EMPTY_ADDRESS,
  autoNicknameFor,
  cardDigits,
  cardLength,
  cardTypeByPrefix,
  groupInFours,
  validateAddCard,
  type AddCardField,
  type AddCardInput,
  type AddressField,
} from '@coax/domain';
import { isApiError } from '../../../../lib/api-client.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { ErrorSummary } from '../../../../ui/error-summary.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { useAddCard } from '../../api/add-card.ts';
import { AddressFields } from './address-fields.tsx';
import { ExpiryFields, thisMonth } from './expiry-fields.tsx';
import { InputField } from './form-fields.tsx';
import { serverFieldErrors } from './messages.ts';
import { useFieldErrors, useMessageText } from './use-field-errors.ts';

const ID = 'add-card';
const EMPTY: AddCardInput = {
  nameOnAccount: '',
  cardNumber: '',
  expMonth: null,
  expYear: null,
  nickname: '',
  useDifferentAddress: false,
  address: EMPTY_ADDRESS,
};

/** Seed 002 §5 Add card: live checks on blur and on submit, the number grouped in fours as typed, an automatic nickname. */
export function CardForm({ onAdded }: { onAdded: (method: PaymentMethod) => void }) {
  const { t } = useT();
  const text = useMessageText();
  const today = thisMonth();
  const [form, setForm] = useState<AddCardInput>(EMPTY);
  // The automatic nickname follows the number until the person writes their own.
  const [nicknameTyped, setNicknameTyped] = useState(false);
  const errs = validateAddCard(form, today);
  const fields = useFieldErrors<AddCardField>(errs, ID);
  const add = useAddCard();
  const brand = cardTypeByPrefix(form.cardNumber);

  const set = <K extends keyof AddCardInput>(key: K, value: AddCardInput[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key !== 'useDifferentAddress' && key !== 'address') fields.changed(key as AddCardField);
  };

  const onNumber = (typed: string) => {
    const type = cardTypeByPrefix(typed);
    const digits = cardDigits(typed).slice(0, type ? cardLength(type) : CARD_NUMBER_MAX_DIGITS);
    const grouped = groupInFours(digits);
    setForm((f) => ({
      ...f,
      cardNumber: grouped,
      nickname: nicknameTyped ? f.nickname : (autoNicknameFor(digits) ?? ''),
    }));
    fields.changed('cardNumber');
  };

  const onAddress = (field: AddressField, value: string) => {
    setForm((f) => ({ ...f, address: { ...f.address, [field]: value } }));
    fields.changed(field);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (add.isPending || !fields.submit()) return;
    add.mutate(
      {
        nameOnAccount: form.nameOnAccount.trim(),
        cardNumber: cardDigits(form.cardNumber),
        expMonth: form.expMonth ?? 0,
        expYear: form.expYear ?? 0,
        nickname: form.nickname.trim(),
        billingAddress: form.useDifferentAddress ? form.address : null,
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

  return (
    <form className="method-form stack" noValidate onSubmit={submit} aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>{t('billingMethods.form.cardTitle')}</h2>
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
      <InputField
        id={`${ID}-nameOnAccount`}
        label={t('billingMethods.form.nameOnCard')}
        error={fields.errorFor('nameOnAccount')}
        value={form.nameOnAccount}
        autoComplete="cc-name"
        maxLength={50}
        onChange={(e) => set('nameOnAccount', e.target.value)}
        onBlur={() => fields.touch('nameOnAccount')}
      />
      <InputField
        id={`${ID}-cardNumber`}
        label={t('billingMethods.form.cardNumber')}
        hint={t('billingMethods.form.cardNumberHint')}
        error={fields.errorFor('cardNumber')}
        value={form.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        // 16 digits and 3 spaces; the handler trims to the brand's own length.
        maxLength={19}
        spellCheck={false}
        onChange={(e) => onNumber(e.target.value)}
        onBlur={() => fields.touch('cardNumber')}
        after={
          <p className="method-brand" aria-live="polite">
            {brand
              ? t('billingMethods.form.detectedBrand', { brand: t(`billingMethods.brand.${brand}`) })
              : null}
          </p>
        }
      />
      <ExpiryFields
        idPrefix={ID}
        month={form.expMonth}
        year={form.expYear}
        today={today}
        onChange={(field, value) => set(field, value)}
        onBlur={(field) => fields.touch(field)}
        errorFor={(field) => fields.errorFor(field)}
      />
      <InputField
        id={`${ID}-nickname`}
        label={t('billingMethods.form.nickname')}
        hint={t('billingMethods.form.nicknameHint')}
        error={fields.errorFor('nickname')}
        value={form.nickname}
        maxLength={13}
        autoComplete="off"
        onChange={(e) => {
          setNicknameTyped(true);
          set('nickname', e.target.value);
        }}
        onBlur={() => fields.touch('nickname')}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={form.useDifferentAddress}
          onChange={(e) => set('useDifferentAddress', e.target.checked)}
        />
        <span>{t('billingMethods.form.differentAddress')}</span>
      </label>
      {form.useDifferentAddress ? (
        <AddressFields
          idPrefix={ID}
          value={form.address}
          onChange={onAddress}
          onBlur={(field) => fields.touch(field)}
          errorFor={(field) => fields.errorFor(field)}
        />
      ) : null}
      <div className="button-row">
        <button
          type="submit"
          className="button button--primary"
          disabled={add.isPending}
          aria-busy={add.isPending || undefined}
        >
          {add.isPending ? t('billingMethods.form.saving') : t('billingMethods.form.addCard')}
        </button>
      </div>
    </form>
  );
}
