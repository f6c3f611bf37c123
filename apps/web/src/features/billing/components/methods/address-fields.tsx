import { STATE_OPTIONS, type AddressField, type AddressInput } from '@coax/domain';
import { InputField, SelectField } from './form-fields.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/** The billing address of seed 002 §5: line 1, line 2, city, state ('---' first) and a 5-digit ZIP. */
export function AddressFields({
  idPrefix,
  value,
  onChange,
  onBlur,
  errorFor,
}: {
  idPrefix: string;
  value: AddressInput;
  onChange: (field: AddressField, value: string) => void;
  onBlur: (field: AddressField) => void;
  errorFor: (field: AddressField) => string | undefined;
}) {
  const { t } = useBillingT();
  const text = (field: 'addrLine1' | 'addrLine2' | 'city', autoComplete: string, maxLength: number) => (
    <InputField
      id={`${idPrefix}-${field}`}
      label={t(`billingMethods.form.${field}`)}
      error={errorFor(field)}
      value={value[field]}
      autoComplete={autoComplete}
      maxLength={maxLength}
      onChange={(e) => onChange(field, e.target.value)}
      onBlur={() => onBlur(field)}
    />
  );
  return (
    <div className="method-address stack">
      {text('addrLine1', 'billing address-line1', 60)}
      {text('addrLine2', 'billing address-line2', 60)}
      {text('city', 'billing address-level2', 40)}
      <SelectField
        id={`${idPrefix}-state`}
        label={t('billingMethods.form.state')}
        error={errorFor('state')}
        value={value.state}
        autoComplete="billing address-level1"
        options={STATE_OPTIONS.map((code) => ({ value: code, label: code }))}
        onChange={(e) => onChange('state', e.target.value)}
        onBlur={() => onBlur('state')}
      />
      <InputField
        id={`${idPrefix}-zip`}
        label={t('billingMethods.form.zip')}
        error={errorFor('zip')}
        value={value.zip}
        inputMode="numeric"
        autoComplete="billing postal-code"
        maxLength={5}
        className="field__input method-field--short"
        onChange={(e) => onChange('zip', e.target.value.replace(/\D/g, ''))}
        onBlur={() => onBlur('zip')}
      />
    </div>
  );
}

/**
 * Seed 002 §5 "Use a different billing address": the checkbox and, while it is ticked, the
 * address. Field errors come from the form's `useFieldErrors`.
 */
export function BillingAddressChoice({
  idPrefix,
  chosen,
  address,
  onChoose,
  onAddress,
  fields,
}: {
  idPrefix: string;
  chosen: boolean;
  address: AddressInput;
  onChoose: (chosen: boolean) => void;
  onAddress: (field: AddressField, value: string) => void;
  fields: {
    touch(field: AddressField): void;
    errorFor(field: AddressField): string | undefined;
  };
}) {
  const { t } = useBillingT();
  return (
    <>
      <label className="checkbox">
        <input type="checkbox" checked={chosen} onChange={(e) => onChoose(e.target.checked)} />
        <span>{t('billingMethods.form.differentAddress')}</span>
      </label>
      {chosen ? (
        <AddressFields
          idPrefix={idPrefix}
          value={address}
          onChange={onAddress}
          onBlur={(field) => fields.touch(field)}
          errorFor={(field) => fields.errorFor(field)}
        />
      ) : null}
    </>
  );
}
