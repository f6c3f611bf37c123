import { expiryYears, type YearMonth } from '@coax/domain';
import { SelectField } from './form-fields.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The browser's month; the server checks again with its own clock. */
export function thisMonth(now = new Date()): YearMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** Expiry month and year selects; years run from this year to this year + 19 (seed 002 §5). */
export function ExpiryFields({
  idPrefix,
  month,
  year,
  today,
  onChange,
  fields,
}: {
  idPrefix: string;
  month: number | null;
  year: number | null;
  today: YearMonth;
  onChange: (field: 'expMonth' | 'expYear', value: number | null) => void;
  /** the form's `useFieldErrors` */
  fields: {
    touch(field: 'expMonth' | 'expYear'): void;
    errorFor(field: 'expMonth' | 'expYear'): string | undefined;
  };
}) {
  const { t } = useBillingT();
  const choose = { value: '', label: t('billingMethods.form.choose') };
  const years = expiryYears(today);
  // A saved card that has already expired keeps its year visible until a new one is chosen.
  if (year !== null && !years.includes(year)) years.unshift(year);
  const parse = (v: string) => (v === '' ? null : Number(v));
  return (
    <fieldset className="method-expiry">
      <legend className="field__label">{t('billingMethods.form.expiry')}</legend>
      <div className="method-expiry__row">
        <SelectField
          id={`${idPrefix}-expMonth`}
          label={t('billingMethods.form.expMonth')}
          error={fields.errorFor('expMonth')}
          value={month === null ? '' : String(month)}
          autoComplete="cc-exp-month"
          options={[choose, ...MONTHS.map((m) => ({ value: String(m), label: String(m).padStart(2, '0') }))]}
          onChange={(e) => onChange('expMonth', parse(e.target.value))}
          onBlur={() => fields.touch('expMonth')}
        />
        <SelectField
          id={`${idPrefix}-expYear`}
          label={t('billingMethods.form.expYear')}
          error={fields.errorFor('expYear')}
          value={year === null ? '' : String(year)}
          autoComplete="cc-exp-year"
          options={[choose, ...years.map((y) => ({ value: String(y), label: String(y) }))]}
          onChange={(e) => onChange('expYear', parse(e.target.value))}
          onBlur={() => fields.touch('expYear')}
        />
      </div>
    </fieldset>
  );
}
