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
import { isApiError } from '../../../../lib/api-client.ts';
import { useT } from '../../../../i18n/use-t.ts';
import { ErrorSummary } from '../../../../ui/error-summary.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { useUpdatePaymentMethod } from '../../api/update-payment-method.ts';
import { AddressFields } from './address-fields.tsx';
import { ExpiryFields, thisMonth } from './expiry-fields.tsx';
import { InputField } from './form-fields.tsx';
import { serverFieldErrors } from './messages.ts';
import { useFieldErrors, useMessageText } from './use-field-errors.ts';

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
  const { t } = useT();
  const text = useMessageText();
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
    if (key === 'nameOnAccount' || key === 'nickname' || key === 'expMonth' || key === 'expYear')
      {fields.changed(key);}
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

  const failure =
    update.error && Object.keys(serverFieldErrors(update.error)).length === 0 ? update.error : null;
  const titleId = `${idPrefix}-title`;

  return (
    <form
      className="method-form method-form--edit stack"
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
    >
      <h3 id={titleId}>{t('billingMethods.edit.title', { name: method.payMethodName })}</h3>
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
        ref={first}
        id={`${idPrefix}-nameOnAccount`}
        label={t(
          method.payType === 'CC' ? 'billingMethods.form.nameOnCard' : 'billingMethods.form.nameOnAccount',
        )}
        error={fields.errorFor('nameOnAccount')}
        value={form.nameOnAccount}
        autoComplete={method.payType === 'CC' ? 'cc-name' : 'name'}
        maxLength={50}
        onChange={(e) => set('nameOnAccount', e.target.value)}
        onBlur={() => fields.touch('nameOnAccount')}
      />
      <InputField
        id={`${idPrefix}-nickname`}
        label={t('billingMethods.form.nickname')}
        hint={t('billingMethods.form.nicknameHint')}
        error={fields.errorFor('nickname')}
        value={form.nickname}
        maxLength={13}
        autoComplete="off"
        onChange={(e) => set('nickname', e.target.value)}
        onBlur={() => fields.touch('nickname')}
      />
      {method.payType === 'CC' ? (
        <ExpiryFields
          idPrefix={idPrefix}
          month={form.expMonth}
          year={form.expYear}
          today={today}
          onChange={(field, value) => set(field, value)}
          onBlur={(field) => fields.touch(field)}
          errorFor={(field) => fields.errorFor(field)}
        />
      ) : null}
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
          idPrefix={idPrefix}
          value={form.address}
          onChange={onAddress}
          onBlur={(field) => fields.touch(field)}
          errorFor={(field) => fields.errorFor(field)}
        />
      ) : null}
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
      <p className="field__hint" id={`${idPrefix}-save-hint`}>
        {savable ? null : t('billingMethods.edit.saveHint')}
      </p>
      <div className="button-row">
        <button
          type="submit"
          className="button button--primary"
          disabled={!savable || update.isPending}
          aria-describedby={savable ? undefined : `${idPrefix}-save-hint`}
          aria-busy={update.isPending || undefined}
        >
          {update.isPending ? t('billingMethods.form.saving') : t('billingMethods.edit.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('billingMethods.edit.cancel')}
        </button>
      </div>
    </form>
  );
}
