import type { PaymentMethod } from '@coax/contract';
import { SelectField } from '../../../../ui/select-field.tsx';
import { useCardLabel } from '../../calendar/method-label.ts';
import { useBillingT } from '../../i18n/use-billing-t.ts';

/**
 * The saved methods to pay with; an expired card is listed, marked, and cannot be chosen; a card
 * expiring this month is marked; each mark names the card ("Visa ending 4242"); a method just
 * declined is marked so.
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
  const card = useCardLabel();
  const optionLabel = (m: PaymentMethod) => {
    if (m.expired) return t('billingCalendar.methodExpired', { name: m.payMethodName, card: card(m) });
    if (m.id === declinedId) return t('billingPayments.form.methodDeclined', { name: m.payMethodName });
    if (m.expiring) return t('billingCalendar.methodExpiring', { name: m.payMethodName, card: card(m) });
    return m.payMethodName;
  };
  return (
    <SelectField
      id={id}
      label={label}
      error={error}
      value={value}
      onChange={onChange}
      options={methods.map((m) => ({
        value: m.id,
        label: optionLabel(m),
        disabled: m.expired,
      }))}
    />
  );
}
