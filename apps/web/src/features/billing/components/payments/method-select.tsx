import type { PaymentMethod } from '@coax/contract';
import { SelectField } from '../../../../ui/select-field.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/**
 * The saved methods to pay with; an expired card is listed, marked, and cannot be chosen; a method
 * just declined is marked so.
 */
export function MethodSelect({
  id,
  label,
  methods,
  value,
  error,
  declinedId,
  onChange,
}: {
  id: string;
  label: string;
  methods: readonly PaymentMethod[];
  value: string;
  error: string | undefined;
  /** the method a payment was just declined on */
  declinedId?: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t } = useBillingT();
  return (
    <SelectField
      id={id}
      label={label}
      error={error}
      value={value}
      onChange={onChange}
      options={methods.map((m) => ({
        value: m.id,
        label: m.expired
          ? t('billingPayments.form.methodExpired', { name: m.payMethodName })
          : m.id === declinedId
            ? t('billingPayments.form.methodDeclined', { name: m.payMethodName })
            : m.payMethodName,
        disabled: m.expired,
      }))}
    />
  );
}
