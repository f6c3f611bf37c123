import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PaymentMethod } from '@coax/contract';
import {
  EMPTY_ADDRESS,
  canSave,
  validateEditMethod,
  type AddressField,
  type EditMethodField,
  type EditMethodInput,
} from '@coax/domain';
import { useUpdatePaymentMethod } from '../../api/update-payment-method.ts';
import { BillingAddressChoice } from './address-fields.tsx';
import { ExpiryFields, thisMonth } from './expiry-fields.tsx';
import { MethodFormShell } from './method-form-shell.tsx';
import { serverFieldErrors } from './messages.ts';
import { useFieldErrors } from './use-field-errors.ts';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/** The form's starting values: what is saved now. MMYY's year is in this century. */
export function editValuesOf(m: PaymentMethod): EditMethodInput {
  return {
    nameOnAccount: m.nameOnAccount,
    nickname: m.payMethodName,
    expMonth: m.expDate ? Number(m.expDate.slice(0, 2)) : null,
    expYear: m.expDate ? 2000 + Number(m.expDate.slice(2)) : null,
    useDifferentAddress: m.billingAddress !== null,
    address: m.billingAddress
      ? { ...m.billingAddress, state: m.billingAddress.state || EMPTY_ADDRESS.state }
      : EMPTY_ADDRESS,
    makeDefault: false,
  };
}

/** Seed 002 §5 Edit: Save is enabled only when the form is valid and something changed. */
export function EditMethodForm({
  method,
  onSaved,
  onCancel,
}: {
  method: PaymentMethod;
  onSaved: (saved: PaymentMethod) => void;
  onCancel: () => void;
}) {
  const { t } = useBillingT();
  const today = thisMonth();
  const original = editValuesOf(method);
  const [form, setForm] = useState<EditMethodInput>(original);
  const ctx = { payType: method.payType, today };
  const idPrefix = `edit-${method.id}`;
  const fields = useFieldErrors<EditMethodField>(validateEditMethod(form, ctx), idPrefix);
  const update = useUpdatePaymentMethod();
  const first = useRef<HTMLInputElement>(null);
  const savable = canSave(original, form, ctx);

  useEffect(() => first.current?.focus(), []);

  const set = <K extends keyof EditMethodInput>(key: K, value: EditMethodInput[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key === 'nameOnAccount' || key === 'nickname' || key === 'expMonth' || key === 'expYear') {
      fields.changed(key);
    }
  };
  const onAddress = (field: AddressField, value: string) => {
    setForm((f) => ({ ...f, address: { ...f.address, [field]: value } }));
    fields.changed(field);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending || !fields.submit() || !savable) return;
    update.mutate(
      {
        id: method.id,
        body: {
          nameOnAccount: form.nameOnAccount.trim(),
          nickname: form.nickname.trim(),
          expMonth: method.payType === 'CC' ? form.expMonth : null,
          expYear: method.payType === 'CC' ? form.expYear : null,
          billingAddress: form.useDifferentAddress ? form.address : null,
          makeDefault: form.makeDefault,
        },
      },
      {
        onSuccess: (saved) => onSaved(saved.method),
        onError: (error) => fields.setServerErrors(serverFieldErrors(error)),
      },
    );
  };

  const saveHintId = `${idPrefix}-save-hint`;

  return (
    <MethodFormShell
      idPrefix={idPrefix}
      heading="h3"
      title={t('billingMethods.edit.title', { name: method.payMethodName })}
      className="method-form--edit"
      onSubmit={submit}
      fields={fields}
      error={update.error}
      name={{
        ref: first,
        label: t(
          method.payType === 'CC' ? 'billingMethods.form.nameOnCard' : 'billingMethods.form.nameOnAccount',
        ),
        autoComplete: method.payType === 'CC' ? 'cc-name' : 'name',
        value: form.nameOnAccount,
        onChange: (value) => set('nameOnAccount', value),
      }}
      nickname={{ value: form.nickname, onChange: (value) => set('nickname', value) }}
      submit={{
        label: t('billingMethods.edit.save'),
        pending: update.isPending,
        disabled: !savable,
        describedBy: savable ? undefined : saveHintId,
      }}
      secondary={
        <button type="button" className="button" onClick={onCancel}>
          {t('billingMethods.edit.cancel')}
        </button>
      }
    >
      {method.payType === 'CC' ? (
        <ExpiryFields
          idPrefix={idPrefix}
          month={form.expMonth}
          year={form.expYear}
          today={today}
          onChange={(field, value) => set(field, value)}
          fields={fields}
        />
      ) : null}
      <BillingAddressChoice
        idPrefix={idPrefix}
        chosen={form.useDifferentAddress}
        address={form.address}
        onChoose={(chosen) => set('useDifferentAddress', chosen)}
        onAddress={onAddress}
        fields={fields}
      />
      {method.isDefault ? null : (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.makeDefault}
            onChange={(e) => set('makeDefault', e.target.checked)}
          />
          <span>{t('billingMethods.edit.makeDefault')}</span>
        </label>
      )}
      <p className="field__hint" id={saveHintId}>
        {savable ? null : t('billingMethods.edit.saveHint')}
      </p>
    </MethodFormShell>
  );
}
