import { useRef, useState, type FormEvent } from 'react';
import type { AutopayBody, AutopayEnrolment, AutopayResult, PaymentMethod } from '@coax/contract';
import {
  AUTOPAY_DAY_OF_MONTH_OPTIONS,
  AUTOPAY_DAYS_BEFORE_OPTIONS,
  capCoversDue,
  centsToAmountText,
  checkPaymentAmount,
  ordinalDay,
} from '@coax/domain';
import { ErrorSummary, type SummaryItem } from '../../../../ui/error-summary.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { useSetUpAutopay } from '../../api/set-up-autopay.ts';
import { useUpdateAutopay } from '../../api/update-autopay.ts';
import { AmountField } from './amount-field.tsx';
import { MethodSelect } from './method-select.tsx';
import { initialMethodId } from './payment-form-model.ts';
import { amountErrorKey, failureKey } from './payment-messages.ts';
import { SelectField } from '../../../../ui/select-field.tsx';
import { useBillingT, type BillingMessageKey } from '../../i18n/use-billing-t.ts';

const ID = 'autopay';

interface Values {
  methodId: string;
  dateType: 'days_before' | 'day_of_month';
  daysInAdvance: string;
  dayOfMonth: string;
  amountType: 'due' | 'cap' | 'fixed';
  cap: string;
  fixed: string;
}

function initial(enrolment: AutopayEnrolment | null, methods: readonly PaymentMethod[]): Values {
  return {
    methodId: enrolment?.methodId ?? initialMethodId(methods),
    dateType: enrolment?.dateType ?? 'days_before',
    daysInAdvance: String(enrolment?.daysInAdvance ?? 3),
    dayOfMonth: String(enrolment?.dayOfMonth ?? 1),
    amountType: enrolment?.amountType ?? 'due',
    cap: typeof enrolment?.capAmount === 'number' ? centsToAmountText(enrolment.capAmount) : '',
    fixed: typeof enrolment?.fixAmount === 'number' ? centsToAmountText(enrolment.fixAmount) : '',
  };
}

/** The rules of seed 002 §5 Automatic payment options and Currency amounts, and the request they make. */
function check(v: Values, amountDue: number, methods: readonly PaymentMethod[]) {
  const errors: { methodId?: BillingMessageKey; cap?: BillingMessageKey; fixed?: BillingMessageKey } = {};
  const method = methods.find((m) => m.id === v.methodId);
  if (!method || method.expired) errors.methodId = 'billingPayments.form.cardExpired';
  let capAmount: number | null = null;
  let fixAmount: number | null = null;
  if (v.amountType === 'cap') {
    const c = checkPaymentAmount(v.cap);
    if (!c.ok || c.cents === null) {
      errors.cap = c.ok ? 'billingPayments.amount.required' : amountErrorKey(c.code);
    } else if (!capCoversDue(c.cents, amountDue).ok) errors.cap = 'billingPayments.amount.moreThanDue';
    else capAmount = c.cents;
  }
  if (v.amountType === 'fixed') {
    const c = checkPaymentAmount(v.fixed);
    if (!c.ok || c.cents === null) {
      errors.fixed = c.ok ? 'billingPayments.amount.required' : amountErrorKey(c.code);
    } else fixAmount = c.cents;
  }
  const body: AutopayBody | null =
    Object.keys(errors).length > 0
      ? null
      : {
          methodId: v.methodId,
          dateType: v.dateType,
          daysInAdvance: v.dateType === 'days_before' ? Number(v.daysInAdvance) : null,
          dayOfMonth: v.dateType === 'day_of_month' ? Number(v.dayOfMonth) : null,
          amountType: v.amountType,
          capAmount,
          fixAmount,
        };
  return { errors, body };
}

/** Set up or change automatic payments: when (days before or a day of the month) and how much. */
export function AutopayForm({
  enrolment,
  methods,
  amountDue,
  onSaved,
  onCancel,
}: {
  enrolment: AutopayEnrolment | null;
  methods: readonly PaymentMethod[];
  amountDue: number;
  onSaved: (result: AutopayResult) => void;
  onCancel?: () => void;
}) {
  const { t, tn, lang } = useBillingT();
  const [v, setV] = useState<Values>(() => initial(enrolment, methods));
  const [submitted, setSubmitted] = useState(false);
  // The summary at the top lists the problems as they were on submit; it takes focus when it
  // changes, so it must not follow every keystroke.
  const [summaryItems, setSummaryItems] = useState<SummaryItem[]>([]);
  const setUp = useSetUpAutopay();
  const update = useUpdateAutopay();
  const saving = setUp.isPending || update.isPending;
  const failed = setUp.error ?? update.error;
  const { errors, body } = check(v, amountDue, methods);
  // One key per distinct set-up request: a retry with the same settings sends the same key (and
  // gets the first answer); changed settings are a new request with a new key.
  const lastKey = useRef<{ request: string; key: string } | null>(null);
  const keyFor = (request: AutopayBody) => {
    const text = JSON.stringify(request);
    if (lastKey.current?.request !== text) lastKey.current = { request: text, key: newIdempotencyKey() };
    return lastKey.current.key;
  };
  const set = <K extends keyof Values>(k: K, value: Values[K]) => setV((x) => ({ ...x, [k]: value }));
  const show = (k: keyof typeof errors) => {
    const e = errors[k];
    return submitted && e ? t(e) : undefined;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setSummaryItems(
      (['methodId', 'cap', 'fixed'] as const).flatMap((f) => {
        const k = errors[f];
        return k ? [{ message: t(k), fieldId: `${ID}-${f}` }] : [];
      }),
    );
    if (!body || saving) return;
    if (enrolment) update.mutate(body, { onSuccess: onSaved });
    else setUp.mutate({ body, idempotencyKey: keyFor(body) }, { onSuccess: onSaved });
  };

  const radio = (name: string, value: string, checked: boolean, onChange: () => void, label: string) => (
    <label className="payment-radio">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} />
      <span>{label}</span>
    </label>
  );

  return (
    <form className="card stack" noValidate onSubmit={submit} aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`}>
        {t(enrolment ? 'billingPayments.autopay.editTitle' : 'billingPayments.autopay.setUpTitle')}
      </h2>
      <ErrorSummary title={t('common.errorSummaryTitle')} items={summaryItems} />
      {failed ? (
        <Notice tone="error" live="assertive">
          <p>{t(failureKey(failed))}</p>
        </Notice>
      ) : null}
      <MethodSelect
        id={`${ID}-methodId`}
        label={t('billingPayments.form.method')}
        methods={methods}
        value={v.methodId}
        error={show('methodId')}
        onChange={(id) => set('methodId', id)}
      />
      <fieldset className="payment-fieldset">
        <legend className="field__label">{t('billingPayments.autopay.whenLegend')}</legend>
        {radio(
          `${ID}-dateType`,
          'days_before',
          v.dateType === 'days_before',
          () => set('dateType', 'days_before'),
          t('billingPayments.autopay.daysBefore'),
        )}
        {v.dateType === 'days_before' ? (
          <div className="payment-indent">
            <SelectField
              id={`${ID}-daysInAdvance`}
              label={t('billingPayments.autopay.daysBeforeSelect')}
              value={v.daysInAdvance}
              onChange={(x) => set('daysInAdvance', x)}
              options={AUTOPAY_DAYS_BEFORE_OPTIONS.map((n) => ({
                value: String(n),
                label: tn('billingPayments.autopay.daysBeforeOption', n),
              }))}
            />
          </div>
        ) : null}
        {radio(
          `${ID}-dateType`,
          'day_of_month',
          v.dateType === 'day_of_month',
          () => set('dateType', 'day_of_month'),
          t('billingPayments.autopay.dayOfMonth'),
        )}
        {v.dateType === 'day_of_month' ? (
          <div className="payment-indent">
            <SelectField
              id={`${ID}-dayOfMonth`}
              label={t('billingPayments.autopay.dayOfMonthSelect')}
              value={v.dayOfMonth}
              onChange={(x) => set('dayOfMonth', x)}
              options={AUTOPAY_DAY_OF_MONTH_OPTIONS.map((n) => ({
                value: String(n),
                label: ordinalDay(n, lang),
              }))}
            />
          </div>
        ) : null}
      </fieldset>
      <fieldset className="payment-fieldset">
        <legend className="field__label">{t('billingPayments.autopay.amountLegend')}</legend>
        {radio(
          `${ID}-amountType`,
          'due',
          v.amountType === 'due',
          () => set('amountType', 'due'),
          t('billingPayments.autopay.amountDue'),
        )}
        {radio(
          `${ID}-amountType`,
          'cap',
          v.amountType === 'cap',
          () => set('amountType', 'cap'),
          t('billingPayments.autopay.amountCap'),
        )}
        {v.amountType === 'cap' ? (
          <div className="payment-indent">
            <AmountField
              id={`${ID}-cap`}
              label={t('billingPayments.autopay.capLabel')}
              hint={t('billingPayments.autopay.capHint')}
              value={v.cap}
              error={show('cap')}
              onChange={(x) => set('cap', x)}
            />
          </div>
        ) : null}
        {radio(
          `${ID}-amountType`,
          'fixed',
          v.amountType === 'fixed',
          () => set('amountType', 'fixed'),
          t('billingPayments.autopay.amountFixed'),
        )}
        {v.amountType === 'fixed' ? (
          <div className="payment-indent">
            <AmountField
              id={`${ID}-fixed`}
              label={t('billingPayments.autopay.fixedLabel')}
              value={v.fixed}
              error={show('fixed')}
              onChange={(x) => set('fixed', x)}
            />
          </div>
        ) : null}
      </fieldset>
      <div className="button-row">
        <button
          type="submit"
          className="button button--primary"
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {saving
            ? t('billingPayments.autopay.saving')
            : t(enrolment ? 'billingPayments.autopay.submitSave' : 'billingPayments.autopay.submitSetUp')}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel} disabled={saving}>
            {t('billingPayments.autopay.cancelEdit')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
