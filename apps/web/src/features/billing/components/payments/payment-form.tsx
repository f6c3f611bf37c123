import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { BillingSummary, MakePaymentBody, PaymentMethod, PaymentResult } from '@coax/contract';
import { centsToAmountText } from '@coax/domain';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { ErrorSummary, type SummaryItem } from '../../../../ui/error-summary.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { usePaymentMethods } from '../../api/get-payment-methods.ts';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';
import { AmountField } from './amount-field.tsx';
import { MethodSelect } from './method-select.tsx';
import {
  checkPaymentForm,
  initialMethodId,
  type PaymentField,
  type PaymentFormValues,
} from './payment-form-model.ts';
import { DeclinedNotice } from './declined-notice.tsx';
import { PaymentDone } from './payment-done.tsx';
import { PaymentReview } from './payment-review.tsx';
import { LoadFailed } from '../../../../ui/load-failed.tsx';
import { useBillingT } from '../../i18n/use-billing-t.ts';
import { LoadingCard } from '../../../../ui/loading-card.tsx';

const ID = 'pay';
/** The payment form's place on the page, for a link to it (its heading). */
export const PAYMENT_FORM_ANCHOR = `${ID}-title`;

type Step =
  | { kind: 'edit' }
  /** the key is made here, when the person asks to pay, and kept for every retry of this confirm */
  | { kind: 'review'; body: MakePaymentBody; key: string }
  | { kind: 'done'; result: PaymentResult };

/** The one-time payment (seed 002 §2): method, amount, now or a date; then review; then the confirmation. */
export function PaymentForm({ summary }: { summary: BillingSummary }) {
  const { t } = useBillingT();
  const methods = usePaymentMethods();

  if (methods.isPending) {
    return (
      <section className="card stack" aria-labelledby={`${ID}-title`}>
        <h2 id={`${ID}-title`}>{t('billingPayments.form.title')}</h2>
        <LoadingCard label={t('billingPayments.form.methodsLoading')} lines={4} className="" />
      </section>
    );
  }
  if (methods.isError) {
    return (
      <section className="card stack" aria-labelledby={`${ID}-title`}>
        <h2 id={`${ID}-title`}>{t('billingPayments.form.title')}</h2>
        <LoadFailed
          message={t('billingPayments.form.methodsFailed')}
          onRetry={() => void methods.refetch()}
          retrying={methods.isFetching}
        />
      </section>
    );
  }
  const list = methods.data.methods;
  if (list.length === 0) {
    return (
      <section className="card stack" aria-labelledby={`${ID}-title`}>
        <h2 id={`${ID}-title`}>{t('billingPayments.form.title')}</h2>
        <p>{t('billingPayments.form.noMethods')}</p>
        <p>
          <LocalLink to="/pay-bill/payment-options/">{t('billingPayments.form.addMethodLink')}</LocalLink>
        </p>
      </section>
    );
  }
  return <PaymentSteps summary={summary} methods={list} />;
}

function PaymentSteps({ summary, methods }: { summary: BillingSummary; methods: readonly PaymentMethod[] }) {
  const { t } = useBillingT();
  const fresh = (): PaymentFormValues => ({
    methodId: initialMethodId(methods),
    amount: summary.amountDue > 0 ? centsToAmountText(summary.amountDue) : '',
    when: 'now',
    date: '',
  });
  const [values, setValues] = useState<PaymentFormValues>(fresh);
  const [touched, setTouched] = useState<Partial<Record<PaymentField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // The problems as they were on submit: the summary takes focus when it changes, so it must not
  // follow every keystroke (the fields' own messages do).
  const [summaryItems, setSummaryItems] = useState<SummaryItem[]>([]);
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  // The method a payment was just declined on: never left chosen without saying so (issue 23 item 7).
  const [declinedId, setDeclinedId] = useState<string>();
  const declined = methods.find((m) => m.id === declinedId);
  const heading = useRef<HTMLHeadingElement>(null);
  const check = checkPaymentForm(values, summary.systemDate, methods);
  const shown = (f: PaymentField) => (submitted || touched[f] ? check.errors[f] : undefined);
  const errorText = (f: PaymentField) => {
    const key = shown(f);
    return key ? t(key) : undefined;
  };

  // Back to the form's heading after review or a new payment, so focus is never lost.
  useEffect(() => {
    if (step.kind === 'edit' && submitted) heading.current?.focus();
  }, [step.kind, submitted]);

  const set = <K extends keyof PaymentFormValues>(key: K, value: PaymentFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setSummaryItems(
      (['methodId', 'amount', 'date'] as const).flatMap((f) => {
        const key = check.errors[f];
        return key ? [{ message: t(key), fieldId: `${ID}-${f}` }] : [];
      }),
    );
    // The account this form was shown for rides along: the server refuses to pay another one.
    if (check.body) {
      setStep({
        kind: 'review',
        body: { ...check.body, accountNumber: summary.accountNumber },
        key: newIdempotencyKey(),
      });
    }
  };

  if (step.kind === 'review') {
    return (
      <PaymentReview
        body={step.body}
        idempotencyKey={step.key}
        method={methods.find((m) => m.id === step.body.methodId)}
        systemDate={summary.systemDate}
        onChange={() => setStep({ kind: 'edit' })}
        onDone={(result) => {
          setDeclinedId(undefined);
          setStep({ kind: 'done', result });
        }}
        onDeclined={(methodId) => {
          setDeclinedId(methodId);
          set('methodId', initialMethodId(methods, methodId));
        }}
      />
    );
  }
  if (step.kind === 'done') {
    return (
      <PaymentDone
        result={step.result}
        onAnother={() => {
          setValues(fresh());
          setTouched({});
          setStep({ kind: 'edit' });
        }}
      />
    );
  }

  return (
    <form className="card stack payment-form" noValidate onSubmit={submit} aria-labelledby={`${ID}-title`}>
      <h2 id={`${ID}-title`} ref={heading} tabIndex={-1}>
        {t('billingPayments.form.title')}
      </h2>
      <ErrorSummary title={t('common.errorSummaryTitle')} items={summaryItems} />
      {declined ? (
        <DeclinedNotice declined={declined} chosen={methods.find((m) => m.id === values.methodId)} />
      ) : null}
      <MethodSelect
        id={`${ID}-methodId`}
        label={t('billingPayments.form.method')}
        methods={methods}
        value={values.methodId}
        error={errorText('methodId')}
        declinedId={declinedId}
        onChange={(id) => set('methodId', id)}
      />
      <AmountField
        id={`${ID}-amount`}
        label={t('billingPayments.form.amount')}
        hint={t('billingPayments.form.amountHint')}
        value={values.amount}
        error={errorText('amount')}
        onChange={(v) => set('amount', v)}
        onBlur={() => setTouched((x) => ({ ...x, amount: true }))}
      />
      <fieldset className="payment-fieldset">
        <legend className="field__label">{t('billingPayments.form.when')}</legend>
        <label className="payment-radio">
          <input
            type="radio"
            name={`${ID}-when`}
            value="now"
            checked={values.when === 'now'}
            onChange={() => set('when', 'now')}
          />
          <span>{t('billingPayments.form.payNow')}</span>
        </label>
        <label className="payment-radio">
          <input
            type="radio"
            name={`${ID}-when`}
            value="date"
            checked={values.when === 'date'}
            onChange={() => set('when', 'date')}
          />
          <span>{t('billingPayments.form.payOnDate')}</span>
        </label>
        {values.when === 'date' ? (
          <TextField
            id={`${ID}-date`}
            label={t('billingPayments.form.date')}
            hint={t('billingPayments.form.dateHint')}
            error={errorText('date')}
            value={values.date}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            onChange={(e) => set('date', e.target.value)}
            onBlur={() => setTouched((x) => ({ ...x, date: true }))}
          />
        ) : null}
        {values.when === 'date' && check.dateIsNow && !check.errors.date ? (
          <p className="field__hint" role="status">
            {t('billingPayments.form.dateIsNow')}
          </p>
        ) : null}
      </fieldset>
      <div className="button-row">
        <button type="submit" className="button button--primary">
          {t('billingPayments.form.review')}
        </button>
      </div>
    </form>
  );
}
