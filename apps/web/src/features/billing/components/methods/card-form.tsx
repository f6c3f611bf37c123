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
import { useAddCard } from '../../api/add-card.ts';
import { BillingAddressChoice } from './address-fields.tsx';
import { ExpiryFields, thisMonth } from './expiry-fields.tsx';
import { InputField } from './form-fields.tsx';
import { MethodFormShell } from './method-form-shell.tsx';
import { serverFieldErrors } from './messages.ts';
import { useFieldErrors } from './use-field-errors.ts';
import { useBillingT } from '../../i18n/use-billing-t.ts';

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
  const { t } = useBillingT();
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

  return (
    <MethodFormShell
      idPrefix={ID}
      heading="h2"
      title={t('billingMethods.form.cardTitle')}
      onSubmit={submit}
      fields={fields}
      error={add.error}
      name={{
        label: t('billingMethods.form.nameOnCard'),
        autoComplete: 'cc-name',
        value: form.nameOnAccount,
        onChange: (value) => set('nameOnAccount', value),
      }}
      between={
        <>
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
            fields={fields}
          />
        </>
      }
      nickname={{
        value: form.nickname,
        onChange: (value) => {
          setNicknameTyped(true);
          set('nickname', value);
        },
      }}
      submit={{ label: t('billingMethods.form.addCard'), pending: add.isPending }}
    >
      <BillingAddressChoice
        idPrefix={ID}
        chosen={form.useDifferentAddress}
        address={form.address}
        onChoose={(chosen) => set('useDifferentAddress', chosen)}
        onAddress={onAddress}
        fields={fields}
      />
    </MethodFormShell>
  );
}
